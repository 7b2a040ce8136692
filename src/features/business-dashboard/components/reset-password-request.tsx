import { isAxiosError } from 'axios';
import { useState, type FormEvent } from 'react';
import { Banner } from '@/components/ui/banner';
import { buttonClass, linkClass } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { useContractForm, FORM_ERROR, applyServerErrors } from '@/hooks/use-contract-form';
import { MESSAGES } from '@contract/messages';
import { PasswordResetRequestSchema } from '@contract/dashboard-user';
import { useRequestPasswordReset } from '../api/password-reset';
import { resetErrorText } from './reset-messages';
import { WithQueryClient } from './with-query-client';

export const RESET_PASSWORD = 'Reset Password';
export const SEND_LINK = 'Send reset link';

function RequestDialog({ onClose, initialEmail }: { onClose: () => void; initialEmail: string }) {
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState<string | null>(null);
  const form = useContractForm(PasswordResetRequestSchema, { defaultValues: { email: initialEmail } });
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) => {
    setSent(null);
    request.mutate(
      { body },
      {
        onSuccess: (reply) => setSent(reply.message || MESSAGES.passwordResetRequested),
        onError: (err) => {
          if (isAxiosError(err) && err.response?.status === 429) form.setError(FORM_ERROR, { message: resetErrorText(err) });
          else applyServerErrors(form, err);
        },
      },
    );
  });

  // The dialog is portalled, but React still bubbles its submit to the login form around the opener.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    void submit(event);
  };

  const serverError = errors.root?.server?.message;
  return (
    <ModalDialog title={RESET_PASSWORD} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-busy={request.isPending}>
        <p className="text-sm text-slate-300">
          Enter the email of your dashboard account. If it belongs to an account, we mail it a link that sets a new
          password. The link works once, within 30 minutes.
        </p>
        <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
        {sent ? <Banner kind="success">{sent}</Banner> : null}
        {serverError ? <Banner kind="error">{serverError}</Banner> : null}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={buttonClass.primary} disabled={request.isPending}>
            {request.isPending ? 'Sending…' : sent ? 'Send again' : SEND_LINK}
          </button>
          <button type="button" className={buttonClass.secondary} onClick={onClose}>
            {sent ? 'Done' : 'Cancel'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

/** Mails a single-use link (docs/decisions/0020). */
export function ResetPasswordRequest({ email = '' }: { email?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`${linkClass.prominent} self-center text-sm`}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        {RESET_PASSWORD}
      </button>
      {open ? (
        <WithQueryClient>
          <RequestDialog initialEmail={email} onClose={() => setOpen(false)} />
        </WithQueryClient>
      ) : null}
    </>
  );
}
