import { z } from 'zod';
import { MailStateSchema } from './book-demo';
import { SOURCE_MAX, UTM_KEYS } from './lead-source-limits';
import { IdSchema, PageSchema, PaginationSchema, TimestampSchema } from './common';
import { LEAD_SORTS, LEAD_STATUSES, NO_OWNER } from './lead-status';
import { daySchema } from './list-finding';

// The super-admin console's view of the stored demo bookings (docs/decisions/0007), the quarantined ones under
// 'Filtered' (docs/decisions/0037).

/** Why a booking was quarantined: the bot signals of the demo form. */
export const QUARANTINE_REASONS = ['honeypot', 'no-start', 'future', 'stale', 'human-check-failed', 'human-check-missing'] as const;
export const QuarantineReasonSchema = z.enum(QUARANTINE_REASONS);
export type QuarantineReason = z.infer<typeof QuarantineReasonSchema>;

/** Each reason in words, for the console and the CSV export. */
export const QUARANTINE_REASON_TEXT: Record<QuarantineReason, string> = {
  honeypot: 'The hidden field was filled in',
  'no-start': 'The form sent no valid start time',
  future: "The form's start time is in the future",
  stale: 'The form was shown more than a day before it was sent',
  'human-check-failed': 'The human check failed',
  'human-check-missing': 'The human check was missing',
};

/** `leads`: the real leads (the default); `filtered`: the quarantined ones. */
export const BOOKED_DEMO_VIEWS = ['leads', 'filtered'] as const;
export type BookedDemoView = (typeof BOOKED_DEMO_VIEWS)[number];

export const BookedDemoSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  companyName: z.string(),
  message: z.string(),
  createdAt: TimestampSchema,
  mailState: MailStateSchema,
  mailAttempts: z.number().int(),
  /** Set while the booking is quarantined; absent from services that do not quarantine. */
  quarantineReason: QuarantineReasonSchema.nullable().optional(),
  /** Where the lead came from (docs/decisions/0043); null when the booking carried no source. */
  sourcePage: z.string().nullable(),
  sourceLabel: z.string().nullable(),
  referrerHost: z.string().nullable(),
  utm: z.record(z.string(), z.string()).nullable(),
  /** Where sales stand with the lead (docs/decisions/0046); a quarantined one shows 'Filtered' instead. */
  status: z.enum(LEAD_STATUSES),
  /** The sales rep who owns the lead; null when nobody does (or their rep was deleted). */
  owner: z.object({ id: IdSchema, name: z.string() }).nullable(),
});
export type BookedDemo = z.infer<typeof BookedDemoSchema>;

export const LeadStatusSchema = z.enum(LEAD_STATUSES, {
  message: `status must be one of ${LEAD_STATUSES.join(', ')}`,
});

const day = (what: string) => daySchema(what).optional();

/**
 * `q` matches name, email, company or message (case-insensitive, literal), and the phone number when it holds digits
 * (spaces, +, -, dots and brackets ignored); `view` picks leads or filtered ones; `status`, `owner` (a rep id or
 * `none`), `from`/`to` (UTC days, both included), `source` (the page path) and `label` (the button) narrow it;
 * `sort` is newest (the default) or oldest first. The fields alone (a refined object cannot be cut down), then the
 * query with the dates' order rule.
 */
export const BookedDemosQueryFields = z.object({
    page: PageSchema,
    view: z.enum(BOOKED_DEMO_VIEWS, { message: 'view must be leads or filtered' }).optional(),
    q: z
      .string()
      .trim()
      .max(200, { message: 'q must be at most 200 characters' })
      .optional(),
    status: LeadStatusSchema.optional(),
    owner: z
      .string()
      .refine((v) => v === NO_OWNER || IdSchema.safeParse(v).success, { message: `owner must be a sales rep's id or ${NO_OWNER}` })
      .optional(),
    from: day('from'),
    to: day('to'),
    source: z
      .string()
      .trim()
      .max(SOURCE_MAX.page, { message: `source must be at most ${SOURCE_MAX.page} characters` })
      .optional(),
    label: z
      .string()
      .trim()
      .max(SOURCE_MAX.label, { message: `label must be at most ${SOURCE_MAX.label} characters` })
      .optional(),
    sort: z.enum(LEAD_SORTS, { message: 'sort must be newest or oldest' }).optional(),
});
const fromNotAfterTo = { message: 'from must not be after to', path: ['from'] };
const datesInOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
export const BookedDemosQuerySchema = BookedDemosQueryFields.refine(datesInOrder, fromNotAfterTo);
/** The list's query without its page, stage, order and view: the pipeline strip counts the leads the rest keeps. */
export const LeadStatusCountsQuerySchema = BookedDemosQueryFields.omit({ page: true, status: true, sort: true, view: true }).refine(datesInOrder, fromNotAfterTo);
export type BookedDemosQuery = z.infer<typeof BookedDemosQuerySchema>;

export const BookedDemosReplySchema = z.object({
  message: z.string(),
  data: z.object({ bookedDemos: z.array(BookedDemoSchema), pagination: PaginationSchema }),
});

export const BOOKING_WEEKS = 12;

/** A week (its Monday, UTC) and its bookings. */
export const BookingWeekSchema = z.object({ weekStart: z.iso.date(), count: z.number().int().min(0) });
export type BookingWeek = z.infer<typeof BookingWeekSchema>;

/** BOOKING_WEEKS weeks, oldest first, zero-filled. */
export const BookedDemosWeeklyReplySchema = z.object({
  message: z.string(),
  data: z.object({ weeks: z.array(BookingWeekSchema) }),
});

export const BOOKED_DEMO_CSV_COLUMNS = ['name', 'email', 'phoneNumber', 'companyName', 'message', 'createdAt', 'mailState'] as const;
/** The pipeline's columns, after those (and the filtered view's reason), before the source ones (docs/decisions/0046). */
export const LEAD_CSV_COLUMNS = ['status', 'owner', 'notes', 'nextMeeting', 'lastMeeting'] as const;
/** The filtered view's export adds the reason, in words. */
export const FILTERED_CSV_COLUMNS = [...BOOKED_DEMO_CSV_COLUMNS, 'quarantineReason'] as const;

export const BookedDemoReleaseReplySchema = z.object({
  message: z.string(),
  data: z.object({ bookedDemo: BookedDemoSchema }),
});

/** The source columns that follow them in the CSV export (docs/decisions/0043). */
export const BOOKED_DEMO_SOURCE_CSV_COLUMNS = ['sourcePage', 'sourceLabel', 'referrerHost', ...UTM_KEYS] as const;
