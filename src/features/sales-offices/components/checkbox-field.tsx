import { useId, type InputHTMLAttributes, type Ref } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string; hint?: string; ref?: Ref<HTMLInputElement> };

/** A labelled checkbox in the console's look (the field kit has boxes for text, not ticks). */
export function CheckboxField({ label, hint, id, ...input }: Props) {
  const generated = useId();
  const controlId = id ?? generated;
  return (
    <div className="flex items-start gap-3">
      <input {...input} id={controlId} type="checkbox" aria-describedby={hint ? `${controlId}-hint` : undefined} className="mt-1 size-5 accent-teal-400" />
      <div>
        <label htmlFor={controlId} className="text-sm font-medium text-slate-200">
          {label}
        </label>
        {hint ? (
          <p id={`${controlId}-hint`} className="text-xs text-slate-400">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
