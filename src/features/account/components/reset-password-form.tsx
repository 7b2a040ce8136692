import { useId, useState, type FormEvent } from 'react';
import { Banner } from '@/components/ui/banner';
import { buttonClass } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { errorMessage } from '@/lib/http';
import { changeOwnPassword } from '../api/change-password';

export const PASSWORD_HINT = 'At least 8 characters, and not a commonly used password.';
export const MISMATCH = 'The new password and its confirmation do not match.';
export const PASSWORD_CHANGED = 'Password changed. Your other sessions have been signed out.';

type Outcome = { kind: 'success' | 'error'; message: string } | null;

/**
 * Current, new and confirm password with show/hide toggles (SPEC 2.5). Save sends the current and the new password
 * (the server refuses a change without the current one, and common passwords); the account's other sessions end,
 * this one stays. The server's first validation detail is shown as it comes.
 */
export function ResetPasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const hintId = useId();
  const mismatchId = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    if (next !== confirm) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    setSending(true);
    try {
      await changeOwnPassword(current, next);
      setCurrent('');
      setNext('');
      setConfirm('');
      setOutcome({ kind: 'success', message: PASSWORD_CHANGED });
    } catch (err) {
      setOutcome({ kind: 'error', message: errorMessage(err) });
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="flex max-w-md flex-col gap-4" noValidate>
      <PasswordField
        label="Current Password"
        name="currentPassword"
        autoComplete="current-password"
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
      />
      <div className="flex flex-col gap-1">
        <PasswordField
          label="New Password"
          name="newPassword"
          autoComplete="new-password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
          aria-describedby={hintId}
        />
        <p id={hintId} className="text-xs text-slate-400">
          {PASSWORD_HINT}
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <PasswordField
          label="Confirm Password"
          name="confirmPassword"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          aria-invalid={mismatch || undefined}
          aria-describedby={mismatch ? mismatchId : undefined}
        />
        {mismatch ? (
          <p id={mismatchId} className="text-sm text-red-300">
            {MISMATCH}
          </p>
        ) : null}
      </div>
      {outcome ? <Banner kind={outcome.kind}>{outcome.message}</Banner> : null}
      <button type="submit" disabled={sending} className={`${buttonClass.primary} self-start`}>
        Save
      </button>
    </form>
  );
}
