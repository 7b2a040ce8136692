import { IdentityError } from './identity-client';

// Every `auth/*` code the Firebase JS SDK (v12) gives for our calls; apart from firebase.ts to test without the SDK.

const TRY_LATER = 'Too many attempts from this device. Please wait a few minutes and try again.';
const NOT_AVAILABLE = 'Sign-in is not available on this site right now. Please try again later or contact us.';
const NETWORK = 'Network error: please check your connection and try again.';
const CODE_WRONG = 'The code is wrong. Check the text message and type it again, or ask for a new code.';
const CODE_EXPIRED = 'The code has expired. Ask for a new code.';
const START_AGAIN = 'This sign-in has expired. Please ask for a new code.';
const HUMAN_CHECK = 'The security check failed. Please try again.';
const SIGNED_OUT_ACCOUNT = 'This account cannot sign in. Contact us if you think this is a mistake.';

export const FIREBASE_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  'auth/invalid-phone-number': 'Invalid Phone Number!',
  'auth/missing-phone-number': 'Please enter your phone number.',
  'auth/quota-exceeded': 'We cannot send more codes right now. Please try again later.',
  'auth/too-many-requests': TRY_LATER,
  'auth/captcha-check-failed': HUMAN_CHECK,
  'auth/invalid-app-credential': HUMAN_CHECK,
  'auth/missing-app-credential': HUMAN_CHECK,
  'auth/invalid-recaptcha-token': HUMAN_CHECK,
  'auth/missing-recaptcha-token': HUMAN_CHECK,
  'auth/invalid-recaptcha-action': HUMAN_CHECK,
  'auth/invalid-recaptcha-version': HUMAN_CHECK,
  'auth/missing-recaptcha-version': HUMAN_CHECK,
  'auth/recaptcha-not-enabled': NOT_AVAILABLE,
  'auth/missing-client-type': NOT_AVAILABLE,
  'auth/invalid-req-type': NOT_AVAILABLE,
  'auth/invalid-verification-code': CODE_WRONG,
  'auth/missing-verification-code': 'Please enter the code from the text message.',
  'auth/code-expired': CODE_EXPIRED,
  'auth/invalid-verification-id': START_AGAIN,
  'auth/missing-verification-id': START_AGAIN,
  'auth/session-expired': CODE_EXPIRED,
  'auth/popup-blocked': 'Your browser blocked the Google sign-in window. Allow pop-ups for this site and try again.',
  'auth/redirect-cancelled-by-user': 'Google sign-in was cancelled.',
  'auth/redirect-operation-pending': 'A Google sign-in is already under way in this tab.',
  'auth/account-exists-with-different-credential':
    'This email already signs in with another method. Use the phone number or account you used before.',
  'auth/credential-already-in-use': 'This account is already linked to someone else.',
  'auth/invalid-credential': 'Google could not confirm this account. Please try again.',
  'auth/invalid-oauth-provider': NOT_AVAILABLE,
  'auth/invalid-oauth-client-id': NOT_AVAILABLE,
  'auth/unauthorized-domain': NOT_AVAILABLE,
  'auth/auth-domain-config-required': NOT_AVAILABLE,
  'auth/operation-not-supported-in-this-environment':
    'This browser cannot sign in with Google here. Try another browser, or sign in with your phone number.',
  'auth/web-storage-unsupported':
    'Sign-in needs browser storage, which is turned off. Allow cookies and site data for this site and try again.',
  'auth/no-auth-event': 'Google sign-in did not finish. Please try again.',
  'auth/invalid-auth-event': 'Google sign-in did not finish. Please try again.',
  'auth/missing-or-invalid-nonce': 'Google sign-in did not finish. Please try again.',
  'auth/user-cancelled': 'Google sign-in was cancelled.',
  'auth/rejected-credential': 'Google could not confirm this account. Please try again.',
  'auth/unverified-email': 'Please verify this Google account’s email address first.',
  'auth/multi-factor-auth-required': 'This account uses two-step sign-in, which the city does not support yet.',
  'auth/user-disabled': SIGNED_OUT_ACCOUNT,
  'auth/user-not-found': SIGNED_OUT_ACCOUNT,
  'auth/user-token-expired': 'Your sign-in expired. Please sign in again.',
  'auth/invalid-user-token': 'Your sign-in expired. Please sign in again.',
  'auth/user-mismatch': 'Please sign in with the same account as before.',
  'auth/user-signed-out': 'Please sign in again.',
  'auth/requires-recent-login': 'Please sign in again.',
  'auth/admin-restricted-operation': 'New accounts cannot sign up here right now. Contact us for access.',
  'auth/operation-not-allowed': NOT_AVAILABLE,
  'auth/invalid-api-key': NOT_AVAILABLE,
  'auth/api-key-not-valid': NOT_AVAILABLE,
  'auth/api-key-not-valid.-please-pass-a-valid-api-key.': NOT_AVAILABLE,
  'auth/app-not-authorized': NOT_AVAILABLE,
  'auth/app-deleted': NOT_AVAILABLE,
  'auth/invalid-app-id': NOT_AVAILABLE,
  'auth/invalid-tenant-id': NOT_AVAILABLE,
  'auth/tenant-id-mismatch': NOT_AVAILABLE,
  'auth/unsupported-tenant-operation': NOT_AVAILABLE,
  'auth/invalid-persistence-type': NOT_AVAILABLE,
  'auth/unsupported-persistence-type': NOT_AVAILABLE,
  'auth/already-initialized': NOT_AVAILABLE,
  'auth/dependent-sdk-initialized-before-auth': NOT_AVAILABLE,
  'auth/argument-error': NOT_AVAILABLE,
  'auth/invalid-hosting-link-domain': NOT_AVAILABLE,
  'auth/cors-unsupported': 'This browser cannot reach the sign-in service. Please try another browser.',
  'auth/network-request-failed': NETWORK,
  'auth/timeout': 'The sign-in service did not answer in time. Please try again.',
  'auth/internal-error': 'Something went wrong while signing in. Please try again.',
};

/** The dialog leads with 'Invalid credentials' for these (SPEC 8). */
const CREDENTIAL_CODES = new Set([
  'auth/invalid-verification-code',
  'auth/code-expired',
  'auth/session-expired',
  'auth/invalid-credential',
  'auth/rejected-credential',
  'auth/user-disabled',
  'auth/user-not-found',
]);

/** The visitor closed the popup, or a second popup replaced the first: no error at all. */
export const QUIET_CANCEL_CODES: ReadonlySet<string> = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request']);

const FALLBACK = 'Something went wrong while signing in. Please try again.';

export function firebaseCode(err: unknown): string | null {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('auth/') ? code : null;
}

export function toIdentityError(err: unknown): IdentityError {
  const code = firebaseCode(err) ?? 'auth/unknown';
  return new IdentityError(FIREBASE_ERROR_MESSAGES[code] ?? FALLBACK, code, CREDENTIAL_CODES.has(code));
}
