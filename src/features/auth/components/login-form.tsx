import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import logo from '@/assets/logo.svg';
import { Banner, type BannerKind } from '@/components/ui/banner';
import { buttonClass, linkClass } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { SITE_NAME, titles } from '@/config/titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { returnPath } from '@/lib/return-path';
import { MESSAGES, UI_TEXT } from '@contract/messages';
import { loginDashboardUser, loginErrorText, loginSuperAdmin, type Credentials } from '../api/login';

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
} satisfies Record<string, { title: string; heading: string; login: (credentials: Credentials) => Promise<void>; successText: string; notFound: string; redirectTo: string }>;

export type LoginConsole = keyof typeof CONSOLES;

export function LoginForm({ console: which, children }: { console: LoginConsole; children?: React.ReactNode }) {
  const { title, heading, login, successText, notFound, redirectTo } = CONSOLES[which];
  usePageTitle(title);
  const navigate = useNavigate();
  // Back where the person was when their session ended ("You were signed out", docs/decisions/0031).
  const [params] = useSearchParams();
  const target = returnPath(params.get('next'), redirectTo.slice(0, redirectTo.indexOf('/', 1))) ?? redirectTo;
  const [credentials, setCredentials] = useState<Credentials>({ email: '', password: '' });
  const [submitting, setSubmitting] = useState(false);
  const [banner, setBanner] = useState<{ kind: BannerKind; text: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    clearTimeout(timer.current);
    setBanner(null);
    setSubmitting(true);
    try {
      await login(credentials);
      setBanner({ kind: 'success', text: successText });
      timer.current = setTimeout(() => navigate(target, { replace: true }), LOGIN_REDIRECT_MS);
    } catch (err) {
      setBanner({ kind: 'error', text: loginErrorText(err, notFound) });
      setSubmitting(false);
      timer.current = setTimeout(() => setBanner(null), LOGIN_ERROR_MS);
    }
  };

  const bind = (name: keyof Credentials) => ({
    name,
    value: credentials[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setCredentials((c) => ({ ...c, [name]: e.target.value })),
  });

  return (
    <div className="flex min-h-screen items-center justify-center px-4 py-12">
      <main id="main" className="w-full max-w-md rounded-2xl border border-white/10 bg-ink-soft p-6 shadow-2xl sm:p-8">
        <img src={logo} alt={SITE_NAME} width="134" height="32" className="mb-6 h-8 w-auto" />
        <h1 className="text-2xl font-bold text-white">{heading}</h1>
        <form onSubmit={onSubmit} className="mt-6 flex flex-col gap-4" aria-busy={submitting}>
          <TextField label="Email" type="email" autoComplete="email" required {...bind('email')} />
          <PasswordField label="Password" autoComplete="current-password" {...bind('password')} />
          {banner ? <Banner kind={banner.kind}>{banner.text}</Banner> : null}
          <button type="submit" className={buttonClass.primary} disabled={submitting}>
            {submitting ? 'Logging in…' : 'Login'}
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
