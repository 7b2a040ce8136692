import { useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import type { StoredUser } from '@/lib/session';
import { displayName, notifySessionChange } from '../use-city-session';

interface Props {
  user: StoredUser;
  variant: keyof typeof buttonClass;
  className?: string;
}

export default function SignedInCity({ user, variant, className = '' }: Props) {
  const [leaving, setLeaving] = useState(false);
  const signOut = async () => {
    setLeaving(true);
    try {
      // The http client only now: sign-out is rare, and the page chunk stays small.
      const { logout } = await import('@/lib/session/logout');
      await logout();
    } finally {
      notifySessionChange();
    }
  };
  return (
    <div className={`inline-flex flex-wrap items-center gap-3 ${className}`}>
      <p className="text-slate-200">
        Signed in as <strong className="text-white">{displayName(user)}</strong>
      </p>
      <Link to={paths.metaverse(env.cityMetaverseId)} className={buttonClass[variant]}>
        Enter Eternity City
      </Link>
      <button type="button" className={buttonClass.ghost} onClick={() => void signOut()} disabled={leaving} aria-busy={leaving}>
        {leaving ? 'Signing out…' : 'Sign out'}
      </button>
    </div>
  );
}
