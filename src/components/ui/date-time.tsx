import { formatDate, formatDateTime } from '@/lib/format';

/**
 * A moment in the visitor's locale and time zone, machine-readable in `dateTime`; `dateOnly` drops the hour, `zone`
 * names the time zone, `seconds` adds them.
 */
export function DateTime({ value, zone = false, seconds = false, dateOnly = false }: { value: string; zone?: boolean; seconds?: boolean; dateOnly?: boolean }) {
  return <time dateTime={value}>{dateOnly ? formatDate(value) : formatDateTime(value, { zone, seconds })}</time>;
}
