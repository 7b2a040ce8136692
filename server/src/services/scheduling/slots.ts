import { MEETING_MINUTES, SLOT_WORKING_DAYS } from '@contract/scheduling';
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { meetings, officeHolidays, salesOffices, salesReps } from '../../db/schema';
import type { ServiceDeps } from '../../deps';
import { addDays, clockMinutes, instantOf, wallTimeOf, weekdayOf } from './zoned-time';

// Which office serves a visitor, and the free 30-minute times of its reps (docs/decisions/0041).

export type Office = typeof salesOffices.$inferSelect;
export type Rep = typeof salesReps.$inferSelect;

const MEETING_MS = MEETING_MINUTES * 60_000;
/** Enough calendar days to find SLOT_WORKING_DAYS working days past any run of weekends and holidays. */
const MAX_SCAN_DAYS = 60;

/** The country of a phone number as the booking stored it (`+971501234567` → AE), or undefined. */
export function countryOfPhone(phone: string): string | undefined {
  const parsed = parsePhoneNumberFromString(phone);
  return parsed?.country ?? parsed?.getPossibleCountries()[0];
}

/**
 * The offices that serve a phone's country and have an active rep; several may (India North and India West both
 * list IN: their reps are one team, decision 0041); none → the default office.
 */
export async function servingOffices(deps: Pick<ServiceDeps, 'db'>, phone: string): Promise<Office[]> {
  const offices = await deps.db.select().from(salesOffices).orderBy(salesOffices.name, salesOffices.id);
  const staffed = new Set(
    (await deps.db.selectDistinct({ officeId: salesReps.officeId }).from(salesReps).where(eq(salesReps.active, true))).map(
      (r) => r.officeId,
    ),
  );
  const country = countryOfPhone(phone);
  const matched = country ? offices.filter((o) => o.countries.includes(country) && staffed.has(o.id)) : [];
  if (matched.length > 0) return matched;
  return offices.filter((o) => o.isDefault && staffed.has(o.id));
}

export interface SlotRep {
  rep: Rep;
  office: Office;
  busy: boolean;
}

export interface Slot {
  start: Date;
  end: Date;
  /** The reps whose hours hold this time, busy or not. */
  reps: SlotRep[];
}

/**
 * Every time on the offices' grid over their next SLOT_WORKING_DAYS working days, after the minimum notice, within
 * an active rep's hours and off the office's holidays, with which reps hold it and whether each is already booked.
 */
export async function officeSlots(deps: Pick<ServiceDeps, 'db'>, offices: Office[], now: Date): Promise<Slot[]> {
  if (offices.length === 0) return [];
  const officeIds = offices.map((o) => o.id);
  const reps = await deps.db
    .select()
    .from(salesReps)
    .where(and(inArray(salesReps.officeId, officeIds), eq(salesReps.active, true)));
  if (reps.length === 0) return [];
  const holidays = await deps.db
    .select({ officeId: officeHolidays.officeId, date: officeHolidays.date })
    .from(officeHolidays)
    .where(inArray(officeHolidays.officeId, officeIds));
  const horizon = new Date(now.getTime() + (MAX_SCAN_DAYS + 2) * 86_400_000);
  const booked = await deps.db
    .select({ repId: meetings.repId, startsAt: meetings.startsAt, endsAt: meetings.endsAt })
    .from(meetings)
    .where(
      and(
        inArray(
          meetings.repId,
          reps.map((r) => r.id),
        ),
        eq(meetings.status, 'booked'),
        gte(meetings.endsAt, now),
        lt(meetings.startsAt, horizon),
      ),
    );
  const busy = (repId: string, start: number) =>
    booked.some((m) => m.repId === repId && m.startsAt.getTime() < start + MEETING_MS && start < m.endsAt.getTime());

  const byStart = new Map<number, Slot>();
  for (const office of offices) {
    const officeReps = reps.filter((r) => r.officeId === office.id);
    const off = new Set(holidays.filter((h) => h.officeId === office.id).map((h) => h.date));
    const earliest = now.getTime() + office.minNoticeMinutes * 60_000;
    let date = wallTimeOf(now, office.timeZone).date;
    let workingDays = 0;
    for (let scanned = 0; scanned < MAX_SCAN_DAYS && workingDays < SLOT_WORKING_DAYS; scanned++, date = addDays(date, 1)) {
      const weekday = weekdayOf(date);
      const working = officeReps.filter((r) => r.hours.some((h) => h.weekday === weekday));
      if (off.has(date) || working.length === 0) continue;
      workingDays++;
      for (const rep of working) {
        for (const hours of rep.hours.filter((h) => h.weekday === weekday)) {
          const endMinutes = clockMinutes(hours.end);
          for (let m = clockMinutes(hours.start); m + MEETING_MINUTES <= endMinutes; m += MEETING_MINUTES) {
            const start = instantOf(date, m, office.timeZone);
            if (!start || start.getTime() < earliest) continue;
            const slot = byStart.get(start.getTime()) ?? { start, end: new Date(start.getTime() + MEETING_MS), reps: [] };
            if (!slot.reps.some((r) => r.rep.id === rep.id)) slot.reps.push({ rep, office, busy: busy(rep.id, start.getTime()) });
            byStart.set(start.getTime(), slot);
          }
        }
      }
    }
  }
  return [...byStart.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Free reps of a slot, the one assigned longest ago (or never) first: round robin. */
export function roundRobin(slot: Slot): SlotRep[] {
  return slot.reps
    .filter((r) => !r.busy)
    .sort(
      (a, b) =>
        (a.rep.lastAssignedAt?.getTime() ?? -Infinity) - (b.rep.lastAssignedAt?.getTime() ?? -Infinity) ||
        a.rep.id.localeCompare(b.rep.id),
    );
}

export const freeSlots = (slots: Slot[]) => slots.filter((s) => s.reps.some((r) => !r.busy));
