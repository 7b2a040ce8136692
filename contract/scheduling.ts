import { z } from 'zod';
import { IdSchema, MessageReplySchema } from './common';
import { daySchema } from './list-finding';
import { schedulingRouting } from './scheduling-routing';
import { MEETING_MINUTES, SCHEDULING_TEXT } from './scheduling-text';

// Issue 22 item 4: a booked demo becomes a meeting with the sales rep of the office that serves the visitor.
// The rows below are spread into endpoint-routing.ts and endpoints.ts (they live here so the scheduling code has
// one home). Times on the wire are ISO 8601 instants in UTC (`2026-12-01T09:30:00.000Z`); dates are `YYYY-MM-DD`
// in the office's time zone; clock times are `HH:MM` (24 h) in the office's time zone.

export { MEETING_MINUTES, SCHEDULING_TEXT, SLOT_WORKING_DAYS } from './scheduling-text';

const Instant = z.iso.datetime({ offset: false, message: 'start must be an ISO 8601 time in UTC' });
const ClockTime = z.string({ message: 'times must be HH:MM' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'times must be HH:MM' });
const DateOnly = daySchema('date');
/** A token the server signed: the booking's (to choose a first slot) or the meeting's (to move or cancel it). */
const Token = z
  .string({ message: SCHEDULING_TEXT.linkInvalid })
  .min(16, { message: SCHEDULING_TEXT.linkInvalid })
  .max(512, { message: SCHEDULING_TEXT.linkInvalid });

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
const WEEKDAY = 'weekday must be 1 (Monday) to 7 (Sunday)';
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** Weekday 1 = Monday … 7 = Sunday (ISO 8601); times on the half hour, so every slot starts on the office's grid. */
export const WorkingHoursSchema = z
  .array(
    z.strictObject(
      {
        weekday: z
          .number({ message: WEEKDAY })
          .int({ message: WEEKDAY })
          .min(1, { message: WEEKDAY })
          .max(7, { message: WEEKDAY }),
        start: ClockTime,
        end: ClockTime,
      },
      { message: 'Each working-hours entry is { weekday, start, end }' },
    ),
    { message: 'hours must be a list of working hours' },
  )
  .max(21, { message: 'At most 21 working-hour ranges' })
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
const TIME_ZONE = 'Time zone must be an IANA name such as Asia/Dubai';
const COUNTRY = 'Countries are ISO 3166-1 alpha-2 codes in capitals, such as AE';
const NOTICE = 'Minimum notice is whole minutes from 0 to 10080 (a week)';
export const OfficeWriteSchema = z.strictObject({
  name: z
    .string({ message: 'Name is required' })
    .trim()
    .min(1, { message: 'Name is required' })
    .max(80, { message: 'Name must be at most 80 characters' }),
  timeZone: z
    .string({ message: TIME_ZONE })
    .trim()
    .min(1, { message: TIME_ZONE })
    .max(64, { message: TIME_ZONE })
    .refine(isTimeZone, { message: TIME_ZONE }),
  /** ISO 3166-1 alpha-2 codes of the countries whose visitors this office serves. */
  countries: z
    .array(z.string({ message: COUNTRY }).regex(/^[A-Z]{2}$/, { message: COUNTRY }), { message: COUNTRY })
    .max(250, { message: 'At most 250 countries' }),
  isDefault: z.boolean({ message: 'isDefault must be true or false' }),
  minNoticeMinutes: z
    .number({ message: NOTICE })
    .int({ message: NOTICE })
    .min(0, { message: NOTICE })
    .max(7 * 24 * 60, { message: NOTICE }),
});
export const OfficePatchSchema = OfficeWriteSchema.partial();
export const RepWriteSchema = z.strictObject({
  officeId: IdSchema,
  name: z
    .string({ message: 'Name is required' })
    .trim()
    .min(1, { message: 'Name is required' })
    .max(120, { message: 'Name must be at most 120 characters' }),
  email: z.email({ message: 'Invalid email address!' }).max(254, { message: 'Invalid email address!' }),
  active: z.boolean({ message: 'active must be true or false' }),
  hours: WorkingHoursSchema,
});
export const RepPatchSchema = RepWriteSchema.partial();
export const HolidayWriteSchema = z.strictObject({
  date: DateOnly,
  name: z
    .string({ message: 'Name is required' })
    .trim()
    .min(1, { message: 'Name is required' })
    .max(120, { message: 'Name must be at most 120 characters' }),
});

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

  leadMeetingSlots: { ...schedulingRouting.leadMeetingSlots, params: Id, reply: SlotsReplySchema },
  leadMeetingBook: { ...schedulingRouting.leadMeetingBook, params: Id, body: MeetingMoveSchema, reply: MeetingReplySchema },

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
