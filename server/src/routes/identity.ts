import { MESSAGES } from '@contract/messages';
import { chooseGoogleAccount, sendPhoneCode, verifyPhoneCode } from '../identity/local';
import type { Handlers } from './register';

/** The local identity provider's own endpoints (IDENTITY_PROVIDER=local; 404 in firebase mode). */
export const identityHandlers = {
  identityLocalPhoneSend: async ({ deps, body }) => ({
    body: { message: MESSAGES.phoneCodeSent, data: await sendPhoneCode(deps, body.phoneNumber) },
  }),
  identityLocalPhoneVerify: async ({ deps, body }) => ({
    body: { message: MESSAGES.phoneVerified, data: await verifyPhoneCode(deps, body) },
  }),
  identityLocalGoogle: async ({ deps, body }) => ({
    body: { message: MESSAGES.localSignIn, data: await chooseGoogleAccount(deps, body) },
  }),
} satisfies Handlers;
