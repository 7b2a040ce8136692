export interface HoursRange {
  weekday: number;
  start: string;
  end: string;
}

/** ISO weekdays, Monday first, as the contract numbers them (1–7). */
export const WEEKDAYS = [
  { day: 1, short: 'Mon', long: 'Monday' },
  { day: 2, short: 'Tue', long: 'Tuesday' },
  { day: 3, short: 'Wed', long: 'Wednesday' },
  { day: 4, short: 'Thu', long: 'Thursday' },
  { day: 5, short: 'Fri', long: 'Friday' },
  { day: 6, short: 'Sat', long: 'Saturday' },
  { day: 7, short: 'Sun', long: 'Sunday' },
] as const;

export const NO_HOURS = 'No working hours';

/** "Mon–Fri 09:00–17:00; Sat 10:00–13:00": neighbouring days with the same ranges are joined. */
export function hoursSummary(hours: readonly HoursRange[]): string {
  const perDay = WEEKDAYS.map(({ day }) =>
    hours
      .filter((h) => h.weekday === day)
      .sort((a, b) => a.start.localeCompare(b.start))
      .map((h) => `${h.start}–${h.end}`)
      .join(', '),
  );
  const runs: Array<{ from: number; to: number; ranges: string }> = [];
  perDay.forEach((ranges, index) => {
    if (!ranges) return;
    const last = runs[runs.length - 1];
    if (last && last.to === index - 1 && last.ranges === ranges) last.to = index;
    else runs.push({ from: index, to: index, ranges });
  });
  if (runs.length === 0) return NO_HOURS;
  const name = (index: number) => WEEKDAYS[index]!.short;
  return runs.map((r) => `${r.from === r.to ? name(r.from) : `${name(r.from)}–${name(r.to)}`} ${r.ranges}`).join('; ');
}
