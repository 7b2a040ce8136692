import { useMemo, useSyncExternalStore } from 'react';
import { getSession, KEYS, SESSION_CHANGE_EVENT as SESSION_EVENT, type UserType } from '@/lib/session';

// The city login fires SESSION_CHANGE_EVENT on the window when someone signs in or out on this page; `storage` covers
// other tabs.

function subscribe(onChange: () => void): () => void {
  window.addEventListener(SESSION_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(SESSION_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

// Raw reads only: getSession may clear a broken session, which a snapshot must never do.
const snapshot = () => [KEYS.userType, KEYS.accessToken, KEYS.refreshToken].map((k) => localStorage.getItem(k) ?? '').join('\u0000');

/** Who is signed in on this browser (SPEC part 3 session rule), kept current; null for a visitor. */
export function useSessionType(): UserType | null {
  const raw = useSyncExternalStore(subscribe, snapshot);
  return useMemo(() => {
    void raw;
    return getSession()?.userType ?? null;
  }, [raw]);
}
