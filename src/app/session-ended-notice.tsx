import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { SESSION_ENDED_EVENT, type SessionEndedDetail, type UserType } from '@/lib/session';

// Lazy: the notice and the logins it reopens load only when a session has ended (never on a first visit to `/`).
const SessionEndedDialog = lazy(() => import('./session-ended-dialog'));

/** Listens for the http layer's "session ended" (src/lib/http) and says so in place (docs/decisions/0031). */
export function SessionEndedNotice() {
  const [ended, setEnded] = useState<UserType | null>(null);
  // Where focus was when the session ended: it goes back there once the notice and the login are gone.
  const origin = useRef<Element | null>(null);
  useEffect(() => {
    const onEnded = (event: Event) => {
      origin.current ??= document.activeElement;
      setEnded((event as CustomEvent<SessionEndedDetail>).detail.userType);
    };
    window.addEventListener(SESSION_ENDED_EVENT, onEnded);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, onEnded);
  }, []);
  useEffect(() => {
    if (ended || !origin.current) return;
    const back = origin.current;
    origin.current = null;
    // After the dialogs' own clean-up: only when focus was left on nothing.
    if (document.activeElement && document.activeElement !== document.body) return;
    const target = back instanceof HTMLElement && back.isConnected && back !== document.body ? back : document.getElementById('main');
    target?.focus();
  }, [ended]);
  if (!ended) return null;
  return (
    <Suspense fallback={null}>
      <SessionEndedDialog userType={ended} onDone={() => setEnded(null)} />
    </Suspense>
  );
}
