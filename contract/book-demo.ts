import { z } from 'zod';
import { IdSchema, PageSchema, PaginationSchema, TimestampSchema } from './common';

/** The body of `POST meta/book-demo` (SPEC 7.1); messages as SPEC part 5 gives them. */
export const BookDemoSchema = z.strictObject({
  name: z.string({ message: 'Name is required' }).trim().min(1, { message: 'Name is required' }).max(120),
  companyName: z
    .string({ message: 'Company name is required' })
    .trim()
    .min(1, { message: 'Company name is required' })
    .max(160),
  businessEmail: z
    .string({ message: 'Business email is required' })
    .trim()
    .min(1, { message: 'Business email is required' })
    .max(254)
    .pipe(z.email({ message: 'Invalid email address!' })),
  phoneNumber: z
    .string({ message: 'Phone number is required' })
    .trim()
    .min(1, { message: 'Phone number is required' })
    .regex(/^\+[0-9]{1,4}[0-9]{10}$/, { message: 'Invalid Phone Number!' }),
  message: z.string({ message: 'Message is required' }).trim().min(1, { message: 'Message is required' }).max(5000),
  /** Honeypot: a field people never see; anything in it marks a bot (dropped silently, docs/decisions/0007). */
  website: z.string().max(2000).optional(),
  startedAt: z.unknown().optional(),
});
export type BookDemo = z.infer<typeof BookDemoSchema>;

export const BookDemoHeadersSchema = z.object({
  token: z.string().min(1),
  versionnumber: z.literal('v2'),
});

export const MAIL_STATES = ['pending', 'retrying', 'sent', 'failed'] as const;
export const MailStateSchema = z.enum(MAIL_STATES);
export type MailState = z.infer<typeof MailStateSchema>;

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
