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

export const UserCodeSchema = z.strictObject({
  code: z
    .string({ message: 'The length of OTP should be 6' })
    .trim()
    .length(DEVICE_CODE_LENGTH, { message: 'The length of OTP should be 6' })
    .transform((c) => c.toUpperCase()),
});

/** The screen that was signed in, so /code can name it. */
export const UserCodeReplySchema = z.object({
  message: z.string(),
  data: z.object({ device: z.object({ _id: IdSchema, name: z.string(), platform: z.string() }) }),
});
