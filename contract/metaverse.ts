import { z } from 'zod';
import { EmailSchema, IdSchema, NameSchema, TimestampSchema } from './common';
import { PLATFORMS } from './constants';

const HttpUrlSchema = z
  .string({ message: 'Must be an http(s) URL' })
  .trim()
  .max(2048, { message: 'URL is too long' })
  .refine((u) => u === '' || /^https?:\/\/[^\s]+$/i.test(u), { message: 'Must be an http(s) URL' });

export const PlatformLinkSchema = z.strictObject(
  {
    build: HttpUrlSchema.default(''),
    assets: HttpUrlSchema.default(''),
  },
  { message: 'A platform link must be an object with build and assets URLs' },
);

export const LinksSchema = z.strictObject(
  Object.fromEntries(PLATFORMS.map((p) => [p, PlatformLinkSchema.optional()])) as Record<
    (typeof PLATFORMS)[number],
    z.ZodOptional<typeof PlatformLinkSchema>
  >,
  { message: `links must be an object keyed by platform (${PLATFORMS.join(', ')})` },
);

export const LinksReplySchema = z.record(z.enum(PLATFORMS), z.object({ build: z.string(), assets: z.string() }));

const PersonSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
});

export const MetaverseSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  description: z.string(),
  admin: IdSchema.nullable(),
  links: LinksReplySchema,
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Metaverse = z.infer<typeof MetaverseSchema>;

/** A metaverse with its managers and members: each entry is the membership record's `_id` and the linked person. */
export const MetaverseDetailSchema = MetaverseSchema.extend({
  dashboardUsers: z.array(z.object({ _id: IdSchema, dashboardUserID: PersonSchema })),
  users: z.array(z.object({ _id: IdSchema, userID: PersonSchema })),
});
export type MetaverseDetail = z.infer<typeof MetaverseDetailSchema>;

const DescriptionSchema = z
  .string({ message: 'Description is required' })
  .trim()
  .max(2000, { message: 'Description must be at most 2000 characters' });

export const MetaverseCreateSchema = z.strictObject({
  name: NameSchema,
  description: DescriptionSchema.default(''),
  admin: IdSchema.nullable().optional(),
  links: LinksSchema.default({}),
});

export const MetaversePatchSchema = z
  .strictObject({
    name: NameSchema.optional(),
    description: DescriptionSchema.optional(),
    admin: IdSchema.nullable().optional(),
    links: LinksSchema.optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'Nothing to update' });

/**
 * `warnings`: saved, but worth a look, e.g. a WEBGL build on a host the city will not frame (docs/decisions/0049).
 */
export const MetaverseReplySchema = z.object({
  message: z.string(),
  data: z.object({ metaverse: MetaverseDetailSchema }),
  warnings: z.array(z.string()).optional(),
});
export const MetaversesReplySchema = z.object({ message: z.string(), data: z.object({ metaverses: z.array(MetaverseSchema) }) });

const ManagerSchema = PersonSchema.extend({ isAdmin: z.boolean() });
export const MetaverseManagersReplySchema = z.object({
  message: z.string(),
  data: z.object({ dashboardUsers: z.array(ManagerSchema) }),
});

/** A metaverse's admin names a manager by their exact email: no directory of other customers' users (0049). */
export const ManagerByEmailSchema = z.strictObject({ email: EmailSchema });

export const MetaverseLinksBodySchema = z.strictObject({ links: LinksSchema });
