import { beforeEach, describe, expect, it, vi } from 'vitest';

// The firebase provider against a mocked Firebase JS SDK: what the SDK is asked, and what the dialog is told back.
const sdk = vi.hoisted(() => {
  const verifiers: { container: unknown; params: unknown; render: ReturnType<typeof vi.fn>; clear: ReturnType<typeof vi.fn> }[] = [];
  class RecaptchaVerifier {
    render = vi.fn(async () => 7);
    clear = vi.fn();
    constructor(
      _auth: unknown,
      readonly container: unknown,
      readonly params: unknown,
    ) {
      verifiers.push(this);
    }
  }
  class GoogleAuthProvider {
    custom: unknown;
    setCustomParameters(p: unknown) {
      this.custom = p;
    }
  }
  const auth = { useDeviceLanguage: vi.fn() };
  return {
    verifiers,
    auth,
    RecaptchaVerifier,
    GoogleAuthProvider,
    initializeApp: vi.fn(() => ({ name: 'app' })),
    getApps: vi.fn(() => [] as unknown[]),
    getAuth: vi.fn(() => auth),
    signInWithPhoneNumber: vi.fn(),
    signInWithPopup: vi.fn(),
    signInWithRedirect: vi.fn(),
    getRedirectResult: vi.fn(),
    signOut: vi.fn(async () => {}),
  };
});

vi.mock('firebase/app', () => ({ initializeApp: sdk.initializeApp, getApps: sdk.getApps }));
vi.mock('firebase/auth', () => ({
  getAuth: sdk.getAuth,
  RecaptchaVerifier: sdk.RecaptchaVerifier,
  GoogleAuthProvider: sdk.GoogleAuthProvider,
  signInWithPhoneNumber: sdk.signInWithPhoneNumber,
  signInWithPopup: sdk.signInWithPopup,
  signInWithRedirect: sdk.signInWithRedirect,
  getRedirectResult: sdk.getRedirectResult,
  signOut: sdk.signOut,
}));

const { createFirebaseIdentity } = await import('@/features/city-login/identity/firebase');
const { FIREBASE_ERROR_MESSAGES, QUIET_CANCEL_CODES, toIdentityError } = await import('@/features/city-login/identity/firebase-errors');
const { CANCELLED, IdentityError, NoUserError, REDIRECTING } = await import('@/features/city-login/identity/identity-client');
const { claimRedirect } = await import('@/features/city-login/redirect-mark');

const CONFIG = { apiKey: 'key', authDomain: 'eternity.firebaseapp.com', projectId: 'eternity', appId: '1:2:web:3' };
const fbError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code, name: 'FirebaseError' });
const credential = (token: string) => ({ user: { getIdToken: vi.fn(async () => token) } });

beforeEach(() => {
  sdk.verifiers.length = 0;
  vi.clearAllMocks();
  sessionStorage.clear();
  document.body.innerHTML = '';
  window.grecaptcha = { reset: vi.fn() };
});

describe('firebase provider: phone', () => {
  it('sends the code with one invisible reCAPTCHA, created once and reset after an error', async () => {
    const id = createFirebaseIdentity(CONFIG);
    const confirmation = { confirm: vi.fn() };
    sdk.signInWithPhoneNumber.mockRejectedValueOnce(fbError('auth/too-many-requests')).mockResolvedValueOnce(confirmation);

    const first = await id.sendPhoneCode('+919876543210').catch((e: unknown) => e);
    expect(first).toBeInstanceOf(IdentityError);
    expect((first as InstanceType<typeof IdentityError>).message).toBe(FIREBASE_ERROR_MESSAGES['auth/too-many-requests']);
    // The spent widget is reset for the next try.
    expect(window.grecaptcha!.reset).toHaveBeenCalledWith(7);

    const handle = await id.sendPhoneCode('+919876543210');
    expect(handle).toEqual({ provider: 'phone', destination: '+919876543210', ref: confirmation });
    expect(sdk.verifiers).toHaveLength(1);
    expect(sdk.verifiers[0]!.params).toEqual({ size: 'invisible' });
    expect(document.body.contains(sdk.verifiers[0]!.container as Node)).toBe(true);
    expect(sdk.signInWithPhoneNumber).toHaveBeenLastCalledWith(sdk.auth, '+919876543210', sdk.verifiers[0]);
    expect(sdk.initializeApp).toHaveBeenCalledTimes(1);
    expect(sdk.initializeApp).toHaveBeenCalledWith(CONFIG);
  });

  it('confirms the code and hands back the ID token for provider phone', async () => {
    const id = createFirebaseIdentity(CONFIG);
    const confirm = vi.fn(async () => credential('id-token-phone'));
    await expect(id.confirmCode({ provider: 'phone', destination: '+91', ref: { confirm } }, '123456')).resolves.toEqual({
      token: 'id-token-phone',
      provider: 'phone',
    });
    expect(confirm).toHaveBeenCalledWith('123456');
    // Our session is what counts: the SDK's own user is signed out.
    expect(sdk.signOut).toHaveBeenCalledWith(sdk.auth);
  });

  it('a wrong code is refused credentials, with the reason', async () => {
    const id = createFirebaseIdentity(CONFIG);
    const confirm = vi.fn(async () => Promise.reject(fbError('auth/invalid-verification-code')));
    const err = await id.confirmCode({ provider: 'phone', destination: '+91', ref: { confirm } }, '000000').catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'auth/invalid-verification-code', credentials: true, message: FIREBASE_ERROR_MESSAGES['auth/invalid-verification-code'] });
  });

  it('a credential without a user is NoUserError (the page reloads, SPEC 8)', async () => {
    const id = createFirebaseIdentity(CONFIG);
    const confirm = vi.fn(async () => ({ user: null }));
    await expect(id.confirmCode({ provider: 'phone', destination: '+91', ref: { confirm } }, '123456')).rejects.toBeInstanceOf(NoUserError);
  });

  it('refuses to start without the run-time configuration', async () => {
    const id = createFirebaseIdentity({});
    await expect(id.sendPhoneCode('+919876543210')).rejects.toBeInstanceOf(IdentityError);
    expect(sdk.initializeApp).not.toHaveBeenCalled();
  });
});

