import { z } from 'zod';
import { MailStateSchema } from './book-demo';
import { UTM_KEYS } from './lead-source-limits';
import { IdSchema, PageSchema, PaginationSchema, TimestampSchema } from './common';

// The super-admin console's view of the stored demo bookings (docs/decisions/0007).

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
  /** Where the lead came from (docs/decisions/0043); null when the booking carried no source. */
  sourcePage: z.string().nullable(),
  sourceLabel: z.string().nullable(),
  referrerHost: z.string().nullable(),
  utm: z.record(z.string(), z.string()).nullable(),
});
export type BookedDemo = z.infer<typeof BookedDemoSchema>;

/** `q` matches name, email, company or message (case-insensitive, literal). */
export const BookedDemosQuerySchema = z.object({
  page: PageSchema,
  q: z
    .string()
    .trim()
    .max(200, { message: 'q must be at most 200 characters' })
    .optional(),
});
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

/** The source columns that follow them in the CSV export (docs/decisions/0043). */
export const BOOKED_DEMO_SOURCE_CSV_COLUMNS = ['sourcePage', 'sourceLabel', 'referrerHost', ...UTM_KEYS] as const;
