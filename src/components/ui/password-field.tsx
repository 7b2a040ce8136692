import { useId, useState, type InputHTMLAttributes } from 'react';
import { inputClass } from './text-field';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string };

/** A labelled password input with a show/hide toggle that names the field it controls. */
export function PasswordField({ label, id, ...input }: Props) {
  const generated = useId();
  const inputId = id ?? generated;
  const [visible, setVisible] = useState(false);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-200">
        {label}
      </label>
      <div className="relative">
        <input id={inputId} type={visible ? 'text' : 'password'} className={`${inputClass} pr-20`} {...input} />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={`${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
          className="absolute inset-y-0 right-2 my-auto h-8 rounded px-2 text-sm text-accent hover:underline"
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
    </div>
  );
}
