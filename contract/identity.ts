import { z } from 'zod';
import { EmailSchema, IdSchema, NameSchema } from './common';
import { isPhoneNumber } from './phone';
import { HumanCheckProofSchema } from './human-check';

// The local identity provider (IDENTITY_PROVIDER=local): SPEC 7.6 played by our own API.

/** A joined number under the demo form's rule: +91 and 10 digits, or the calling code's own plan (0039). */
export const E164Schema = z
  .string({ message: 'Phone number is required' })
  .trim()
  .max(32, { message: 'Invalid Phone Number!' })
  .refine(isPhoneNumber, { message: 'Invalid Phone Number!' });

/** `humanCheck`: the invisible human check's proof (docs/decisions/0038); the send is refused without a valid one. */
export const LocalPhoneSendSchema = z.strictObject({ phoneNumber: E164Schema, humanCheck: HumanCheckProofSchema.optional() });

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

/** Account chooser step 1: a code is mailed, so an email nobody can read cannot be claimed (docs/decisions/0014). */
export const LocalGoogleSchema = z.strictObject({ email: EmailSchema, name: NameSchema, humanCheck: HumanCheckProofSchema.optional() });

export const LocalCodeSentReplySchema = LocalPhoneSendReplySchema;

export const LocalGoogleVerifySchema = LocalPhoneVerifySchema;

/** An identity token to post as `POST user {token, provider}`. */
export const IdTokenReplySchema = z.object({ message: z.string(), data: z.object({ idToken: z.string() }) });
