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
import { useAcceptInvitation, useConfirmPasswordReset } from '../api/password-reset';
import { resetErrorText } from './reset-messages';
import { WithQueryClient } from './with-query-client';

export const PASSWORDS_DIFFER = 'The two passwords differ';
export const LINK_INCOMPLETE = 'This reset link is incomplete. Open the link from the e-mail again, or ask for a new one on the login page.';
export const INVITATION_INCOMPLETE = 'This invitation link is incomplete. Open the link from the e-mail again.';

/** A reset link and an invitation link (docs/decisions/0049) differ only in their words. */
type LinkKind = 'reset' | 'invitation';
const TEXT: Record<LinkKind, { title: string; incomplete: string; invalid: string; done: string; intro: string; field: string; submit: string }> = {
  reset: {
    title: 'Reset Password',
    incomplete: LINK_INCOMPLETE,
    invalid: MESSAGES.passwordResetInvalid,
    done: MESSAGES.passwordResetDone,
    intro: 'Choose a new password of at least 8 characters. Every session of your account ends.',
    field: 'New password',
    submit: 'Set new password',
  },
  invitation: {
    title: 'Choose your password',
    incomplete: INVITATION_INCOMPLETE,
    invalid: MESSAGES.invitationInvalid,
    done: MESSAGES.invitationAccepted,
    intro: 'Welcome to the Eternity dashboard. Choose a password of at least 8 characters; you then log in with your email and this password.',
    field: 'Password',
    submit: 'Set my password',
  },
};

const NewPasswordSchema = z
  .object({ password: PasswordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { message: PASSWORDS_DIFFER, path: ['confirm'] });

function Card({ kind, children }: { kind: LinkKind; children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen items-center justify-center px-4 py-12">
      <main id="main" className="w-full max-w-md rounded-2xl border border-white/10 bg-ink-soft p-6 shadow-2xl sm:p-8">
        <img src={logo} alt={SITE_NAME} width="102" height="32" className="mb-6 h-8 w-auto" />
        <h1 className="text-2xl font-bold text-white">{TEXT[kind].title}</h1>
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

function ResetPasswordForm({ kind }: { kind: LinkKind }) {
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('token') ?? '';
  const reset = useConfirmPasswordReset();
  const accept = useAcceptInvitation();
  const confirm = kind === 'reset' ? reset : accept;
  const text = TEXT[kind];
  const [done, setDone] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const form = useContractForm(NewPasswordSchema, { defaultValues: { password: '', confirm: '' } });
  const { errors } = form.formState;

  if (!token) {
    return (
      <Card kind={kind}>
        <div className="mt-6">
          <Banner kind="error">{text.incomplete}</Banner>
        </div>
      </Card>
    );
  }

  const submit = form.handleSubmit(({ password }) => {
    confirm.mutate(
      { body: { token, password } },
      {
        onSuccess: (reply) => setDone(reply.message || text.done),
        onError: (err) => {
          const status = isAxiosError(err) ? err.response?.status : undefined;
          const message = isAxiosError<{ message?: string }>(err) ? err.response?.data?.message : undefined;
          if (status === 429) form.setError(FORM_ERROR, { message: resetErrorText(err) });
          else if (message === text.invalid) setInvalid(true);
          else applyServerErrors(form, err);
        },
      },
    );
  });

  if (done) {
    return (
      <Card kind={kind}>
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
      <Card kind={kind}>
        <div className="mt-6 flex flex-col gap-4">
          <Banner kind="error">{text.invalid}</Banner>
          {kind === 'reset' ? (
            <p className="text-sm text-slate-300">
              A new link is asked for with &lsquo;Reset Password&rsquo; on the{' '}
              <Link to={paths.dashboard.login} className={linkClass.prominent}>
                login page
              </Link>
              .
            </p>
          ) : (
            <p className="text-sm text-slate-300">The person who invited you can send a new invitation.</p>
          )}
        </div>
      </Card>
    );
  }

  const serverError = errors.root?.server?.message;
  return (
    <Card kind={kind}>
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-6 flex flex-col gap-4" aria-busy={confirm.isPending}>
        <p className="text-sm text-slate-300">{text.intro}</p>
        <PasswordField
          label={text.field}
          autoComplete="new-password"
          error={errors.password?.message}
          hint={PASSWORD_HINT}
          policy={{}}
          {...form.register('password')}
        />
        <PasswordField label={`Confirm ${text.field.toLowerCase()}`} autoComplete="new-password" error={errors.confirm?.message} {...form.register('confirm')} />
        {serverError ? <Banner kind="error">{serverError}</Banner> : null}
        <button type="submit" className={buttonClass.primary} disabled={confirm.isPending}>
          {confirm.isPending ? 'Saving…' : text.submit}
        </button>
      </form>
    </Card>
  );
}

/** Its own query client: it stands outside the console shell. */
export function ResetPasswordPage({ kind = 'reset' }: { kind?: LinkKind }) {
  return (
    <WithQueryClient>
      <ResetPasswordForm kind={kind} />
    </WithQueryClient>
  );
}
