import { z } from 'zod';
import { IdSchema } from './common';
import { DEVICE_CODE_LENGTH } from './constants';


/** Device-code login for screens, modelled on RFC 8628 (3.1: the screen introduces itself). */
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

/** RFC 8628 3.2 in camelCase. */
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

/** The six characters of a user code, as typed: trimmed and upper-cased (SPEC 5: exactly 6, else its message). */
const UserCodeValueSchema = z
  .string({ message: 'The length of OTP should be 6' })
  .trim()
  .length(DEVICE_CODE_LENGTH, { message: 'The length of OTP should be 6' })
  .transform((c) => c.toUpperCase());

/**
 * What the person decided about the screen named by the lookup (RFC 8628 5.4); nothing is approved without `allow`.
 * `report` denies it and tells the operators the person did not start it (a code sent to them by someone else).
 */
export const DEVICE_DECISIONS = ['allow', 'deny', 'report'] as const;
export type DeviceDecision = (typeof DEVICE_DECISIONS)[number];

/** SPEC 7.4's `{code}` plus the explicit decision (docs/decisions/0030): a code alone approves nothing. */
export const UserCodeSchema = z.strictObject({
  code: UserCodeValueSchema,
  decision: z.enum(DEVICE_DECISIONS, { message: "decision must be 'allow', 'deny' or 'report'" }),
});

/** The screen the decision was about; `_id` is its row in the user's devices, only once it was allowed. */
export const UserCodeReplySchema = z.object({
  message: z.string(),
  data: z.object({ device: z.object({ _id: IdSchema.optional(), name: z.string(), platform: z.string() }) }),
});

/** `GET device/code/:userCode`: which screen asks, before anyone decides; approves nothing. */
export const DeviceCodeLookupParamsSchema = z.object({ userCode: UserCodeValueSchema });

export const DeviceCodeLookupReplySchema = z.object({
  message: z.string(),
  data: z.object({
    device: z.object({
      /** As the screen named itself ('Unnamed device' when it gave no name): chosen by whoever made the code. */
      name: z.string(),
      platform: z.string(),
      /** When the screen asked for the code, and until when the code works (ISO 8601). */
      createdAt: z.string(),
      expiresAt: z.string(),
      /**
       * Where the screen asked from, as the server saw it (RFC 8628 5.3: a code may have been sent from far away):
       * its address, the country where a trusted proxy named one, and whether the person deciding is on the same
       * network (IPv4 /24, IPv6 /64). Null for a code made before the server kept it.
       */
      requestedFrom: z
        .object({ address: z.string(), region: z.string().nullable(), sameNetwork: z.boolean() })
        .nullable(),
    }),
  }),
});
