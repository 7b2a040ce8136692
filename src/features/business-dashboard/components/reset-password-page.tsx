import { isAxiosError } from 'axios';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { z } from 'zod';
import logo from '@/assets/logo.svg';
import { Banner } from '@/components/ui/banner';
import { buttonClass, linkClass } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { paths } from '@/config/paths';
import { SITE_NAME } from '@/config/titles';
import { applyServerErrors, FORM_ERROR, useContractForm } from '@/hooks/use-contract-form';
import { PASSWORD_HINT, PasswordSchema } from '@contract/common';
import { MESSAGES } from '@contract/messages';
import { useConfirmPasswordReset } from '../api/password-reset';
import { resetErrorText } from './reset-messages';
import { WithQueryClient } from './with-query-client';

export const PASSWORDS_DIFFER = 'The two passwords differ';
export const LINK_INCOMPLETE = 'This reset link is incomplete. Open the link from the e-mail again, or ask for a new one on the login page.';

const NewPasswordSchema = z
  .object({ password: PasswordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { message: PASSWORDS_DIFFER, path: ['confirm'] });

function Card({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen items-center justify-center px-4 py-12">
      <main id="main" className="w-full max-w-md rounded-2xl border border-white/10 bg-ink-soft p-6 shadow-2xl sm:p-8">
        <img src={logo} alt={SITE_NAME} width="134" height="32" className="mb-6 h-8 w-auto" />
        <h1 className="text-2xl font-bold text-white">Reset Password</h1>
        {children}
        <p className="mt-6 text-center text-sm">
          <Link to={paths.dashboard.login} className={linkClass.prominent}>
            <span aria-hidden="true">← </span>Back to the login
          </Link>
        </p>
      </main>
    </div>
  );
}

function ResetPasswordForm() {
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('token') ?? '';
  const confirm = useConfirmPasswordReset();
  const [done, setDone] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const form = useContractForm(NewPasswordSchema, { defaultValues: { password: '', confirm: '' } });
  const { errors } = form.formState;

  if (!token) {
    return (
      <Card>
        <div className="mt-6">
          <Banner kind="error">{LINK_INCOMPLETE}</Banner>
        </div>
      </Card>
    );
  }

  const submit = form.handleSubmit(({ password }) => {
    confirm.mutate(
      { body: { token, password } },
      {
        onSuccess: (reply) => setDone(reply.message || MESSAGES.passwordResetDone),
        onError: (err) => {
          const status = isAxiosError(err) ? err.response?.status : undefined;
          const message = isAxiosError<{ message?: string }>(err) ? err.response?.data?.message : undefined;
          if (status === 429) form.setError(FORM_ERROR, { message: resetErrorText(err) });
          else if (message === MESSAGES.passwordResetInvalid) setInvalid(true);
          else applyServerErrors(form, err);
        },
      },
    );
  });

  if (done) {
    return (
      <Card>
        <div className="mt-6 flex flex-col gap-4">
          <Banner kind="success">{done}</Banner>
          <Link to={paths.dashboard.login} className={buttonClass.primary}>
            Go to the login
          </Link>
        </div>
      </Card>
    );
  }

  if (invalid) {
    return (
      <Card>
        <div className="mt-6 flex flex-col gap-4">
          <Banner kind="error">{MESSAGES.passwordResetInvalid}</Banner>
          <p className="text-sm text-slate-300">
            A new link is asked for with &lsquo;Reset Password&rsquo; on the{' '}
            <Link to={paths.dashboard.login} className={linkClass.prominent}>
              login page
            </Link>
            .
          </p>
        </div>
      </Card>
    );
  }

  const serverError = errors.root?.server?.message;
  return (
    <Card>
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-6 flex flex-col gap-4" aria-busy={confirm.isPending}>
        <p className="text-sm text-slate-300">Choose a new password of at least 8 characters. Every session of your account ends.</p>
        <PasswordField
          label="New password"
          autoComplete="new-password"
          error={errors.password?.message}
          hint={PASSWORD_HINT}
          policy={{}}
          {...form.register('password')}
        />
        <PasswordField label="Confirm new password" autoComplete="new-password" error={errors.confirm?.message} {...form.register('confirm')} />
        {serverError ? <Banner kind="error">{serverError}</Banner> : null}
        <button type="submit" className={buttonClass.primary} disabled={confirm.isPending}>
          {confirm.isPending ? 'Saving…' : 'Set new password'}
        </button>
      </form>
    </Card>
  );
}

/** Its own query client: it stands outside the console shell. */
export function ResetPasswordPage() {
  return (
    <WithQueryClient>
      <ResetPasswordForm />
    </WithQueryClient>
  );
}
