import { isAxiosError } from 'axios';
import { errorMessage, NETWORK_ERROR, SessionExpiredError } from '@/lib/http';
import { MESSAGES, UI_TEXT } from '@contract/messages';
import { IdentityError } from '../identity/identity-client';

export interface Failure {
  text: string;
  detail?: string;
}

export function retryAfterSeconds(err: unknown, now = Date.now()): number | null {
  if (!isAxiosError(err)) return null;
  const raw: unknown = err.response?.headers?.['retry-after'];
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const seconds = Number(raw);
  if (Number.isFinite(seconds)) return Math.max(1, Math.ceil(seconds));
  const at = Date.parse(String(raw));
  return Number.isNaN(at) ? null : Math.max(1, Math.ceil((at - now) / 1000));
}

export function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

export function tooManyAttempts(err: unknown): Failure {
  const wait = retryAfterSeconds(err);
  return {
    text: 'Too many attempts.',
    detail: wait ? `Please wait ${formatWait(wait)} and try again.` : 'Please wait a few minutes and try again.',
  };
}

/** A refused proof is 'Invalid credentials' (SPEC 8) with the reason beneath. */
export function loginFailure(err: unknown): Failure {
  if (err instanceof IdentityError) {
    return err.credentials ? { text: UI_TEXT.invalidCredentials, detail: err.message } : { text: err.message };
  }
  if (!isAxiosError(err)) return { text: UI_TEXT.invalidCredentials };
  const status = err.response?.status;
  if (status === undefined) return { text: NETWORK_ERROR };
  if (status === 429) return tooManyAttempts(err);
  const message = errorMessage(err);
  if (message === MESSAGES.invalidPhoneCode) {
    return { text: UI_TEXT.invalidCredentials, detail: 'The code is wrong or has expired. Check it, or ask for a new code.' };
  }
  if (status === 401) return { text: UI_TEXT.invalidCredentials };
  if (status === 400 || status === 409) return { text: message };
  if (status === 404) return { text: 'Sign-in is not available on this site right now. Please try again later or contact us.' };
  return { text: UI_TEXT.invalidCredentials, detail: 'Something went wrong on our side. Please try again.' };
}

/** The server cannot tell a wrong code from an expired or used one (docs/decisions/0005). */
export function deviceCodeFailure(err: unknown): Failure {
  const text = UI_TEXT.anErrorOccurred;
  // The notice over the page says so too (src/app/session-ended-notice.tsx); the code stays in the boxes.
  if (err instanceof SessionExpiredError) return { text: 'You were signed out.', detail: 'Sign in again, then press Continue: your code is still here.' };
  if (!isAxiosError(err)) return { text, detail: 'Something went wrong. Please try again.' };
  const status = err.response?.status;
  if (status === undefined) return { text, detail: NETWORK_ERROR };
  if (status === 429) {
    const wait = retryAfterSeconds(err);
    return {
      text,
      detail: `Too many wrong codes. ${wait ? `Please wait ${formatWait(wait)}` : 'Please wait a few minutes'} and try again.`,
    };
  }
  if (status === 400 && errorMessage(err) === MESSAGES.invalidDeviceCode) {
    return {
      text,
      detail:
        'The code is wrong, has expired (a code works for 10 minutes) or was already used. Check the code on your screen; if it still fails, ask the screen for a new one.',
    };
  }
  if (status === 400 || status === 422) return { text, detail: errorMessage(err) };
  if (status === 401) return { text, detail: 'Your sign-in has ended. Please sign in again.' };
  return { text, detail: 'Something went wrong on our side. Please try again.' };
}
