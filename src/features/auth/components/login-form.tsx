import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import logo from '@/assets/logo.svg';
import { Banner, type BannerKind } from '@/components/ui/banner';
import { buttonClass, linkClass } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { SITE_NAME } from '@/config/titles';
import { titles } from '@/config/page-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { returnPath } from '@/lib/return-path';
import { MESSAGES, UI_TEXT } from '@contract/messages';
import { createHumanCheck } from '@/lib/human-check';
import {
  failedCodesText,
  failedSignInsText,
  isHumanCheckRequired,
  isTicketGone,
  loginDashboardUser,
  loginErrorText,
  loginSuperAdmin,
  loginSuperAdminSecondFactor,
  type Credentials,
  type LoginOutcome,
} from '../api/login';
import { SecondFactorStep } from './second-factor-step';

export const BACK_TO_SITE = 'Back to the site';

/** SPEC part 9 timings. */
export const LOGIN_REDIRECT_MS = 1000;
export const LOGIN_ERROR_MS = 2000;

const CONSOLES = {
  dashboard: {
    title: titles.dashboard.login,
    heading: 'Dashboard Login',
    login: loginDashboardUser,
    successText: UI_TEXT.loginSuccess,
    notFound: MESSAGES.dashboardUserNotFound,
    redirectTo: paths.dashboard.home,
  },
  superAdmin: {
    title: titles.superAdmin.login,
    heading: 'Super Admin Login',
    login: loginSuperAdmin,
    successText: UI_TEXT.superAdminLoggedIn,
    notFound: MESSAGES.superAdminNotFound,
    redirectTo: paths.superAdmin.home,
  },
} satisfies Record<string, { title: string; heading: string; login: (credentials: Credentials) => Promise<LoginOutcome>; successText: string; notFound: string; redirectTo: string }>;

/** Where a super admin without the second factor a server requires goes first (docs/decisions/0036). */
export const SECOND_FACTOR_SETUP_PATH = `${paths.superAdmin.myAccount}?tab=second-factor`; // account-page's SECOND_FACTOR_TAB

export type LoginConsole = keyof typeof CONSOLES;

type Fields = ReturnType<typeof useConsoleLogin>['fields'];

/** A proof of the invisible human check (docs/decisions/0038), solved now: the server asked for one. */
async function proveHuman(): Promise<string | undefined> {
  const check = createHumanCheck('humanCheckChallenge');
  check.start();
  try {
    return await check.getProof();
  } finally {
    check.dispose();
  }
}

/**
 * A console's login steps, for the login page and for signing in again in place (docs/decisions/0031): the email and
 * password, then the second factor's code when the server asks for it (docs/decisions/0036). `onDone` runs once
 * signed in; errors show SPEC's login messages for LOGIN_ERROR_MS.
 */
