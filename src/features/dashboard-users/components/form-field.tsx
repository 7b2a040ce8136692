import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { inputClass } from '@/components/ui/text-field';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** The field's error (client check or the server's detail for it), shown under the input and linked to it. */
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input with its error beside it: aria-invalid and aria-describedby point to the message. */
export function FormField({ label, error, hint, id, ref, ...input }: Props) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-200">
        {label}
        {input.required ? <span aria-hidden="true" className="text-accent"> *</span> : null}
      </label>
      <input
        ref={ref}
        id={inputId}
        className={`${inputClass} ${error ? 'border-red-400' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {error ? (
        <p id={errorId} className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
