import { z } from 'zod';
import { MESSAGES } from './messages';
import { EmailSchema, IdSchema, NameSchema, PaginationSchema, PhoneNumberSchema, TimestampSchema } from './common';

export const UserMetaverseEntrySchema = z.object({
  metaverseID: z.object({ _id: IdSchema, name: z.string(), description: z.string() }),
});

export const MetaverseUserSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  companyName: z.string(),
  message: z.string(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  metaverses: z.array(UserMetaverseEntrySchema),
});
export type MetaverseUser = z.infer<typeof MetaverseUserSchema>;

export const IDENTITY_PROVIDERS = ['google', 'phone'] as const;

export const UserLoginSchema = z.strictObject({
  token: z.string({ message: 'token is required' }).min(1, { message: 'token is required' }).max(8192),
  provider: z.enum(IDENTITY_PROVIDERS, { message: 'provider must be google or phone' }),
});

/**
 * SPEC 7.4's fields stay on the wire, but an email or phone number nobody verified is refused: they change through
 * `PUT user/identity` with a code sent to the new address or number (docs/decisions/0032).
 */
export const UserPatchSchema = z
  .strictObject({
    name: NameSchema.optional(),
    phoneNumber: PhoneNumberSchema.optional(),
    email: EmailSchema.optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'Nothing to update' })
  .superRefine((b, ctx) => {
    for (const key of ['email', 'phoneNumber'] as const) {
      if (b[key] !== undefined) ctx.addIssue({ code: 'custom', path: [key], message: MESSAGES.identityChangeByCode });
    }
  });

/** Link a verified identity to the caller's account: the new email (google) or phone number (phone) (0032). */
export const UserIdentityLinkSchema = UserLoginSchema;

/** The original sends `{}` and the refresh token as bearer; ours also accepts it in the body. */
export const UserRefreshSchema = z.strictObject({
  refreshToken: z
    .string({ message: 'refreshToken must be a string' })
    .min(1, { message: 'refreshToken must not be empty' })
    .max(4096, { message: 'refreshToken is too long' })
    .optional(),
});

export const UserReplySchema = z.object({ message: z.string(), data: z.object({ user: MetaverseUserSchema }) });

export const UserLoginReplySchema = z.object({
  message: z.string(),
  data: z.object({ user: MetaverseUserSchema, accessToken: z.string(), refreshToken: z.string() }),
});

export const UsersReplySchema = z.object({
  message: z.string(),
  data: z.object({ users: z.array(MetaverseUserSchema), pagination: PaginationSchema }),
});

export const UserMetaversesReplySchema = z.object({
  message: z.string(),
  data: z.object({ metaverses: z.array(UserMetaverseEntrySchema) }),
});

export const EventSchema = z.object({
  _id: IdSchema,
  type: z.string(),
  metaverseID: IdSchema.nullable(),
  payload: z.record(z.string(), z.unknown()),
  createdAt: TimestampSchema,
});
export const DeviceSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  platform: z.string(),
  lastSeenAt: TimestampSchema.nullable(),
  createdAt: TimestampSchema,
});

export const EventsReplySchema = z.object({
  message: z.string(),
  data: z.object({ events: z.array(EventSchema), pagination: PaginationSchema }),
});
export const EventReplySchema = z.object({ message: z.string(), data: z.object({ event: EventSchema }) });
export const DevicesReplySchema = z.object({ message: z.string(), devices: z.array(DeviceSchema), pagination: PaginationSchema });
export const DeviceReplySchema = z.object({ message: z.string(), data: z.object({ device: DeviceSchema }) });

/** One live sign-in of the caller (docs/decisions/0031): its `_id` is the refresh-token family's id. */
export const CitizenSessionSchema = z.object({
  _id: IdSchema,
  /** The caller's own session (the one whose access token asked). */
  current: z.boolean(),
  /** The screen that started it with a device code (POST /api/device/token), else null. */
  device: z.object({ _id: IdSchema, name: z.string(), platform: z.string() }).nullable(),
  /** A short label from the User-Agent at sign-in ("Chrome on Linux"), null if unknown. */
  client: z.string().nullable(),
  signedInAt: TimestampSchema,
  /** The last refresh (or the sign-in). */
  lastActiveAt: TimestampSchema,
  /** When it ends at the latest (absolute lifetime). */
  expiresAt: TimestampSchema,
});
export type CitizenSession = z.infer<typeof CitizenSessionSchema>;
export const CitizenSessionsReplySchema = z.object({
  message: z.string(),
  data: z.object({ sessions: z.array(CitizenSessionSchema) }),
});
