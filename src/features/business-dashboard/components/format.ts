/** What a missing name, email or phone shows. */
export const NOT_AVAILABLE = 'Not Available';

/** A date and time in the visitor's locale, e.g. '22 Nov 2026, 14:05'; the raw text when it is not a date. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A date in the visitor's locale, e.g. '22 Nov 2026'. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString(undefined, { dateStyle: 'medium' });
}

/** A calendar day `YYYY-MM-DD` (UTC) as the visitor writes it, short ('22 Nov') or long ('22 November 2026'). */
export function formatDay(day: string, style: 'short' | 'long' = 'long'): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString(
    undefined,
    style === 'short' ? { day: 'numeric', month: 'short', timeZone: 'UTC' } : { dateStyle: 'long', timeZone: 'UTC' },
  );
}

/** A whole number in the visitor's locale ('3,870'). */
export const formatCount = (n: number) => n.toLocaleString();
