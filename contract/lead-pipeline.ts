import { z } from 'zod';
import { BookedDemoSchema, LeadStatusCountsQuerySchema, LeadStatusSchema } from './booked-demos';
import { IdSchema } from './common';
import { leadPipelineRouting } from './lead-pipeline-routing';
import { BULK_STATUS_MAX, LEAD_STATUSES, NOTE_MAX } from './lead-status';
import { MEETING_STATUSES } from './scheduling';

// Issue 23 item 1 (docs/decisions/0046): a booked demo as a lead sales works: status, owner, notes, its meetings.

export { leadPipelineRouting } from './lead-pipeline-routing';

export const LEAD_TEXT = {
  detailFetched: 'Booked demo fetched successfully',
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
  bookedDemoPatch: { ...leadPipelineRouting.bookedDemoPatch, params: Id, body: LeadPatchSchema, reply: LeadDetailReplySchema },
  bookedDemoNoteCreate: { ...leadPipelineRouting.bookedDemoNoteCreate, params: Id, body: LeadNoteCreateSchema, reply: LeadNoteReplySchema },
  bookedDemosStatus: { ...leadPipelineRouting.bookedDemosStatus, body: LeadsStatusSchema, reply: LeadsStatusReplySchema },
  bookedDemosStatusCounts: { ...leadPipelineRouting.bookedDemosStatusCounts, query: LeadStatusCountsQuerySchema, reply: LeadStatusCountsReplySchema },
};