describe('firebase provider: Google', () => {
  it('signs in with the popup and hands back the ID token for provider google', async () => {
    sdk.signInWithPopup.mockResolvedValueOnce(credential('id-token-google'));
    const id = createFirebaseIdentity(CONFIG);
    await expect(id.signInWithGoogle()).resolves.toEqual({ token: 'id-token-google', provider: 'google' });
    const provider = sdk.signInWithPopup.mock.calls[0]![1] as { custom: unknown };
    expect(provider.custom).toEqual({ prompt: 'select_account' });
    expect(sdk.signInWithRedirect).not.toHaveBeenCalled();
  });

  it.each([...QUIET_CANCEL_CODES])('a closed popup (%s) is a quiet cancel', async (code) => {
    sdk.signInWithPopup.mockRejectedValueOnce(fbError(code));
    const id = createFirebaseIdentity(CONFIG);
    await expect(id.signInWithGoogle()).resolves.toBe(CANCELLED);
    expect(sdk.signInWithRedirect).not.toHaveBeenCalled();
  });

  it('a blocked popup falls back to the redirect, and the page that comes back finishes it', async () => {
    sdk.signInWithPopup.mockRejectedValueOnce(fbError('auth/popup-blocked'));
    sdk.signInWithRedirect.mockResolvedValueOnce(undefined);
    const id = createFirebaseIdentity(CONFIG);
    await expect(id.signInWithGoogle()).resolves.toBe(REDIRECTING);
    expect(sdk.signInWithRedirect).toHaveBeenCalledWith(sdk.auth, sdk.signInWithPopup.mock.calls[0]![1]);
    // The mark the login button reads after the round trip.
    expect(claimRedirect()).toBe(true);

    sdk.getRedirectResult.mockResolvedValueOnce(credential('id-token-redirect'));
    await expect(createFirebaseIdentity(CONFIG).finishRedirect()).resolves.toEqual({ token: 'id-token-redirect', provider: 'google' });
    expect(sessionStorage.length).toBe(0);
  });

  it('a redirect that fails too is an error in words, and leaves no mark', async () => {
    sdk.signInWithPopup.mockRejectedValueOnce(fbError('auth/popup-blocked'));
    sdk.signInWithRedirect.mockRejectedValueOnce(fbError('auth/operation-not-supported-in-this-environment'));
    const id = createFirebaseIdentity(CONFIG);
    await expect(id.signInWithGoogle()).rejects.toMatchObject({
      message: FIREBASE_ERROR_MESSAGES['auth/operation-not-supported-in-this-environment'],
    });
    expect(sessionStorage.length).toBe(0);
  });

  it('other popup failures are mapped to their message', async () => {
    sdk.signInWithPopup.mockRejectedValueOnce(fbError('auth/network-request-failed'));
    await expect(createFirebaseIdentity(CONFIG).signInWithGoogle()).rejects.toMatchObject({
      code: 'auth/network-request-failed',
      message: 'Network error: please check your connection and try again.',
    });
  });

  it('a redirect that brought nothing back (or was closed) finishes quietly', async () => {
    sdk.getRedirectResult.mockResolvedValueOnce(null).mockRejectedValueOnce(fbError('auth/popup-closed-by-user'));
    const id = createFirebaseIdentity(CONFIG);
    await expect(id.finishRedirect()).resolves.toBeNull();
    await expect(id.finishRedirect()).resolves.toBeNull();
  });
});

describe('auth/* error codes', () => {
  it('every code the calls can give has a message of its own words, never the raw code', () => {
    const codes = Object.keys(FIREBASE_ERROR_MESSAGES);
    expect(codes.length).toBeGreaterThan(50);
    for (const code of codes) {
      const err = toIdentityError(fbError(code));
      expect(err.code).toBe(code);
      expect(err.message).toBe(FIREBASE_ERROR_MESSAGES[code]);
      expect(err.message).not.toMatch(/auth\//);
      expect(err.message.length).toBeGreaterThan(10);
    }
  });

  it('the codes every phone and Google sign-in meets are covered', () => {
    for (const code of [
      'auth/invalid-phone-number',
      'auth/too-many-requests',
      'auth/quota-exceeded',
      'auth/captcha-check-failed',
      'auth/invalid-verification-code',
      'auth/code-expired',
      'auth/popup-blocked',
      'auth/account-exists-with-different-credential',
      'auth/unauthorized-domain',
      'auth/network-request-failed',
      'auth/user-disabled',
      'auth/internal-error',
    ]) {
      // Listed in the table (an unlisted code gets the general message, which no table entry is undefined as).
      expect(FIREBASE_ERROR_MESSAGES[code], code).toEqual(expect.any(String));
      expect(toIdentityError(fbError(code)).message, code).toBe(FIREBASE_ERROR_MESSAGES[code]);
    }
  });

  it('refused proof leads with Invalid credentials; an unknown code gets a general message', () => {
    expect(toIdentityError(fbError('auth/code-expired')).credentials).toBe(true);
    expect(toIdentityError(fbError('auth/too-many-requests')).credentials).toBe(false);
    const unknown = toIdentityError(fbError('auth/something-new'));
    expect(unknown.message).toBe('Something went wrong while signing in. Please try again.');
    expect(toIdentityError(new Error('boom')).code).toBe('auth/unknown');
  });
});
