import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button';
import { boxClass, fieldErrorClass, labelClass } from './styles';

export const CHOOSER_REQUIRED = 'Please enter your email and your name.';

interface Props {
  busy: boolean;
  onSubmit: (account: { email: string; name: string }) => void;
  onBack: () => void;
}

/**
 * The local provider's stand-in for Google's account chooser: the email to sign in with and the name to show. The API
 * mails a one-time code to that address; whoever reads it signs in (docs/decisions/0014).
 */
export function ChooserStep({ busy, onSubmit, onBack }: Props) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!email.trim() || !name.trim()) {
      setError(CHOOSER_REQUIRED);
      return;
    }
    setError(null);
    onSubmit({ email: email.trim(), name: name.trim() });
  };

  return (
    <form noValidate onSubmit={submit} aria-busy={busy} aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
      <div>
        <h3 id={`${id}-heading`} className="text-lg font-semibold text-white">
          Choose an account
        </h3>
        <p className="mt-1 text-sm text-slate-300">
          This site runs its own sign-in in place of Google. Enter the email to sign in with and your name: we mail a
          one-time code to that address.
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-email`} className={labelClass}>
          Email
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error && !email.trim() ? true : undefined}
          className={`mt-1 ${boxClass}`}
          // The chooser replaces the start step: its first field takes the focus.
          autoFocus
        />
      </div>
      <div>
        <label htmlFor={`${id}-name`} className={labelClass}>
          Name
        </label>
        <input
          id={`${id}-name`}
          name="name"
          type="text"
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={error && !name.trim() ? true : undefined}
          className={`mt-1 ${boxClass}`}
        />
      </div>
      {error ? (
        <p role="alert" className={fieldErrorClass}>
          {error}
        </p>
      ) : null}
      <button type="submit" className={buttonClass.primary} disabled={busy}>
        {busy ? 'Sending code…' : 'Send code'}
      </button>
      <button type="button" className={`${buttonClass.ghost} self-start`} onClick={onBack} disabled={busy}>
        Back
      </button>
    </form>
  );
}
