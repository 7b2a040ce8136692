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
