import { SESSION_ENDED_EVENT, type SessionEndedDetail, type UserType } from '@/lib/session';

// A refused refresh ends the stored session; the page stays where it is (what the person typed stays too) and an
// app-level notice says "You were signed out" (docs/decisions/0031). Logout ends the session itself, quietly.

/** A call that needed the sign-in after it had ended (thrown by a refused refresh, src/lib/http/refresh.ts). */
export class SessionExpiredError extends Error {
  constructor(cause?: unknown) {
    super('Session expired', { cause });
    this.name = 'SessionExpiredError';
  }
}

let quiet = false;

export function announceSessionEnded(userType: UserType): void {
  if (quiet || typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<SessionEndedDetail>(SESSION_ENDED_EVENT, { detail: { userType } }));
}

/** While on, a session that ends is not announced; returns the previous setting. */
export function setSessionEndedQuiet(on: boolean): boolean {
  const previous = quiet;
  quiet = on;
  return previous;
}
