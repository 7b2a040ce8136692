import { z } from 'zod';
import { BookedDemoSchema, LeadStatusCountsQuerySchema, LeadStatusSchema, QuarantineReasonSchema } from './booked-demos';
import { IdSchema } from './common';
import { leadPipelineRouting } from './lead-pipeline-routing';
import { BULK_STATUS_MAX, LEAD_STATUSES, NOTE_MAX } from './lead-status';
import { MEETING_STATUSES } from './scheduling';

// Issue 23 item 1 (docs/decisions/0046): a booked demo as a lead sales works: status, owner, notes, its meetings.

export { leadPipelineRouting } from './lead-pipeline-routing';

export const LEAD_TEXT = {
  detailFetched: 'Booked demo fetched successfully',
  activityFetched: 'Activity fetched successfully',
  updated: 'Booked demo saved',
  noteAdded: 'Note added',
  statusChanged: 'Status changed',
  noteEmpty: 'Write a note before adding it',
  noteTooLong: `A note can be at most ${NOTE_MAX} characters`,
  patchEmpty: 'Send a status, an ownerId or both',
  repNotFound: 'No sales rep has this id',
  filtered: 'This booked demo is filtered: mark it as not spam before changing its status or owner',
  idsEmpty: 'Choose at least one booked demo',
  idsTooMany: `At most ${BULK_STATUS_MAX} booked demos at once`,
} as const;

export const LeadNoteSchema = z.object({
  id: IdSchema,
  text: z.string(),
  /** The super admin's name as it was when they wrote the note. */
  author: z.string(),
  createdAt: z.string(),
});
export type LeadNote = z.infer<typeof LeadNoteSchema>;

export const LeadMeetingSchema = z.object({
  id: IdSchema,
  status: z.enum(MEETING_STATUSES),
  start: z.string(),
  end: z.string(),
  rep: z.object({ id: IdSchema, name: z.string() }),
  office: z.object({ id: IdSchema, name: z.string(), timeZone: z.string() }),
});
export type LeadMeeting = z.infer<typeof LeadMeetingSchema>;

/** The lead, its notes (newest first) and its meetings (soonest start first). */
export const LeadDetailSchema = z.object({
  bookedDemo: BookedDemoSchema,
  notes: z.array(LeadNoteSchema),
  meetings: z.array(LeadMeetingSchema),
});
export type LeadDetail = z.infer<typeof LeadDetailSchema>;

export const LeadDetailReplySchema = z.object({ message: z.string(), data: LeadDetailSchema });

/** The most events a lead's activity answers with (the newest). */
export const ACTIVITY_MAX = 100;

const ActivityBase = { id: z.string(), at: z.string() };
/** Who made a change: an admin's name as the audit log kept it. */
const By = z.string();

/**
 * One thing that happened to a lead. Status and owner changes and releases come from the audit log, so only those a
 * console user made and only within its retention (docs/decisions/0046, 0052).
 */
export const LeadActivitySchema = z.discriminatedUnion('kind', [
  z.object({ ...ActivityBase, kind: z.literal('created'), page: z.string().nullable(), label: z.string().nullable() }),
  z.object({ ...ActivityBase, kind: z.literal('filtered'), reason: QuarantineReasonSchema }),
  z.object({ ...ActivityBase, kind: z.literal('released'), by: By }),
  z.object({ ...ActivityBase, kind: z.literal('status'), by: By, from: LeadStatusSchema, to: LeadStatusSchema }),
  z.object({ ...ActivityBase, kind: z.literal('owner'), by: By, from: z.string().nullable(), to: z.string().nullable() }),
  z.object({ ...ActivityBase, kind: z.literal('note'), by: By, text: z.string() }),
  z.object({
    ...ActivityBase,
    kind: z.literal('meeting'),
    action: z.enum(['booked', 'moved', 'cancelled']),
    /** Its start then; null for a booking since moved (only the latest start is kept). */
    start: z.string().nullable(),
    rep: z.string(),
  }),
]);
export type LeadActivity = z.infer<typeof LeadActivitySchema>;

/** `since`: when the audit log's changes start, if the lead is older than its retention. */
export const LeadActivityReplySchema = z.object({
  message: z.string(),
  data: z.object({ activity: z.array(LeadActivitySchema), since: z.string().nullable() }),
});

export const LeadPatchSchema = z
  .strictObject({
    status: LeadStatusSchema.optional(),
    ownerId: IdSchema.nullable().optional(),
  })
  .refine((b) => b.status !== undefined || b.ownerId !== undefined, { message: LEAD_TEXT.patchEmpty });
export type LeadPatch = z.infer<typeof LeadPatchSchema>;

export const LeadNoteCreateSchema = z.strictObject({
  text: z
    .string({ message: LEAD_TEXT.noteEmpty })
    .trim()
    .min(1, { message: LEAD_TEXT.noteEmpty })
    .max(NOTE_MAX, { message: LEAD_TEXT.noteTooLong }),
});

export const LeadNoteReplySchema = z.object({ message: z.string(), data: z.object({ note: LeadNoteSchema }) });

export const LeadsStatusSchema = z.strictObject({
  ids: z
    .array(IdSchema, { message: LEAD_TEXT.idsEmpty })
    .min(1, { message: LEAD_TEXT.idsEmpty })
    .max(BULK_STATUS_MAX, { message: LEAD_TEXT.idsTooMany }),
  status: LeadStatusSchema,
});

/** How many leads changed: ids already at the status, unknown or filtered ones are left as they are. */
export const LeadsStatusReplySchema = z.object({ message: z.string(), data: z.object({ changed: z.number().int().min(0) }) });

const Id = z.object({ id: IdSchema });

export type LeadStatusCountsQuery = z.infer<typeof LeadStatusCountsQuerySchema>;

/** Every stage once, in the pipeline's order, zero-filled; `total` is their sum. */
export const LeadStatusCountsReplySchema = z.object({
  message: z.string(),
  data: z.object({
    counts: z.array(z.object({ status: z.enum(LEAD_STATUSES), count: z.number().int().min(0) })),
    total: z.number().int().min(0),
  }),
});

export const leadPipelineEndpoints = {
  bookedDemoGet: { ...leadPipelineRouting.bookedDemoGet, params: Id, reply: LeadDetailReplySchema },
  bookedDemoActivity: { ...leadPipelineRouting.bookedDemoActivity, params: Id, reply: LeadActivityReplySchema },
  bookedDemoPatch: { ...leadPipelineRouting.bookedDemoPatch, params: Id, body: LeadPatchSchema, reply: LeadDetailReplySchema },
  bookedDemoNoteCreate: { ...leadPipelineRouting.bookedDemoNoteCreate, params: Id, body: LeadNoteCreateSchema, reply: LeadNoteReplySchema },
  bookedDemosStatus: { ...leadPipelineRouting.bookedDemosStatus, body: LeadsStatusSchema, reply: LeadsStatusReplySchema },
  bookedDemosStatusCounts: { ...leadPipelineRouting.bookedDemosStatusCounts, query: LeadStatusCountsQuerySchema, reply: LeadStatusCountsReplySchema },
};
