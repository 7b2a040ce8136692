import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { controlClass, Field, splitFieldProps, type FieldProps } from './field';

type Props = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
    label: string;
    ref?: Ref<HTMLInputElement>;
  };

/** SPEC 2.5 */
export function PasswordField(props: Props) {
  const { frame, control, look } = splitFieldProps(props);
  const { className, ...input } = control;
  const [visible, setVisible] = useState(false);
  return (
    <Field {...frame}>
      {(wiring) => (
        <div className="relative">
          <input {...input} {...wiring} type={visible ? 'text' : 'password'} className={controlClass(look, 'input', `pr-20 ${className ?? ''}`.trim())} />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-pressed={visible}
            aria-label={`${visible ? 'Hide' : 'Show'} ${props.label.toLowerCase()}`}
            className="absolute inset-y-0 right-2 my-auto h-8 rounded px-2 text-sm text-accent hover:underline"
          >
            {visible ? 'Hide' : 'Show'}
          </button>
        </div>
      )}
    </Field>
  );
}
