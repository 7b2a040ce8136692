import { lazy, Suspense, useEffect, useState } from 'react';
import { SESSION_ENDED_EVENT, type SessionEndedDetail, type UserType } from '@/lib/session';

// Lazy: the notice and the logins it reopens load only when a session has ended (never on a first visit to `/`).
const SessionEndedDialog = lazy(() => import('./session-ended-dialog'));

/** Listens for the http layer's "session ended" (src/lib/http) and says so in place (docs/decisions/0031). */
export function SessionEndedNotice() {
  const [ended, setEnded] = useState<UserType | null>(null);
  useEffect(() => {
    const onEnded = (event: Event) => setEnded((event as CustomEvent<SessionEndedDetail>).detail.userType);
    window.addEventListener(SESSION_ENDED_EVENT, onEnded);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, onEnded);
  }, []);
  if (!ended) return null;
  return (
    <Suspense fallback={null}>
      <SessionEndedDialog userType={ended} onDone={() => setEnded(null)} />
    </Suspense>
  );
}
