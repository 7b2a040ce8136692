import { z } from 'zod';
import { MailStateSchema } from './book-demo';
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
