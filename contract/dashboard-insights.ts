import { z } from 'zod';
import { IdSchema, PageSchema, PaginationSchema } from './common';
import { DaySchema, FROM_AFTER_TO, SearchTextSchema } from './list-finding';
import { DeviceSchema, EventSchema, MetaverseUserSchema } from './metaverse-user';

// A dashboard user's view of the people in their metaverses (docs/decisions/0021).

/** Search (name, email or phone contains), joined between two days (UTC), one metaverse. */
export const OwnUsersQuerySchema = z
  .object({
    page: PageSchema,
    q: SearchTextSchema.optional(),
    from: DaySchema.optional(),
    to: DaySchema.optional(),
    metaverseId: IdSchema.optional(),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
    message: FROM_AFTER_TO,
    path: ['to'],
  });
export type OwnUsersQuery = z.input<typeof OwnUsersQuerySchema>;

/** A metaverse user as a dashboard user sees them: only the caller's metaverses, and when they first joined one. */
export const OwnMetaverseUserSchema = MetaverseUserSchema.extend({ joinedAt: z.iso.datetime({ offset: true }) });
export type OwnMetaverseUser = z.infer<typeof OwnMetaverseUserSchema>;

export const OwnUsersReplySchema = z.object({
  message: z.string(),
  data: z.object({ users: z.array(OwnMetaverseUserSchema), pagination: PaginationSchema }),
});

export const OWN_USER_DETAIL_LIMIT = 100;

export const OwnUserReplySchema = z.object({
  message: z.string(),
  data: z.object({
    user: OwnMetaverseUserSchema,
    events: z.array(EventSchema),
    devices: z.array(DeviceSchema),
  }),
});

export const INSIGHT_DAYS = 30;

export const InsightsReplySchema = z.object({
  message: z.string(),
  data: z.object({
    members: z.number().int().min(0),
    metaverses: z.array(z.object({ _id: IdSchema, name: z.string(), members: z.number().int().min(0) })),
    /** INSIGHT_DAYS days, oldest first, zero-filled. */
    signInsPerDay: z.array(z.object({ day: z.iso.date(), count: z.number().int().min(0) })),
  }),
});
