import { useEffect, useRef } from 'react';
import { buttonClass } from '@/components/ui/button';
import type { CityMetaverse } from '../api/get-city-metaverse';

interface JoinOfferProps {
  metaverse: CityMetaverse;
  onJoin: () => void;
  joining: boolean;
  /** Why the last try failed, if it did. */
  error: string | null;
}

/** A signed-in citizen who is not a member: the metaverse, what joining means, and the one button that joins. */
export function JoinOffer({ metaverse, onJoin, joining, error }: JoinOfferProps) {
  return (
    <section aria-labelledby="metaverse-name" className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
      <h1 id="metaverse-name" className="text-3xl font-bold text-white sm:text-4xl">
        {metaverse.name}
      </h1>
      {metaverse.description ? <p className="mt-4 max-w-2xl text-lg text-slate-300">{metaverse.description}</p> : null}
      <p id="join-note" className="mt-6 max-w-2xl text-slate-200">
        You are not a member of {metaverse.name}. Join it to enter. Its team will then see your name, email and phone
        number, and what you do in {metaverse.name} from the moment you join; you can leave at any time.
      </p>
      <button
        type="button"
        className={`${buttonClass.primary} mt-8`}
        onClick={onJoin}
        disabled={joining}
        aria-busy={joining}
        aria-describedby="join-note"
      >
        {joining ? `Joining ${metaverse.name}…` : `Join ${metaverse.name}`}
      </button>
      <p role="status" className="sr-only">
        {joining ? `Joining ${metaverse.name}…` : ''}
      </p>
      {error ? (
        <p role="alert" className="mt-6 rounded-lg border border-red-400/70 bg-red-500/10 px-4 py-3 text-sm text-red-100">
          You could not join {metaverse.name}: {error}
        </p>
      ) : null}
    </section>
  );
}

/** Said once after joining; takes the focus, which the Join button had, so keyboard and screen reader users know. */
export function JoinedNotice({ name }: { name: string }) {
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4">
      <p
        ref={notice}
        tabIndex={-1}
        role="status"
        className="rounded-lg border border-accent/60 bg-accent/10 px-4 py-3 text-sm text-teal-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
      >
        You joined {name}. Welcome!
      </p>
    </div>
  );
}
