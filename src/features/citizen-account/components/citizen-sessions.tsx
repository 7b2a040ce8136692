import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Banner } from '@/components/ui/banner';
import { buttonClass } from '@/components/ui/button';
import { DateTime } from '@/components/ui/date-time';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/http';
import { useCitizenSessions, useEndCitizenSession, type CitizenSession } from '../api/citizen-sessions';

interface Props {
  /** Ending the session of this browser signs the citizen out here too. */
  onSignedOutHere: () => void;
}

const titleOf = (s: CitizenSession) => s.device?.name ?? s.client ?? 'A browser';
const kindOf = (s: CitizenSession) =>
  s.device ? `${s.device.platform} · approved with a code${s.client ? ` · ${s.client}` : ''}` : s.client ? 'Browser' : 'Unknown browser';

/** Devices and sessions with "Sign out this one" and "Sign out everywhere" (issue 21, sessions API). */
export function CitizenSessions({ onSignedOutHere }: Props) {
  const headingId = useId();
  const sessions = useCitizenSessions();
  const end = useEndCitizenSession();

  const signOut = (id: string | null, current: boolean) =>
    end.mutate({ id, current }, { onSuccess: () => (current ? onSignedOutHere() : undefined) });

  let body;
  if (sessions.isPending) body = (
      <p role="status" aria-busy="true">
        <span className="sr-only">Loading your sessions…</span>
        <Skeleton className="h-24" />
      </p>
    );
  else if (sessions.isError)
    body = <ErrorState message={errorMessage(sessions.error)} onRetry={() => void sessions.refetch()} retrying={sessions.isFetching} />;
  else
    body = (
      <ul className="flex flex-col gap-3">
        {sessions.data.map((s) => {
          const nameId = `${headingId}-${s._id}`;
          return (
            <li key={s._id} className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-white/10 bg-white/5 p-4">
              <div className="min-w-0">
                <h3 id={nameId} className="flex flex-wrap items-center gap-2 font-semibold text-white">
                  <span className="break-words">{titleOf(s)}</span>
                  {s.current ? <Badge tone="success">This device</Badge> : null}
                </h3>
                <p className="text-sm text-slate-300">{kindOf(s)}</p>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-slate-300">
                  <dt>Signed in</dt>
                  <dd>
                    <DateTime value={s.signedInAt} />
                  </dd>
                  <dt>Last active</dt>
                  <dd>
                    <DateTime value={s.lastActiveAt} />
                  </dd>
                </dl>
              </div>
              <button
                type="button"
                className={buttonClass.secondary}
                aria-describedby={nameId}
                aria-disabled={end.isPending}
                onClick={() => (end.isPending ? undefined : signOut(s._id, s.current))}
              >
                Sign out this one
              </button>
            </li>
          );
        })}
      </ul>
    );

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-white">
          Devices and sessions
        </h2>
        <button
          type="button"
          className={buttonClass.secondary}
          aria-disabled={end.isPending}
          onClick={() => (end.isPending ? undefined : signOut(null, true))}
        >
          Sign out everywhere
        </button>
      </div>
      <p className="text-slate-300">Where your account is signed in. Sign out any session you do not recognise.</p>
      {end.isError ? <Banner kind="error">{errorMessage(end.error)}</Banner> : null}
      {body}
    </section>
  );
}
