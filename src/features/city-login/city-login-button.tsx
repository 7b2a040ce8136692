import { lazy, Suspense, useState, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';

// Lazy: the login (and later the identity SDK) downloads only when a visitor shows interest.
const loadDialog = () => import('./components/city-login-dialog');
const CityLoginDialog = lazy(loadDialog);

interface Props {
  children: ReactNode;
  className?: string;
  variant?: 'primary' | 'secondary' | 'ghost';
}

/** 'Login to Eternity City': opens the city-login dialog. */
export function CityLoginButton({ children, className = '', variant = 'secondary' }: Props) {
  const [open, setOpen] = useState(false);
  const prefetch = () => void loadDialog();
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
          <CityLoginDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
