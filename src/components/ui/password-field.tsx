import { useState, type ChangeEvent, type InputHTMLAttributes, type Ref } from 'react';
import { usePasswordVerdict } from '@/hooks/use-password-verdict';
import type { PasswordOwner } from '@/lib/load-password-verdict';
import { controlClass, Field, splitFieldProps, type FieldProps } from './field';

type Props = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
    label: string;
    ref?: Ref<HTMLInputElement>;
    /**
     * A new password for this account: while typing, the hint says why the policy would refuse it (the server's
     * sentence, docs/decisions/0034). `{}` when the account is not known (a reset link).
     */
    policy?: PasswordOwner;
  };

/** SPEC 2.5 */
export function PasswordField({ policy, ...props }: Props) {
  const { frame, control, look } = splitFieldProps(props);
  const { className, onChange, ...input } = control;
  const [visible, setVisible] = useState(false);
  const [typed, setTyped] = useState('');
  const verdict = usePasswordVerdict(typed, policy);
  // Said once: when the error line (the submit's or the server's) already says it, the hint stays the hint.
  const problem = verdict === frame.error ? undefined : verdict;
  const judged: typeof frame =
    policy === undefined
      ? frame
      : {
          ...frame,
          hint: problem ? <span className="font-semibold text-amber-200">{problem}</span> : frame.hint,
          liveHint: true,
          invalid: frame.invalid || verdict !== undefined,
        };
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    if (policy !== undefined) setTyped(event.target.value);
    return onChange?.(event);
  };
  return (
    <Field {...judged}>
      {(wiring) => (
        <div className="relative">
          <input
            {...input}
            {...wiring}
            onChange={change}
            type={visible ? 'text' : 'password'}
            className={controlClass(look, 'input', `pr-20 ${className ?? ''}`.trim())}
          />
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
