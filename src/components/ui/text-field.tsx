import { useId, type InputHTMLAttributes } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string };

export const inputClass =
  'w-full rounded-lg border border-slate-600 bg-ink-soft px-3 py-2 text-slate-100 placeholder:text-slate-400 focus:border-accent read-only:opacity-90';

/** A labelled input; the label is always visible. */
export function TextField({ label, id, ...input }: Props) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-200">
        {label}
        {input.required ? <span aria-hidden="true" className="text-accent"> *</span> : null}
      </label>
      <input id={inputId} className={inputClass} {...input} />
    </div>
  );
}
