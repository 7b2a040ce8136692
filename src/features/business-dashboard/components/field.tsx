import { forwardRef, useId, useState, type InputHTMLAttributes } from 'react';
import { inputClass } from '@/components/ui/text-field';

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: string; revealable?: boolean };

/**
 * A labelled input with its validation message beside it (announced through aria-describedby); `revealable` makes it
 * a password input with a Show/Hide toggle that names the field it controls.
 */
export const Field = forwardRef<HTMLInputElement, Props>(function Field({ label, error, hint, revealable, type, ...input }, ref) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-200">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={id}
          type={revealable ? (visible ? 'text' : 'password') : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClass} ${revealable ? 'pr-20' : ''} ${error ? 'border-red-400' : ''}`}
          {...input}
        />
        {revealable ? (
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-pressed={visible}
            aria-label={`${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
            className="absolute inset-y-0 right-2 my-auto h-8 rounded px-2 text-sm text-accent hover:underline"
          >
            {visible ? 'Hide' : 'Show'}
          </button>
        ) : null}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
});
