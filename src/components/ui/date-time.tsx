import { formatDate, formatDateTime } from '@/lib/format';

/**
 * A moment in the visitor's locale and time zone, machine-readable in `dateTime`; `dateOnly` drops the hour, `zone`
 * names the time zone.
 */
export function DateTime({ value, zone = false, dateOnly = false }: { value: string; zone?: boolean; dateOnly?: boolean }) {
  return <time dateTime={value}>{dateOnly ? formatDate(value) : formatDateTime(value, { zone })}</time>;
}
