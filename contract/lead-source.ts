import { z } from 'zod';
import { CONVERSION_MAX_DAYS, SOURCE_MAX, UTM_KEYS, type UtmKey } from './lead-source-limits';
import { daySchema } from './list-finding';

export * from './lead-source-limits';

// Where a lead came from (issue 22 item 5, docs/decisions/0043): the page and call to action of the booking, the
// referrer's host and the landing URL's utm_* parameters, and a count of form openings per page and label.

const isControl = (ch: string) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f;
const hasControl = (s: string) => [...s].some(isControl);
const printable = (s: string) => [...s].map((ch) => (isControl(ch) ? ' ' : ch)).join('').replace(/ {2,}/g, ' ').trim();
const clip = (max: number) => (s: string) => printable(s).slice(0, max).trim();

/** A text that is clipped, never refused; anything but a string, or a text `keep` refuses, counts as absent. */
const lenient = (max: number, keep: (s: string) => string | undefined = (s) => s) =>
  z
    .string()
    .transform(clip(max))
    .transform((s) => (s === '' ? undefined : keep(s)))
    .optional()
    .catch(undefined);

const HOST = /^[a-z0-9.-]+(:[0-9]{1,5})?$|^\[[0-9a-f:.]+\](:[0-9]{1,5})?$/;

/** The known keys of `value` (an object), so a strict schema can read the rest of a body that has unknown ones. */
const knownKeys = (value: unknown, keys: readonly string[]): Record<string, unknown> | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(keys.filter((k) => Object.hasOwn(value, k)).map((k) => [k, (value as Record<string, unknown>)[k]]))
    : undefined;

const utmFields = Object.fromEntries(UTM_KEYS.map((k) => [k, lenient(SOURCE_MAX.utm)])) as Record<UtmKey, ReturnType<typeof lenient>>;
const UtmInputObject = z.strictObject(utmFields);
const UtmInputSchema = UtmInputObject.optional().catch((ctx) => UtmInputObject.safeParse(knownKeys(ctx.value, UTM_KEYS)).data);

const sourceFields = {
  page: lenient(SOURCE_MAX.page, (p) => (p.startsWith('/') ? p : undefined)),
  label: lenient(SOURCE_MAX.label),
  referrerHost: lenient(SOURCE_MAX.referrerHost, (h) => (HOST.test(h.toLowerCase()) ? h.toLowerCase() : undefined)),
  utm: UtmInputSchema,
};
const SourceInputObject = z.strictObject(sourceFields);

/**
 * The booking's `source`, as the server reads it: documented strict (no unknown keys), but read leniently. Each text
 * is clipped to its limit; unknown keys, fields of a wrong type, a page that is no path and a host with a path are
 * dropped; a `source` that is no object is ignored. A bad source never costs the lead (docs/decisions/0043).
 */
export const LeadSourceInputSchema = SourceInputObject.optional().catch(
  (ctx) => SourceInputObject.safeParse(knownKeys(ctx.value, Object.keys(sourceFields))).data,
);
export type LeadSource = NonNullable<z.output<typeof LeadSourceInputSchema>>;

/** What our form sends (strict): a unit test holds the client to it. */
export const LeadSourceSchema = z.strictObject({
  page: z.string().startsWith('/').max(SOURCE_MAX.page).optional(),
  label: z.string().min(1).max(SOURCE_MAX.label).optional(),
  referrerHost: z.string().regex(HOST).max(SOURCE_MAX.referrerHost).optional(),
  utm: z
    .strictObject(Object.fromEntries(UTM_KEYS.map((k) => [k, z.string().min(1).max(SOURCE_MAX.utm).optional()])) as Record<UtmKey, z.ZodOptional<z.ZodString>>)
    .optional(),
});

export type Utm = Partial<Record<UtmKey, string>>;

/** `POST meta/form-open`: a form was opened (nothing personal; sent with `navigator.sendBeacon`). */
export const FormOpenSchema = z.strictObject({
  page: z
    .string({ message: 'page is required' })
    .trim()
    .min(1, { message: 'page is required' })
    .max(SOURCE_MAX.page, { message: `page must be at most ${SOURCE_MAX.page} characters` })
    .refine((p) => p.startsWith('/') && !hasControl(p), { message: 'page must be a path starting with /' }),
  label: z
    .string({ message: 'label is required' })
    .trim()
    .min(1, { message: 'label is required' })
    .max(SOURCE_MAX.label, { message: `label must be at most ${SOURCE_MAX.label} characters` })
    .refine((l) => !hasControl(l), { message: 'label must be printable text' }),
});
export type FormOpen = z.infer<typeof FormOpenSchema>;

const DAY_MS = 86_400_000;
const day = (what: string) => daySchema(what).optional();

/** `from` and `to` are UTC days, both included; by default the last 30 days up to today. */
export const ConversionQuerySchema = z
  .object({ from: day('from'), to: day('to') })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to', path: ['from'] })
  .refine((q) => !q.from || !q.to || (Date.parse(q.to) - Date.parse(q.from)) / DAY_MS < CONVERSION_MAX_DAYS, {
    message: `The range must be at most ${CONVERSION_MAX_DAYS} days`,
    path: ['to'],
  });
export type ConversionQuery = z.infer<typeof ConversionQuerySchema>;

export const ConversionRowSchema = z.object({
  page: z.string(),
  label: z.string(),
  openings: z.number().int().min(0),
  bookings: z.number().int().min(0),
});
export type ConversionRow = z.infer<typeof ConversionRowSchema>;

const ConversionCountSchema = z.object({ bookings: z.number().int().min(0) });

export const ConversionReplySchema = z.object({
  message: z.string(),
  data: z.object({
    from: z.iso.date(),
    to: z.iso.date(),
    /** Per page and label, most openings first. */
    rows: z.array(ConversionRowSchema),
    /** Bookings in the range that carry no page or label (sent before issue 22, or from elsewhere). */
    unattributedBookings: z.number().int().min(0),
    /** Every opening and every lead booked in the range (quarantined bookings never count). */
    totals: z.object({ openings: z.number().int().min(0), bookings: z.number().int().min(0) }),
    /** Leads booked in the range by the office their meeting is with; `office` null: no meeting booked (yet). */
    byOffice: z.array(ConversionCountSchema.extend({ office: z.string().nullable() })),
    /** Leads booked in the range by the country of their phone number (ISO 3166-1 alpha-2); null: not known. */
    byCountry: z.array(ConversionCountSchema.extend({ country: z.string().nullable() })),
    /** Meetings that start in the range: booked (not cancelled), of them held (already over), and cancelled. */
    meetings: z.object({ booked: z.number().int().min(0), held: z.number().int().min(0), cancelled: z.number().int().min(0) }),
  }),
});
export type ConversionReport = z.infer<typeof ConversionReplySchema>['data'];
