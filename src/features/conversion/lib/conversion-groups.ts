import type { ConversionRow } from '@contract/lead-source';

// The report's rows are (page, button label) pairs; the console also reads them by page and by label.

export interface Funnel {
  key: string;
  openings: number;
  bookings: number;
}

/** Pairs summed by one of their parts, most openings first (then bookings, then name). */
export function groupBy(rows: readonly ConversionRow[], part: 'page' | 'label'): Funnel[] {
  const sums = new Map<string, Funnel>();
  for (const row of rows) {
    const key = row[part];
    const sum = sums.get(key) ?? { key, openings: 0, bookings: 0 };
    sum.openings += row.openings;
    sum.bookings += row.bookings;
    sums.set(key, sum);
  }
  return [...sums.values()].sort((a, b) => b.openings - a.openings || b.bookings - a.bookings || a.key.localeCompare(b.key));
}

/**
 * Bookings per opening as a percentage with one decimal ('12.5%'); '—' with no openings to divide by. Above 100% is
 * possible and shown: a visitor can book after opening the form on an earlier day of another period, or book twice.
 */
export function rateText(bookings: number, openings: number): string {
  if (openings === 0) return '—';
  return `${(Math.round((bookings / openings) * 1000) / 10).toLocaleString(undefined, { maximumFractionDigits: 1 })}%`;
}

/** A share of a total as a whole percentage ('40%'); '0%' of nothing. */
export function shareText(part: number, total: number): string {
  return total === 0 ? '0%' : `${Math.round((part / total) * 100)}%`;
}

const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The quick periods: the last n UTC days up to today, today included. */
export function lastDays(n: number, now: number = Date.now()): { from: string; to: string } {
  return { from: day(now - (n - 1) * DAY_MS), to: day(now) };
}
