import { useMemo, useSyncExternalStore } from 'react';
import { getSession, KEYS, SESSION_CHANGE_EVENT, type Session } from '@/lib/session';

// The city login fires SESSION_CHANGE_EVENT on this page; `storage` covers other tabs.
function subscribe(onChange: () => void): () => void {
  window.addEventListener(SESSION_CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(SESSION_CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

// A string, so an unchanged session is the same snapshot; raw reads only (getSession may clear a broken session).
const snapshot = () =>
  [KEYS.userType, KEYS.user, KEYS.accessToken, KEYS.refreshToken].map((k) => localStorage.getItem(k) ?? '').join('\u0000');

/** Prerendered pages are built signed out, so hydration starts signed out too (docs/decisions/0026). */
export function useSession(): Session | null {
  const raw = useSyncExternalStore(subscribe, snapshot, () => null);
  return useMemo(() => (raw === null ? null : getSession()), [raw]);
}
