import { lazy, Suspense, useState, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { claimRedirect } from './redirect-mark';
import { useCitySession } from './use-city-session';

// Lazy: the identity SDK downloads only when a visitor shows interest.
const loadDialog = () => import('./components/city-login-dialog');
const CityLoginDialog = lazy(loadDialog);
const SignedInCity = lazy(() => import('./components/signed-in-city'));

type Variant = 'primary' | 'secondary' | 'ghost';

interface Props {
  children: ReactNode;
  className?: string;
  variant?: Variant;
  /** Instead of going to Eternity City after signing in (e.g. to stay on another metaverse's page). */
  onSignedIn?: () => void;
}

export function CityLoginButton({ children, className = '', variant = 'secondary', onSignedIn }: Props) {
  const user = useCitySession();
  // Back from a Google redirect sign-in: reopen the dialog to finish it.
  const [resume] = useState(claimRedirect);
  const [open, setOpen] = useState(resume);
  const prefetch = () => void loadDialog();

  if (user && !open) {
    return (
      <Suspense fallback={null}>
        <SignedInCity user={user} variant={variant} className={className} />
      </Suspense>
    );
  }
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        className={`${buttonClass[variant]} ${className}`}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => setOpen(true)}
      >
        {children}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <CityLoginDialog onClose={() => setOpen(false)} resumeRedirect={resume} onSignedIn={onSignedIn} />
        </Suspense>
      ) : null}
    </>
  );
}
