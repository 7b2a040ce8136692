import { useNavigate } from 'react-router-dom';
import { Banner } from '@/components/ui/banner';
import { buttonClass } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/dialog';
import { ConsoleLoginFields, SECOND_FACTOR_SETUP_PATH, useConsoleLogin, type LoginConsole } from './login-form';

export const SIGN_IN_AGAIN_TITLE = 'Sign in again';
export const SIGN_IN_AGAIN_INTRO = 'Sign in again to carry on where you were: what you typed on this page is still here.';

/**
 * A console's login over the page as it is (docs/decisions/0031): nothing navigates or unmounts, so a half-filled form
 * keeps its values, and the action that met the ended session can simply be repeated.
 */
export default function SignInAgainDialog({ console: which, onSignedIn, onClose }: { console: LoginConsole; onSignedIn: () => void; onClose: () => void }) {
  const navigate = useNavigate();
  const { fields, banner, submitting, onSubmit } = useConsoleLogin(which, (outcome) => {
    onSignedIn();
    // A server that requires the second factor answers nothing else until it is set up (docs/decisions/0036).
    if (outcome.secondFactorSetupRequired) navigate(SECOND_FACTOR_SETUP_PATH);
  });
  return (
    <ModalDialog title={SIGN_IN_AGAIN_TITLE} onClose={onClose} closeLabel="Not now">
      <p className="text-slate-200">{SIGN_IN_AGAIN_INTRO}</p>
      <form onSubmit={onSubmit} className="mt-4 flex flex-col gap-4" aria-busy={submitting}>
        <ConsoleLoginFields {...fields} />
        {banner ? <Banner kind={banner.kind}>{banner.text}</Banner> : null}
        <button type="submit" className={buttonClass.primary} disabled={submitting}>
          {fields.ticket === null ? (submitting ? 'Logging in…' : 'Login') : submitting ? 'Verifying…' : 'Verify'}
        </button>
      </form>
    </ModalDialog>
  );
}
