import { MESSAGES } from '@contract/messages';
import { sendEmailCode, sendPhoneCode, verifyEmailCode, verifyPhoneCode } from '../identity/local';
import type { SomeHandlers } from '../pipeline/handler';

/** The local identity provider's own endpoints (IDENTITY_PROVIDER=local; 404 in firebase mode). */
export const identityHandlers = {
  identityLocalPhoneSend: async ({ deps, body }) => ({
    body: { message: MESSAGES.phoneCodeSent, data: await sendPhoneCode(deps, body.phoneNumber, body.humanCheck) },
  }),
  identityLocalPhoneVerify: async ({ deps, body }) => ({
    body: { message: MESSAGES.phoneVerified, data: await verifyPhoneCode(deps, body) },
  }),
  // The Google stand-in proves the email (docs/decisions/0014): a mailed code first, the identity token after it.
  identityLocalGoogle: async ({ deps, body }) => ({
    body: { message: MESSAGES.emailCodeSent, data: await sendEmailCode(deps, body) },
  }),
  identityLocalGoogleVerify: async ({ deps, body }) => ({
    body: { message: MESSAGES.localSignIn, data: await verifyEmailCode(deps, body) },
  }),
} satisfies SomeHandlers;
