// Dates and numbers as the visitor reads them.

const asDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * One way of writing dates in both consoles (docs/decisions/0053): '26 Nov 2026, 14:05', day before month and a
 * 24-hour clock, whatever the browser's language, so a list and a detail page never disagree. The time zone is the
 * visitor's; calendar days and weeks the server counts in UTC are read as UTC.
 */
const LOCALE = 'en-GB';
const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;
function parts(date: Date, options: Intl.DateTimeFormatOptions): Parts {
  const found: Parts = {};
  for (const part of new Intl.DateTimeFormat(LOCALE, options).formatToParts(date)) found[part.type] = part.value;
  return found;
}

const dayText = (p: Parts) => [p.day, p.month, p.year].filter(Boolean).join(' ');

/**
 * `seconds` adds them ('26 Nov 2026, 14:05:09'), for logs where the order of nearby events matters; `timeZone` reads
 * the time in another zone than the visitor's (a sales office's), best with `zone` to name it.
 */
export function formatDateTime(
  iso: string,
  { zone = false, seconds = false, timeZone }: { zone?: boolean; seconds?: boolean; timeZone?: string } = {},
): string {
  const date = asDate(iso);
  if (!date) return iso;
  const p = parts(date, {
    ...DAY,
    ...(timeZone && { timeZone }),
    hour: '2-digit',
    minute: '2-digit',
    ...(seconds && { second: '2-digit' }),
    hourCycle: 'h23',
    ...(zone && { timeZoneName: 'short' }),
  });
  const time = `${p.hour}:${p.minute}${seconds ? `:${p.second}` : ''}${zone && p.timeZoneName ? ` ${p.timeZoneName}` : ''}`;
  return `${dayText(p)}, ${time}`;
}

export function formatDate(iso: string): string {
  const date = asDate(iso);
  return date ? dayText(parts(date, DAY)) : iso;
}

/** A calendar day `YYYY-MM-DD`, read as UTC; 'short' drops the year (chart axes). */
export function formatDay(day: string, style: 'short' | 'long' = 'long'): string {
  const date = asDate(`${day}T00:00:00Z`);
  if (!date) return day;
  const p = parts(date, { ...DAY, timeZone: 'UTC' });
  return style === 'short' ? `${p.day} ${p.month}` : dayText(p);
}

/** The Monday a week starts on, as a calendar day. */
export const formatWeek = formatDay;

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
