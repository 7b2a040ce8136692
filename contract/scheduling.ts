import { z } from 'zod';
import { IdSchema, MessageReplySchema } from './common';
import { schedulingRouting } from './scheduling-routing';

// Issue 22 item 4: a booked demo becomes a meeting with the sales rep of the office that serves the visitor.
// The rows below are spread into endpoint-routing.ts and endpoints.ts (they live here so the scheduling code has
// one home). Times on the wire are ISO 8601 instants in UTC (`2026-12-01T09:30:00.000Z`); dates are `YYYY-MM-DD`
// in the office's time zone; clock times are `HH:MM` (24 h) in the office's time zone.

export const MEETING_MINUTES = 30;
/** Slots are offered over this many working days of the office, starting today. */
export const SLOT_WORKING_DAYS = 10;

export const SCHEDULING_TEXT = {
  taken: 'That time was just taken. Please choose another.',
  linkInvalid: 'This link is no longer valid.',
  slotInvalid: 'That time is not available. Please choose another.',
  booked: 'Your meeting is booked.',
  rescheduled: 'Your meeting has been moved.',
  cancelled: 'Your meeting has been cancelled.',
} as const;

const Instant = z.iso.datetime({ offset: false, message: 'start must be an ISO 8601 time in UTC' });
const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'times must be HH:MM' });
const DateOnly = z.iso.date({ message: 'date must be YYYY-MM-DD' });
/** A token the server signed: the booking's (to choose a first slot) or the meeting's (to move or cancel it). */
const Token = z.string().min(16).max(512);

/** Added to SPEC's `{ message }` reply of `POST meta/book-demo` when this server schedules meetings. */
export const BookingHandleSchema = z.object({ id: IdSchema, token: Token });
export const BookDemoReplySchema = MessageReplySchema.extend({ booking: BookingHandleSchema.optional() });

export const OfficeSummarySchema = z.object({ id: IdSchema, name: z.string(), timeZone: z.string() });
export const SlotSchema = z.object({ start: Instant, end: Instant });
export const SlotsReplySchema = z.object({
  office: OfficeSummarySchema,
  durationMinutes: z.number().int(),
  slots: z.array(SlotSchema),
});

export const SlotsQuerySchema = z.object({ token: Token });
export const MeetingBookSchema = z.strictObject({ token: Token, start: Instant });
export const MeetingTokenParamsSchema = z.object({ token: Token });
export const MeetingMoveSchema = z.strictObject({ start: Instant });

export const MEETING_STATUSES = ['booked', 'cancelled'] as const;
export const MeetingReplySchema = z.object({
  id: IdSchema,
  status: z.enum(MEETING_STATUSES),
  start: Instant,
  end: Instant,
  office: OfficeSummarySchema,
  rep: z.object({ name: z.string(), email: z.string() }),
  visitor: z.object({ name: z.string(), email: z.string() }),
  /** The link to move or cancel this meeting (changes with every move; the old one stops working). */
  manageToken: Token,
});

// Super admin: offices, reps, working hours, holidays.
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** Weekday 1 = Monday … 7 = Sunday (ISO 8601); times on the half hour, so every slot starts on the office's grid. */
export const WorkingHoursSchema = z
  .array(z.object({ weekday: z.number().int().min(1).max(7), start: ClockTime, end: ClockTime }))
  .max(21)
  .superRefine((hours, ctx) => {
    hours.forEach((h, i) => {
      if (minutesOf(h.start) % MEETING_MINUTES !== 0 || minutesOf(h.end) % MEETING_MINUTES !== 0) {
        ctx.addIssue({ code: 'custom', message: 'Working hours start and end on the hour or the half hour', path: [i] });
      } else if (minutesOf(h.start) >= minutesOf(h.end)) {
        ctx.addIssue({ code: 'custom', message: 'Working hours must end after they start', path: [i, 'end'] });
      } else if (
        hours.some((o, j) => j < i && o.weekday === h.weekday && minutesOf(o.start) < minutesOf(h.end) && minutesOf(h.start) < minutesOf(o.end))
      ) {
        ctx.addIssue({ code: 'custom', message: 'Working hours of one day must not overlap', path: [i] });
      }
    });
  });

