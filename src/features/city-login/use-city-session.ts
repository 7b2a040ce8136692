import { useMemo, useSyncExternalStore } from 'react';
import { getSession, KEYS, SESSION_CHANGE_EVENT as CHANGE, type StoredUser } from '@/lib/session';

// Whether a metaverse user is signed in, kept current on this page (sign-in, sign-out) and across tabs (storage).

/** Tell every login button on the page that the session changed. */
export function notifySessionChange(): void {
  window.dispatchEvent(new Event(CHANGE));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE, onChange);
    window.removeEventListener('storage', onChange);
  };
}

// A string, so an unchanged session is the same snapshot; raw reads only (getSession may clear storage).
const snapshot = () =>
  [KEYS.userType, KEYS.user, KEYS.accessToken, KEYS.refreshToken].map((k) => localStorage.getItem(k) ?? '').join('\u0000');

/** The signed-in metaverse user (SPEC part 3 session rule), or null. */
export function useCitySession(): StoredUser | null {
  // Prerendered pages are built signed out, so hydration starts signed out too (null: storage not read).
  const raw = useSyncExternalStore(subscribe, snapshot, () => null);
  return useMemo(() => {
    if (raw === null) return null;
    const session = getSession();
    return session?.userType === 'metaverse-user' ? session.user : null;
  }, [raw]);
}

/** The name to greet a signed-in person by: name, else email, else phone number. */
export function displayName(user: StoredUser): string {
  for (const key of ['name', 'email', 'phoneNumber']) {
    const value = user[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return 'Eternity City member';
}