export function useConsoleLogin(
  which: LoginConsole,
  onDone: (
    outcome: Extract<LoginOutcome, { next: 'done' }>,
    ui: { setBanner: (banner: { kind: BannerKind; text: string }) => void; later: (run: () => void, ms: number) => void },
  ) => void,
) {
  const { login, notFound } = CONSOLES[which];
  const [credentials, setCredentials] = useState<Credentials>({ email: '', password: '' });
  const [submitting, setSubmitting] = useState(false);
  /** The server asked for the human check and the browser is solving it. */
  const [proving, setProving] = useState(false);
  /** Wrong passwords since the account's last sign-in, told by the password step, shown once signed in. */
  const told = useRef<number | undefined>(undefined);
  const [banner, setBanner] = useState<{ kind: BannerKind; text: string } | null>(null);
  /** Set once the password step answered "second factor needed". */
  const [ticket, setTicket] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const later = (run: () => void, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(run, ms);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    clearTimeout(timer.current);
    setBanner(null);
    setSubmitting(true);
    if (ticket === null) told.current = undefined;
    const attempt = (humanCheck?: string) =>
      ticket === null ? login({ ...credentials, ...(humanCheck && { humanCheck }) }) : loginSuperAdminSecondFactor(ticket, code);
    try {
      let outcome: LoginOutcome;
      try {
        outcome = await attempt();
      } catch (err) {
        // Many wrong passwords for this account lately (issue 38 item 6): the browser proves it is one and goes on.
        if (ticket !== null || !isHumanCheckRequired(err)) throw err;
        setProving(true);
        const proof = await proveHuman().finally(() => setProving(false));
        if (!proof) throw err;
        outcome = await attempt(proof);
      }
      if (outcome.next === 'second-factor') {
        told.current = outcome.failedSignIns;
        setTicket(outcome.ticket);
        setCode('');
        setSubmitting(false);
        return;
      }
      onDone({ ...outcome, ...(told.current && !outcome.failedSignIns && { failedSignIns: told.current }) }, { setBanner, later });
    } catch (err) {
      if (ticket !== null && isTicketGone(err)) setTicket(null);
      setBanner({ kind: 'error', text: loginErrorText(err, notFound) });
      setSubmitting(false);
      later(() => setBanner(null), LOGIN_ERROR_MS);
    }
  };

  const bind = (name: keyof Credentials) => ({
    name,
    value: credentials[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setCredentials((c) => ({ ...c, [name]: e.target.value })),
  });
  const startOver = () => {
    clearTimeout(timer.current);
    setBanner(null);
    setTicket(null);
  };
  return { fields: { ticket, code, setCode, bind, startOver }, banner, submitting, proving, onSubmit };
}

/** The email and password, or the code step once the server asked for it. */
export function ConsoleLoginFields({ ticket, code, setCode, bind, startOver }: Fields) {
  return ticket === null ? (
    <>
      <TextField label="Email" type="email" autoComplete="email" required data-autofocus {...bind('email')} />
      <PasswordField label="Password" autoComplete="current-password" {...bind('password')} />
    </>
  ) : (
    <SecondFactorStep code={code} onCode={setCode} onStartOver={startOver} />
  );
}

export function LoginForm({ console: which, children }: { console: LoginConsole; children?: React.ReactNode }) {
  const { title, heading, successText, redirectTo } = CONSOLES[which];
  usePageTitle(title);
  const navigate = useNavigate();
  // Back where the person was when their session ended ("You were signed out", docs/decisions/0031).
  const [params] = useSearchParams();
  const target = returnPath(params.get('next'), redirectTo.slice(0, redirectTo.indexOf('/', 1))) ?? redirectTo;
  // Someone entered wrong codes for this account: said before the console opens, which waits for Continue.
  const [warning, setWarning] = useState<{ text: string; to: string } | null>(null);
  const { fields, banner, submitting, proving, onSubmit } = useConsoleLogin(which, (outcome, { setBanner, later }) => {
    // SPEC's success message and redirect, after the code step when there is one.
    setBanner({ kind: 'success', text: successText });
    const to = outcome.secondFactorSetupRequired ? SECOND_FACTOR_SETUP_PATH : target;
    const notices = [
      ...(outcome.failedSignIns ? [failedSignInsText(outcome.failedSignIns)] : []),
      ...(outcome.failedCodes ? [failedCodesText(outcome.failedCodes)] : []),
    ];
    if (notices.length) setWarning({ text: notices.join(' '), to });
    else later(() => navigate(to, { replace: true }), LOGIN_REDIRECT_MS);
  });
  const { ticket } = fields;

  return (
    <div className="flex min-h-screen items-center justify-center px-4 py-12">
      <main id="main" className="w-full max-w-md rounded-2xl border border-white/10 bg-ink-soft p-6 shadow-2xl sm:p-8">
        <img src={logo} alt={SITE_NAME} width="102" height="32" className="mb-6 h-8 w-auto" />
        <h1 className="text-2xl font-bold text-white">{heading}</h1>
        <form onSubmit={onSubmit} className="mt-6 flex flex-col gap-4" aria-busy={submitting}>
          <ConsoleLoginFields {...fields} />
          {banner ? <Banner kind={banner.kind}>{banner.text}</Banner> : null}
          {warning ? (
            <>
              <Banner kind="error">{warning.text}</Banner>
              <button type="button" className={buttonClass.primary} onClick={() => navigate(warning.to, { replace: true })}>
                Continue
              </button>
            </>
          ) : null}
          <button type="submit" className={`${buttonClass.primary} ${warning ? 'hidden' : ''}`} disabled={submitting}>
            {ticket === null ? (proving ? 'Checking that you are a person…' : submitting ? 'Logging in…' : 'Login') : submitting ? 'Verifying…' : 'Verify'}
          </button>
          {children}
        </form>
        <p className="mt-6 text-center text-sm">
          <Link to={paths.home} className={linkClass.prominent}>
            <span aria-hidden="true">← </span>
            {BACK_TO_SITE}
          </Link>
        </p>
      </main>
    </div>
  );
}