/** An IANA time zone this runtime knows (`Asia/Dubai`); the same check in the browser and on the server. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value.includes('/') || value === 'UTC';
  } catch {
    return false;
  }
}
export const OfficeWriteSchema = z.strictObject({
  name: z.string().trim().min(1, { message: 'Name is required' }).max(80),
  timeZone: z.string().trim().min(1).max(64).refine(isTimeZone, { message: 'Time zone must be an IANA name such as Asia/Dubai' }),
  /** ISO 3166-1 alpha-2 codes of the countries whose visitors this office serves. */
  countries: z.array(z.string().regex(/^[A-Z]{2}$/)).max(250),
  isDefault: z.boolean(),
  minNoticeMinutes: z.number().int().min(0).max(7 * 24 * 60),
});
export const OfficePatchSchema = OfficeWriteSchema.partial();
export const RepWriteSchema = z.strictObject({
  officeId: IdSchema,
  name: z.string().trim().min(1, { message: 'Name is required' }).max(120),
  email: z.email({ message: 'Invalid email address!' }).max(254),
  active: z.boolean(),
  hours: WorkingHoursSchema,
});
export const RepPatchSchema = RepWriteSchema.partial();
export const HolidayWriteSchema = z.strictObject({ date: DateOnly, name: z.string().trim().min(1).max(120) });

export const RepReplySchema = RepWriteSchema.extend({ id: IdSchema });
export const HolidayReplySchema = HolidayWriteSchema.extend({ id: IdSchema });
export const OfficeReplySchema = OfficeWriteSchema.extend({
  id: IdSchema,
  reps: z.array(RepReplySchema),
  holidays: z.array(HolidayReplySchema),
});
export const OfficesReplySchema = z.object({ offices: z.array(OfficeReplySchema) });

export { schedulingRouting } from './scheduling-routing';

const Id = z.object({ id: IdSchema });

export const schedulingEndpoints = {
  meetingSlots: { ...schedulingRouting.meetingSlots, query: SlotsQuerySchema, reply: SlotsReplySchema },
  meetingBook: { ...schedulingRouting.meetingBook, body: MeetingBookSchema, reply: MeetingReplySchema },
  meetingGet: { ...schedulingRouting.meetingGet, params: MeetingTokenParamsSchema, reply: MeetingReplySchema },
  meetingMoveSlots: { ...schedulingRouting.meetingMoveSlots, params: MeetingTokenParamsSchema, reply: SlotsReplySchema },
  meetingMove: { ...schedulingRouting.meetingMove, params: MeetingTokenParamsSchema, body: MeetingMoveSchema, reply: MeetingReplySchema },
  meetingCancel: { ...schedulingRouting.meetingCancel, params: MeetingTokenParamsSchema, reply: MessageReplySchema },

  salesOffices: { ...schedulingRouting.salesOffices, reply: OfficesReplySchema },
  salesOfficeCreate: { ...schedulingRouting.salesOfficeCreate, body: OfficeWriteSchema, reply: OfficeReplySchema },
  salesOfficePatch: { ...schedulingRouting.salesOfficePatch, params: Id, body: OfficePatchSchema, reply: OfficeReplySchema },
  salesOfficeDelete: { ...schedulingRouting.salesOfficeDelete, params: Id, reply: MessageReplySchema },
  salesRepCreate: { ...schedulingRouting.salesRepCreate, body: RepWriteSchema, reply: RepReplySchema },
  salesRepPatch: { ...schedulingRouting.salesRepPatch, params: Id, body: RepPatchSchema, reply: RepReplySchema },
  salesRepDelete: { ...schedulingRouting.salesRepDelete, params: Id, reply: MessageReplySchema },
  salesHolidayCreate: { ...schedulingRouting.salesHolidayCreate, params: Id, body: HolidayWriteSchema, reply: HolidayReplySchema },
  salesHolidayDelete: { ...schedulingRouting.salesHolidayDelete, params: Id, reply: MessageReplySchema },
};
