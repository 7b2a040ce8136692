import { useEffect, useRef, useState } from 'react';
import { Banner } from '@/components/ui/banner';
import { buttonClass } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { PasswordField } from '@/components/ui/password-field';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { applyServerErrors, useContractForm } from '@/hooks/use-contract-form';
import { formatDateTime } from '@/lib/format';
import { errorMessage } from '@/lib/http';
import { SecondFactorConfirmSchema } from '@contract/second-factor';
import {
  startEnrolment,
  useConfirmEnrolment,
  useDisableSecondFactor,
  useNewRecoveryCodes,
  useSecondFactorStatus,
  type CodeAndPassword,
  type Enrolment,
} from '../api/second-factor-api';

// My Account's two-step verification (docs/decisions/0036): enrol with a QR code (or the key typed by hand), confirm
// with a code and the password, keep the recovery codes shown once; later, new codes or turning it off.

export const SECOND_FACTOR_HEADING = 'Two-step verification';
export const REQUIRED_TEXT = 'This server requires two-step verification for super admins: set it up to use the console.';
export const INTRO_TEXT =
  'After your password, sign-in will ask for a 6-digit code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password and the like).';
export const SET_UP = 'Set up two-step verification';
export const TURN_ON = 'Turn on';
export const CODES_HEADING = 'Your recovery codes';
export const CODES_TEXT =
  'Each code signs you in once if you lose your phone. Keep them somewhere safe now: they will not be shown again.';
export const CODES_SAVED = 'I have saved these codes';
export const QR_ALT = 'QR code with the key below, for an authenticator app';
export const NEW_CODES = 'New recovery codes';
export const TURN_OFF = 'Turn off';

const EMPTY: CodeAndPassword = { code: '', currentPassword: '' };

/** Groups of four, as authenticator apps show keys to type. */
const spaced = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

function CodeAndPasswordFields({ form, codeHint }: { form: ReturnType<typeof useCodeForm>; codeHint: string }) {
  const { errors } = form.formState;
  return (
    <>
      <TextField
        label="Code"
        hint={codeHint}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={32}
        error={errors.code?.message}
        {...form.register('code')}
      />
      <PasswordField
        label="Current Password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      {errors.root?.server ? <Banner kind="error">{errors.root.server.message}</Banner> : null}
    </>
  );
}

const useCodeForm = () => useContractForm(SecondFactorConfirmSchema, { defaultValues: EMPTY });

function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex max-w-md flex-col gap-4">
      <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold text-white">
        {CODES_HEADING}
      </h3>
      <p className="text-sm text-slate-200">{CODES_TEXT}</p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded-lg border border-white/10 bg-ink p-4 font-mono text-base text-white">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <button type="button" className={`${buttonClass.primary} self-start`} onClick={onDone}>
        {CODES_SAVED}
      </button>
    </div>
  );
}

