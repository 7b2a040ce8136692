import { useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import type { StoredUser } from '@/lib/session';
import { signOutCitizen } from '../sign-out';
import { displayName } from '../use-city-session';

interface Props {
  user: StoredUser;
  variant: keyof typeof buttonClass;
  className?: string;
}

export default function SignedInCity({ user, variant, className = '' }: Props) {
  const [leaving, setLeaving] = useState(false);
  const signOut = () => {
    setLeaving(true);
    void signOutCitizen();
  };
  return (
    <div className={`inline-flex flex-wrap items-center gap-3 ${className}`}>
      <p className="text-slate-200">
        Signed in as{' '}
        <Link to={paths.account} className="font-semibold text-white underline underline-offset-4 hover:text-accent">
          {displayName(user)}
        </Link>
      </p>
      <Link to={paths.metaverse(env.cityMetaverseId)} className={buttonClass[variant]}>
        Enter Eternity City
      </Link>
      <Link to={paths.account} className={buttonClass.ghost}>
        Account
      </Link>
      <button type="button" className={buttonClass.ghost} onClick={signOut} disabled={leaving} aria-busy={leaving}>
        {leaving ? 'Signing out…' : 'Sign out'}
      </button>
    </div>
  );
}
