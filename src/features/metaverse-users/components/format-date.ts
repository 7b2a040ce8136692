/** A timestamp in the visitor's locale and time zone; an unreadable one as it came. */
export function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** SPEC 2.6: what stands for a missing phone number (and any other missing detail). */
export const NOT_AVAILABLE = 'not available';
