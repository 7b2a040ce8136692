import { z } from 'zod';
import { EmailSchema, IdSchema, NameSchema } from './common';

// The local identity provider (IDENTITY_PROVIDER=local, SPEC 7.6 played by our own API) and device-code login for
// screens (`/code`, modelled on RFC 8628). Both end in the metaverse-user session of SPEC 7.4.

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

/** RFC 8628 3.1: the screen introduces itself; both fields are shown in the user's device list. */
export const DeviceCodeRequestSchema = z.strictObject({
  name: z
    .string({ message: 'name must be a string' })
    .trim()
    .max(80, { message: 'name must be at most 80 characters' })
    .optional(),
  platform: z
    .string({ message: 'platform must be a string' })
    .trim()
    .max(40, { message: 'platform must be at most 40 characters' })
    .optional(),
});

/** RFC 8628 3.2, in camelCase: the screen shows `userCode` and polls with `deviceCode` every `interval` seconds. */
export const DeviceCodeReplySchema = z.object({
  message: z.string(),
  data: z.object({
    deviceCode: z.string(),
    userCode: z.string(),
    verificationUri: z.string(),
    expiresIn: z.number().int(),
    interval: z.number().int(),
  }),
});

export const DeviceTokenSchema = z.strictObject({
  deviceCode: z
    .string({ message: 'deviceCode is required' })
    .min(1, { message: 'deviceCode is required' })
    .max(200, { message: 'deviceCode is too long' }),
});
