import { formatDateTime } from '@/lib/format';

export function DateTime({ value, zone = false }: { value: string; zone?: boolean }) {
  return <time dateTime={value}>{formatDateTime(value, { zone })}</time>;
}
