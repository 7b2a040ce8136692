import { call, setSessionEndedQuiet } from '@/lib/http';
import { LOGOUT_ENDPOINT } from '@contract/endpoint-routing';
import { clearSession, getUserType } from './session';

// Not re-exported from './index': it brings axios, which the `/` entry chunk must not carry.

export const LOGOUT_TIMEOUT_MS = 5000;

/** Clears all stored data (SPEC 2.6) even when the server cannot be reached or refuses. */
export async function logout(): Promise<void> {
  const userType = getUserType();
  // A token refresh that fails on the way would say "You were signed out": Logout says what happens itself.
  const restore = setSessionEndedQuiet(true);
  try {
    if (userType) {
      const request = call(LOGOUT_ENDPOINT[userType]).finally(() => setSessionEndedQuiet(restore));
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('Logout timed out')), LOGOUT_TIMEOUT_MS);
      });
      await Promise.race([request, timeout]).finally(() => clearTimeout(timer));
    } else {
      setSessionEndedQuiet(restore);
    }
  } catch {
    // Offline, timed out, or the session was already over: the server-side end is best effort, the local one is not.
  } finally {
    clearSession();
  }
}
