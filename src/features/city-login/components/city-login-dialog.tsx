import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Banner } from '@/components/ui/banner';
import { buttonClass } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/dialog';
import { CITY_ARRIVAL_STATE } from '@/config/city-arrival';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import type { MetaverseUser } from '@contract/metaverse-user';
import { UI_TEXT } from '@contract/ui-text';
import { useCityLogin } from '../hooks/use-city-login';
import { ChooserStep } from './chooser-step';
import { CodeStep } from './code-step';
import { FailureBanner } from './failure-banner';
import { PhoneStep } from './phone-step';

export interface CityLoginDialogProps {
  onClose: () => void;
  /** By default the visitor goes to the city (SPEC 2.4) and, having chosen it, joins it (docs/decisions/0029). */
  onSignedIn?: (user: MetaverseUser) => void;
  intro?: string;
  resumeRedirect?: boolean;
}

/** SPEC 2.4: phone one-time code or Google, then `POST user` and the stored session. */
export default function CityLoginDialog({ onClose, onSignedIn, intro, resumeRedirect }: CityLoginDialogProps) {
  const navigate = useNavigate();
  const [phone, setPhone] = useState({ country: '', number: '' });
  const login = useCityLogin({
    resumeRedirect,
    onSignedIn: onSignedIn ?? (() => navigate(paths.metaverse(env.cityMetaverseId), { state: CITY_ARRIVAL_STATE })),
  });
  const { step, busy, failure } = login;

  return (
    <ModalDialog title="Login to Eternity City" onClose={onClose} closeLabel="Close the login dialog">
      <div className="flex flex-col gap-5">
        {step.kind === 'start' ? (
          <>
            <p className="text-slate-200">
              {intro ?? 'Sign in with your phone number or your Google account to enter Eternity City.'}
            </p>
            <PhoneStep
              busy={busy !== null}
              initial={phone}
              onChange={setPhone}
              onSubmit={(number) => void login.sendPhoneCode(number)}
            />
            <div className="flex items-center gap-3 text-sm text-slate-300" aria-hidden="true">
              <span className="h-px flex-1 bg-white/15" />
              or
              <span className="h-px flex-1 bg-white/15" />
            </div>
            <button type="button" className={buttonClass.secondary} disabled={busy !== null} onClick={() => void login.google()}>
              <GoogleMark />
              {busy === 'google' || busy === 'redirect' ? 'Signing in with Google…' : 'Sign in with Google'}
            </button>
          </>
        ) : step.kind === 'chooser' ? (
          <ChooserStep busy={busy !== null} onSubmit={(account) => void login.sendEmailCode(account)} onBack={login.back} />
        ) : (
          <CodeStep
            handle={step.handle}
            busy={busy === 'verify' || busy === 'resend' ? busy : busy === null ? null : 'other'}
            remaining={login.remaining}
            onSubmit={(code) => void login.confirmCode(code)}
            onResend={() => void login.resend()}
            onBack={login.back}
          />
        )}
        <FailureBanner failure={failure} />
        {busy === 'done' ? <Banner kind="success">{UI_TEXT.loginSuccess}</Banner> : null}
      </div>
    </ModalDialog>
  );
}

/**
 * Google's "G", as its sign-in branding guidelines ask a Google button to carry it (on white, beside the label), so
 * the button reads as the real provider's; drawn inline, nothing is fetched.
 */
function GoogleMark() {
  return (
    <span aria-hidden="true" className="grid size-6 shrink-0 place-items-center rounded-full bg-white">
      <svg viewBox="0 0 48 48" className="size-4">
        <path fill="#EA4335" d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z" />
        <path fill="#4285F4" d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z" />
        <path fill="#FBBC05" d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z" />
        <path fill="#34A853" d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z" />
      </svg>
    </span>
  );
}
