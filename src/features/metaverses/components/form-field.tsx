import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { inputClass } from '@/components/ui/text-field';

interface Common {
  label: React.ReactNode;
  error?: string;
  hint?: string;
}

/** The label, the control and, beside it, the field's validation message (announced through aria-describedby). */
function useFieldIds(error?: string, hint?: string) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return { id, describedBy };
}

function Messages({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <>
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
    </>
  );
}

export function InputField({ label, error, hint, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  const { id, describedBy } = useFieldIds(error, hint);
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-200">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${inputClass} ${error ? 'border-red-400' : ''}`}
        {...input}
      />
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextAreaField({ label, error, hint, ...area }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { id, describedBy } = useFieldIds(error, hint);
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-200">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${inputClass} min-h-28 ${error ? 'border-red-400' : ''}`}
        {...area}
      />
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}
