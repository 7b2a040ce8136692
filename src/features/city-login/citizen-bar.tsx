import { useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { signOutCitizen } from './sign-out';
import { displayName, useCitySession } from './use-city-session';

/** Who is signed in on the city screens, with their account and a sign-out (issue 21). */
export function CitizenBar() {
  const user = useCitySession();
  const [leaving, setLeaving] = useState(false);
  if (!user) return null;
  const signOut = () => {
    setLeaving(true);
    void signOutCitizen().finally(() => setLeaving(false));
  };
  return (
    <div role="region" aria-label="Your sign-in" className="border-b border-white/10 bg-slate-950/80">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-end gap-x-4 gap-y-2 px-4 py-2 text-sm">
        <p className="text-slate-200">
          Signed in as <strong className="text-white">{displayName(user)}</strong>
        </p>
        <Link to={paths.account} className="rounded-md px-2 py-1 text-slate-100 underline underline-offset-4 hover:text-accent">
          Account
        </Link>
        <button type="button" className={`${buttonClass.ghost} !px-3 !py-1 text-sm`} onClick={signOut} disabled={leaving} aria-busy={leaving}>
          {leaving ? 'Signing out…' : 'Sign out'}
        </button>
      </div>
    </div>
  );
}

/** The site header's small "you are signed in" link to the account (issue 21). */
export function CitizenAccountLink({ className = '' }: { className?: string }) {
  const user = useCitySession();
  if (!user) return null;
  const name = displayName(user);
  return (
    <Link
      to={paths.account}
      aria-label={`Your account: ${name}`}
      className={`max-w-40 truncate rounded-md px-2 py-1 text-sm text-slate-100 underline underline-offset-4 hover:text-accent ${className}`}
    >
      {name}
    </Link>
  );
}
