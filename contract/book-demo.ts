import { z } from 'zod';
import { BOOK_DEMO_MESSAGE_MAX, BOOK_DEMO_MESSAGE_TOO_LONG } from './book-demo-limits';
import { LeadSourceInputSchema } from './lead-source';
import { isPhoneNumber } from './phone';

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
    .max(32)
    // +91 and 10 digits, or a number of the calling code's own plan (docs/decisions/0039).
    .refine(isPhoneNumber, { message: 'Invalid Phone Number!' }),
  message: z
    .string({ message: 'Message is required' })
    .trim()
    .min(1, { message: 'Message is required' })
    .max(BOOK_DEMO_MESSAGE_MAX, { message: BOOK_DEMO_MESSAGE_TOO_LONG }),
  /** Honeypot: a field people never see; anything in it marks a bot (stored in quarantine, docs/decisions/0037). */
  website: z.string().max(2000).optional(),
  startedAt: z.unknown().optional(),
  /** Where the lead came from (docs/decisions/0043); a bad one is trimmed, never a reason to refuse the booking. */
  source: LeadSourceInputSchema,
  /**
   * The invisible human check's proof, a string (docs/decisions/0038): missing or failed (whatever it holds) is a bot
   * signal, never a refusal of the booking.
   */
  humanCheck: z.unknown().optional(),
});
export type BookDemo = z.infer<typeof BookDemoSchema>;

export const BookDemoHeadersSchema = z.object({
  token: z.string().min(1),
  versionnumber: z.literal('v2'),
});

/** `held`: a quarantined booking, never mailed until a super admin releases it (docs/decisions/0037). */
export const MAIL_STATES = ['pending', 'retrying', 'sent', 'failed', 'held'] as const;
export const MailStateSchema = z.enum(MAIL_STATES);
export type MailState = z.infer<typeof MailStateSchema>;
