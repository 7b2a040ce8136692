// Meeting times as the visitor reads them: their own time zone (or one given), named in full.

export const visitorTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** "Gulf Standard Time" for Asia/Dubai; the zone's id when the browser knows no long name. */
export function timeZoneName(timeZone: string, at: Date = new Date()): string {
  const part = new Intl.DateTimeFormat(undefined, { timeZone, timeZoneName: 'long' }).formatToParts(at).find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** `YYYY-MM-DD` of an instant in a time zone (en-CA writes dates that way). */
export const dayKey = (iso: string, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));

export const dayLabel = (iso: string, timeZone: string, style: 'short' | 'long' = 'short'): string =>
  new Date(iso).toLocaleDateString(
    undefined,
    style === 'short' ? { timeZone, weekday: 'short', day: 'numeric', month: 'short' } : { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  );

export const timeLabel = (iso: string, timeZone: string): string =>
  new Date(iso).toLocaleTimeString(undefined, { timeZone, hour: 'numeric', minute: '2-digit' });

/** "Tuesday, 1 December 2026, 13:30 – 14:00" in the given zone. */
export const meetingWhen = (start: string, end: string, timeZone: string): string =>
  `${dayLabel(start, timeZone, 'long')}, ${timeLabel(start, timeZone)} – ${timeLabel(end, timeZone)}`;

export interface SlotDay<S extends { start: string }> {
  key: string;
  label: string;
  slots: S[];
}

/** Slots grouped by the visitor's calendar day, in order. */
export function groupByDay<S extends { start: string }>(slots: readonly S[], timeZone: string): SlotDay<S>[] {
  const days = new Map<string, SlotDay<S>>();
  for (const slot of [...slots].sort((a, b) => a.start.localeCompare(b.start))) {
    const key = dayKey(slot.start, timeZone);
    const day = days.get(key) ?? { key, label: dayLabel(slot.start, timeZone), slots: [] };
    day.slots.push(slot);
    days.set(key, day);
  }
  return [...days.values()];
}
