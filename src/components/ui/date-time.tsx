import { formatDateTime } from '@/lib/format';

/** A moment in the visitor's locale and time zone, machine-readable in `dateTime`. */
export function DateTime({ value, zone = false }: { value: string; zone?: boolean }) {
  return <time dateTime={value}>{formatDateTime(value, { zone })}</time>;
}