function EnrolForm({ enrolment, onEnabled }: { enrolment: Enrolment; onEnabled: (codes: string[]) => void }) {
  const form = useCodeForm();
  const confirm = useConfirmEnrolment();
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const reply = await confirm.mutateAsync({ body });
      onEnabled(reply.data.recoveryCodes);
    } catch (err) {
      applyServerErrors(form, err);
    }
  });
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`;
  return (
    <form onSubmit={(e) => void onSubmit(e)} className="flex max-w-md flex-col gap-4" noValidate aria-busy={form.formState.isSubmitting}>
      <h3 className="text-lg font-semibold text-white">1. Scan this QR code with your authenticator app</h3>
      <img src={qr} alt={QR_ALT} width="200" height="200" className="h-50 w-50 rounded-lg bg-white" />
      <p className="text-sm text-slate-200">
        Or type this key into the app:{' '}
        <code data-testid="totp-secret" className="font-mono text-base break-all text-white">
          {spaced(enrolment.secret)}
        </code>
      </p>
      <h3 className="text-lg font-semibold text-white">2. Confirm with a code from the app</h3>
      <CodeAndPasswordFields form={form} codeHint="The 6 digits the app shows now" />
      <button type="submit" disabled={form.formState.isSubmitting} className={`${buttonClass.primary} self-start`}>
        {form.formState.isSubmitting ? 'Turning on…' : TURN_ON}
      </button>
    </form>
  );
}

function ManageForm({ onNewCodes }: { onNewCodes: (codes: string[]) => void }) {
  const form = useCodeForm();
  const disable = useDisableSecondFactor();
  const regenerate = useNewRecoveryCodes();
  const run = (action: 'codes' | 'off') =>
    form.handleSubmit(async (body) => {
      try {
        if (action === 'codes') onNewCodes((await regenerate.mutateAsync({ body })).data.recoveryCodes);
        else {
          await disable.mutateAsync({ body });
          toast.success('Two-step verification is off');
        }
        form.reset(EMPTY);
      } catch (err) {
        applyServerErrors(form, err);
      }
    });
  return (
    <form onSubmit={(e) => void run('codes')(e)} className="flex max-w-md flex-col gap-4" noValidate aria-busy={form.formState.isSubmitting}>
      <p className="text-sm text-slate-200">New recovery codes, or turning it off, need your password and a code.</p>
      <CodeAndPasswordFields form={form} codeHint="From your authenticator app, or a recovery code" />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={form.formState.isSubmitting} className={buttonClass.primary}>
          {NEW_CODES}
        </button>
        <button type="button" disabled={form.formState.isSubmitting} className={buttonClass.secondary} onClick={(e) => void run('off')(e)}>
          {TURN_OFF}
        </button>
      </div>
    </form>
  );
}

export function SecondFactorPanel() {
  const status = useSecondFactorStatus();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);

  const start = async () => {
    setStarting(true);
    setStartError(null);
    try {
      setEnrolment(await startEnrolment());
    } catch (err) {
      setStartError(errorMessage(err));
    } finally {
      setStarting(false);
    }
  };

  let body: React.ReactNode;
  if (codes) {
    body = <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  } else if (status.isError) {
    body = <ErrorState message={errorMessage(status.error)} onRetry={() => void status.refetch()} retrying={status.isFetching} />;
  } else if (!status.data) {
    body = (
      <div role="status" className="flex max-w-md flex-col gap-3">
        <span className="sr-only">Loading two-step verification…</span>
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-10 w-48" />
      </div>
    );
  } else if (status.data.enabled) {
    body = (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-200">
          On since {status.data.enabledAt ? formatDateTime(status.data.enabledAt) : 'now'}. Recovery codes left:{' '}
          {status.data.recoveryCodesLeft}.
        </p>
        <ManageForm onNewCodes={setCodes} />
      </div>
    );
  } else if (enrolment) {
    body = (
      <EnrolForm
        enrolment={enrolment}
        onEnabled={(recoveryCodes) => {
          setEnrolment(null);
          setCodes(recoveryCodes);
        }}
      />
    );
  } else {
    body = (
      <div className="flex max-w-md flex-col gap-4">
        {status.data.required ? <Banner kind="error">{REQUIRED_TEXT}</Banner> : null}
        <p className="text-sm text-slate-200">{INTRO_TEXT}</p>
        {startError ? <Banner kind="error">{startError}</Banner> : null}
        <button type="button" className={`${buttonClass.primary} self-start`} onClick={() => void start()} disabled={starting}>
          {starting ? 'Starting…' : SET_UP}
        </button>
      </div>
    );
  }

  return (
    <section aria-labelledby="second-factor-heading" className="flex flex-col gap-4">
      <h2 id="second-factor-heading" className="text-xl font-semibold text-white">
        {SECOND_FACTOR_HEADING}
        {status.data ? <span className="ml-2 text-sm font-normal text-slate-300">{status.data.enabled ? '(on)' : '(off)'}</span> : null}
      </h2>
      {body}
    </section>
  );
}
