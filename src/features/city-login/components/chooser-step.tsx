import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';

export const CHOOSER_REQUIRED = 'Please enter your email and your name.';

interface Props {
  busy: boolean;
  onSubmit: (account: { email: string; name: string }) => void;
  onBack: () => void;
}

/** The local provider's stand-in for Google's account chooser (docs/decisions/0014). */
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

  const bind = (value: string, set: (next: string) => void) => ({
    value,
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(e.target.value),
    'aria-invalid': error && !value.trim() ? (true as const) : undefined,
  });

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
      <TextField look="city" label="Email" name="email" type="email" autoComplete="email" autoFocus {...bind(email, setEmail)} />
      <TextField look="city" label="Name" name="name" type="text" autoComplete="name" {...bind(name, setName)} />
      {error ? (
        <p role="alert" className="mt-1.5 text-sm text-red-300">
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
