import { lazy, Suspense, useId, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/dialog';
import type { UserType } from '@/lib/session';

const CityLoginDialog = lazy(() => import('@/features/city-login/components/city-login-dialog'));
const SignInAgainDialog = lazy(() => import('@/features/auth/components/sign-in-again-dialog'));

export const SIGNED_OUT = 'You were signed out';
const WHY = 'Your sign-in has ended: it was signed out from another device or ran out. What you typed on this page is still here.';
const SIGN_IN_AGAIN = 'Sign in again';

const CONSOLE: Partial<Record<UserType, 'dashboard' | 'superAdmin'>> = {
  'dashboard-user': 'dashboard',
  'super-admin': 'superAdmin',
};

type Step = 'notice' | 'later' | 'sign-in';

/**
 * "You were signed out", over the page as it is: nothing is navigated or unmounted, so what the person typed stays.
 * Sign in again opens the right login in place: the city-login dialog for citizens, the console's login for the
 * consoles. "Not now" leaves a small bar with the same button, so the page can be read and copied.
 */
export default function SessionEndedDialog({ userType, onDone }: { userType: UserType; onDone: () => void }) {
  const id = useId();
  const [step, setStep] = useState<Step>('notice');
  const signInAgain = () => setStep('sign-in');

  if (step === 'sign-in') {
    const console = CONSOLE[userType];
    return (
      <Suspense fallback={null}>
        {console ? (
          <SignInAgainDialog console={console} onClose={() => setStep('later')} onSignedIn={onDone} />
        ) : (
          <CityLoginDialog intro="Sign in again to carry on where you were." onClose={() => setStep('later')} onSignedIn={onDone} />
        )}
      </Suspense>
    );
  }
  if (step === 'later') {
    return (
      <div
        role="region"
        aria-label={SIGNED_OUT}
        className="fixed inset-x-0 bottom-0 z-40 flex flex-wrap items-center justify-center gap-3 border-t border-white/15 bg-ink-soft px-4 py-3 text-sm text-slate-100 shadow-2xl"
      >
        <p>{SIGNED_OUT}.</p>
        <button type="button" className={buttonClass.primary} onClick={signInAgain}>
          {SIGN_IN_AGAIN}
        </button>
      </div>
    );
  }
  return (
    <ModalDialog title={SIGNED_OUT} role="alertdialog" describedBy={`${id}-why`} onClose={() => setStep('later')}>
      <p id={`${id}-why`} className="text-slate-200">
        {WHY}
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
        <button type="button" data-autofocus className={buttonClass.primary} onClick={signInAgain}>
          {SIGN_IN_AGAIN}
        </button>
        <button type="button" className={buttonClass.secondary} onClick={() => setStep('later')}>
          Not now
        </button>
      </div>
    </ModalDialog>
  );
}
