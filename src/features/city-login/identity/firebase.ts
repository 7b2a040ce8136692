import { getApps, initializeApp, type FirebaseOptions } from 'firebase/app';
import {
  getAuth,
  getRedirectResult,
  GoogleAuthProvider,
  RecaptchaVerifier,
  signInWithPhoneNumber,
  signInWithPopup,
  signInWithRedirect,
  signOut,
  type Auth,
  type ConfirmationResult,
  type UserCredential,
} from 'firebase/auth';
import { env } from '@/config/env';
import { clearRedirectMark, markRedirect } from '../redirect-mark';
import { firebaseCode, QUIET_CANCEL_CODES, toIdentityError } from './firebase-errors';
import { CANCELLED, IdentityError, NoUserError, REDIRECTING, type CodeHandle, type IdentityToken, type PopupIdentityClient } from './identity-client';

// Own lazy chunk (SPEC 7.6); the server verifies the ID token (docs/decisions/0005).

declare global {
  interface Window {
    grecaptcha?: { reset(widgetId?: number): void };
  }
}

async function tokenOf(credential: UserCredential | null, provider: IdentityToken['provider']): Promise<IdentityToken> {
  if (!credential?.user) throw new NoUserError();
  const token = await credential.user.getIdToken();
  return { token, provider };
}

export function createFirebaseIdentity(config: FirebaseOptions = env.firebase): PopupIdentityClient {
  let auth: Auth | null = null;
  let verifier: RecaptchaVerifier | null = null;
  let container: HTMLElement | null = null;

  const getAuthOnce = (): Auth => {
    if (auth) return auth;
    if (!config.apiKey || !config.authDomain || !config.projectId) {
      throw new IdentityError('Sign-in is not available on this site right now. Please try again later or contact us.', 'auth/invalid-api-key');
    }
    const app = getApps()[0] ?? initializeApp(config);
    auth = getAuth(app);
    auth.useDeviceLanguage();
    return auth;
  };

  // Created once: a second verifier on the page fails.
  const getVerifier = (a: Auth): RecaptchaVerifier => {
    if (verifier) return verifier;
    container ??= Object.assign(document.createElement('div'), { id: 'city-login-recaptcha' });
    if (!container.isConnected) document.body.append(container);
    verifier = new RecaptchaVerifier(a, container, { size: 'invisible' });
    return verifier;
  };

  // After a failed send the widget's token is spent: reset it for a fresh challenge.
  const resetVerifier = async () => {
    if (!verifier) return;
    try {
      const widgetId = await verifier.render();
      window.grecaptcha?.reset(widgetId);
    } catch {
      try {
        verifier.clear();
      } catch {
        // already destroyed
      }
      verifier = null;
    }
  };

  const forgetFirebaseUser = (a: Auth) => void signOut(a).catch(() => {});

  return {
    name: 'firebase',
    google: 'popup',

    async sendPhoneCode(phoneNumber) {
      const a = getAuthOnce();
      try {
        const confirmation = await signInWithPhoneNumber(a, phoneNumber, getVerifier(a));
        return { provider: 'phone', destination: phoneNumber, ref: confirmation } satisfies CodeHandle;
      } catch (err) {
        await resetVerifier();
        throw toIdentityError(err);
      }
    },

    async confirmCode(handle, code) {
      const a = getAuthOnce();
      let credential: UserCredential;
      try {
        credential = await (handle.ref as ConfirmationResult).confirm(code);
      } catch (err) {
        throw toIdentityError(err);
      }
      const token = await tokenOf(credential, 'phone');
      forgetFirebaseUser(a);
      return token;
    },

    async signInWithGoogle() {
      const a = getAuthOnce();
      const provider = new GoogleAuthProvider();
      provider.setCustomParameters({ prompt: 'select_account' });
      let credential: UserCredential;
      try {
        // The SDK opens its popup at 500x600 (SPEC 7.6).
        credential = await signInWithPopup(a, provider);
      } catch (err) {
        const code = firebaseCode(err);
        if (code && QUIET_CANCEL_CODES.has(code)) return CANCELLED;
        if (code !== 'auth/popup-blocked') throw toIdentityError(err);
        markRedirect();
        try {
          await signInWithRedirect(a, provider);
        } catch (redirectErr) {
          clearRedirectMark();
          throw toIdentityError(redirectErr);
        }
        return REDIRECTING;
      }
      const token = await tokenOf(credential, 'google');
      forgetFirebaseUser(a);
      return token;
    },

    async finishRedirect() {
      const a = getAuthOnce();
      clearRedirectMark();
      let credential: UserCredential | null;
      try {
        credential = await getRedirectResult(a);
      } catch (err) {
        const code = firebaseCode(err);
        if (code && QUIET_CANCEL_CODES.has(code)) return null;
        throw toIdentityError(err);
      }
      if (!credential) return null;
      const token = await tokenOf(credential, 'google');
      forgetFirebaseUser(a);
      return token;
    },

    reset() {
      void resetVerifier();
    },
  };
}
