import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { CodeHandle } from '../identity';

/** SPEC 5 */
export const CODE_REQUIRED = 'Please enter the code you received.';

interface Props {
  handle: CodeHandle;
  busy: 'verify' | 'resend' | 'other' | null;
  remaining: number;
  onSubmit: (code: string) => void;
  onResend: () => void;
  onBack: () => void;
  /** The submit button's words; changing an email or number signs nobody in. */
  verifyLabel?: string;
}

/** SPEC 2.4: one field the phone can autofill, a resend after a visible 30 s countdown. */
export function CodeStep({ handle, busy, remaining, onSubmit, onResend, onBack, verifyLabel }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const byMail = handle.provider === 'google';

  useEffect(() => {
    setCode('');
    input.current?.focus();
  }, [handle]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const value = code.replace(/\s/g, '');
    if (!value) {
      setError(CODE_REQUIRED);
      input.current?.focus();
      return;
    }
    setError(null);
    onSubmit(value);
  };

  return (
    <form noValidate onSubmit={submit} aria-busy={busy !== null} className="flex flex-col gap-4">
      <p className="text-slate-200">
        {byMail ? 'We mailed a code to ' : 'We sent a code to '}
        <strong className="break-all text-white">{handle.destination}</strong>.
      </p>
      <TextField
        look="city"
        ref={input}
        id={`${id}-code`}
        label={byMail ? 'Code from the email' : 'Code from the text message'}
        requiredMark={false}
        error={error}
        alert
        name="code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        maxLength={12}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        className="tracking-widest"
      />
      <button type="submit" className={buttonClass.primary} disabled={busy !== null}>
        {busy === 'verify' ? (verifyLabel ? 'Checking…' : 'Signing in…') : (verifyLabel ?? 'Verify and sign in')}
      </button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button type="button" className={buttonClass.ghost} onClick={onResend} disabled={remaining > 0 || busy !== null}>
          {busy === 'resend' ? 'Sending…' : remaining > 0 ? `Resend code in ${remaining} s` : 'Resend code'}
        </button>
        <button type="button" className={buttonClass.ghost} onClick={onBack} disabled={busy !== null}>
          {byMail ? 'Use another email' : 'Change number'}
        </button>
      </div>
    </form>
  );
}
