// Wall-clock time in an IANA time zone ↔ instants, with Intl only (no date library): an office's "Monday 09:00" is
// found by guessing the instant and correcting by the zone's offset at that instant, twice across a clock change.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export interface WallTime {
  /** YYYY-MM-DD */
  date: string;
  /** Minutes since local midnight. */
  minutes: number;
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
}

function parts(instant: Date, timeZone: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of formatterOf(timeZone).formatToParts(instant)) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return out;
}

/** The zone's offset from UTC at that instant, in milliseconds (positive east of Greenwich). */
export function offsetMs(instant: Date, timeZone: string): number {
  const p = parts(instant, timeZone);
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The wall time of an instant in a zone. */
export function wallTimeOf(instant: Date, timeZone: string): WallTime {
  const p = parts(instant, timeZone);
  const date = `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
  return { date, minutes: p.hour! * 60 + p.minute!, weekday: weekdayOf(date) };
}

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday. */
export function weekdayOf(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The instant a wall time (date + minutes after midnight) names in a zone, or null when that wall time does not exist
 * there (skipped by a clock change, e.g. 01:30 on the UK's spring-forward night).
 */
export function instantOf(date: string, minutes: number, timeZone: string): Date | null {
  const guess = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  let t = guess - offsetMs(new Date(guess), timeZone);
  const second = guess - offsetMs(new Date(t), timeZone);
  if (second !== t) t = second;
  const back = wallTimeOf(new Date(t), timeZone);
  return back.date === date && back.minutes === minutes ? new Date(t) : null;
}

export const clockMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
