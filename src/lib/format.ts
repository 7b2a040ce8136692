// Dates and numbers as the visitor reads them: their locale, their time zone unless a UTC day is meant.

const asDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

export function formatDateTime(iso: string, { zone = false }: { zone?: boolean } = {}): string {
  const date = asDate(iso);
  if (!date) return iso;
  if (!zone) return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  const day = date.toLocaleDateString(undefined, { dateStyle: 'medium' });
  const time = date.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
  return `${day}, ${time}`;
}

export function formatDate(iso: string): string {
  return asDate(iso)?.toLocaleDateString(undefined, { dateStyle: 'medium' }) ?? iso;
}

/** A calendar day `YYYY-MM-DD`, read as UTC. */
export function formatDay(day: string, style: 'short' | 'long' = 'long'): string {
  const date = asDate(`${day}T00:00:00Z`);
  if (!date) return day;
  return date.toLocaleDateString(
    undefined,
    style === 'short' ? { day: 'numeric', month: 'short', timeZone: 'UTC' } : { dateStyle: 'long', timeZone: 'UTC' },
  );
}

export function formatWeek(weekStart: string, style: 'short' | 'long' = 'long'): string {
  const date = asDate(`${weekStart}T00:00:00Z`);
  if (!date) return weekStart;
  return date.toLocaleDateString(undefined, {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    ...(style === 'long' && { year: 'numeric' }),
  });
}

export const formatCount = (n: number) => n.toLocaleString();

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Infinity],
];

/** How long ago `iso` was, in the visitor's words ('2 minutes ago'); under a minute, or a clock ahead of ours, 'just now'. */
export function formatTimeAgo(iso: string, now: number = Date.now()): string {
  const date = asDate(iso);
  if (!date) return iso;
  let amount = (date.getTime() - now) / 1000;
  if (amount > -60) return 'just now';
  const format = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) return format.format(Math.round(amount), unit);
    amount /= size;
  }
  return format.format(Math.round(amount), 'year');
}
