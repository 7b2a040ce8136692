import { useState } from 'react';
import { Banner } from '@/components/ui/banner';
import { buttonClass } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/dialog';
import type { MetaverseUser } from '@contract/metaverse-user';
import { linkIdentity } from '../api/link-identity';
import { useCityLogin } from '../hooks/use-city-login';
import { ChooserStep } from './chooser-step';
import { CodeStep } from './code-step';
import { FailureBanner } from './failure-banner';
import { PhoneStep } from './phone-step';

export interface VerifyIdentityDialogProps {
  /** `email` is proven through Google (the local stand-in mails a code), `phone` by a texted code. */
  kind: 'email' | 'phone';
  onClose: () => void;
  onChanged: (user: MetaverseUser) => void;
}

/** Change the account's email or phone number: the same proof as the city login, then `PUT user/identity` (0032). */
export default function VerifyIdentityDialog({ kind, onClose, onChanged }: VerifyIdentityDialogProps) {
  const [phone, setPhone] = useState({ country: '', number: '' });
  const flow = useCityLogin({ useToken: linkIdentity, onSignedIn: onChanged });
  const { step, busy, failure } = flow;
  const title = kind === 'phone' ? 'Change your phone number' : 'Change your email';

  return (
    <ModalDialog title={title} onClose={onClose} closeLabel="Close without changing">
      <div className="flex flex-col gap-5">
        {step.kind === 'start' ? (
          kind === 'phone' ? (
            <>
              <p className="text-slate-200">We text a code to the new number. It becomes yours once you enter the code.</p>
              <PhoneStep busy={busy !== null} initial={phone} onChange={setPhone} onSubmit={(number) => void flow.sendPhoneCode(number)} />
            </>
          ) : (
            <>
              <p className="text-slate-200">Confirm the new email with its Google account. It becomes yours once confirmed.</p>
              <button type="button" className={buttonClass.primary} data-autofocus="" disabled={busy !== null} onClick={() => void flow.google()}>
                {busy === 'google' || busy === 'redirect' ? 'Confirming with Google…' : 'Confirm with Google'}
              </button>
            </>
          )
        ) : step.kind === 'chooser' ? (
          <ChooserStep busy={busy !== null} onSubmit={(account) => void flow.sendEmailCode(account)} onBack={flow.back} />
        ) : (
          <CodeStep
            handle={step.handle}
            busy={busy === 'verify' || busy === 'resend' ? busy : busy === null ? null : 'other'}
            remaining={flow.remaining}
            onSubmit={(code) => void flow.confirmCode(code)}
            onResend={() => void flow.resend()}
            onBack={flow.back}
            verifyLabel="Verify and change"
          />
        )}
        <FailureBanner failure={failure} />
        {busy === 'done' ? <Banner kind="success">{kind === 'phone' ? 'Phone number changed.' : 'Email changed.'}</Banner> : null}
      </div>
    </ModalDialog>
  );
}
