import { z } from 'zod';

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

export const MAIL_STATES = ['pending', 'retrying', 'sent', 'failed'] as const;
export const MailStateSchema = z.enum(MAIL_STATES);
export type MailState = z.infer<typeof MailStateSchema>;
