import { z } from 'zod';
import { EmailSchema, IdSchema, NameSchema } from './common';

// The local identity provider (IDENTITY_PROVIDER=local, SPEC 7.6 played by our own API); it ends in the
// metaverse-user session of SPEC 7.4.

/** E.164: a plus, a country code and the subscriber number, 8 to 15 digits in all. */
export const E164Schema = z
  .string({ message: 'Phone number is required' })
  .trim()
  .regex(/^\+[1-9][0-9]{7,14}$/, { message: 'Invalid Phone Number!' });

export const LocalPhoneSendSchema = z.strictObject({ phoneNumber: E164Schema });

export const LocalPhoneSendReplySchema = z.object({
  message: z.string(),
  data: z.object({ verificationId: IdSchema }),
});

export const LocalPhoneVerifySchema = z.strictObject({
  verificationId: IdSchema,
  code: z
    .string({ message: 'The verification code is required' })
    .trim()
    .regex(/^[0-9]{6}$/, { message: 'The verification code must be 6 digits' }),
});

/**
 * The local Google-like account chooser, step 1: the email (and the name to show) the person claims. The API mails a
 * one-time code to that address and answers with the `verificationId` only (docs/decisions/0014): the identity token
 * comes from step 2, `LocalGoogleVerifySchema`, so an email nobody can read cannot be claimed.
 */
export const LocalGoogleSchema = z.strictObject({ email: EmailSchema, name: NameSchema });

/** A one-time code went out (by SMS or by mail); finish with the same `verificationId` and the code. */
export const LocalCodeSentReplySchema = LocalPhoneSendReplySchema;

/** Step 2 of the chooser: the mailed code, checked like a phone code (5 minutes, 5 tries, once). */
export const LocalGoogleVerifySchema = LocalPhoneVerifySchema;

/** An identity token to post as `POST user {token, provider}`. */
export const IdTokenReplySchema = z.object({ message: z.string(), data: z.object({ idToken: z.string() }) });
