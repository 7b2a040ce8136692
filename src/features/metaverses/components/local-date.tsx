/** A timestamp in the visitor's own locale and time zone, machine-readable in `dateTime`. */
export function LocalDate({ value }: { value: string }) {
  const date = new Date(value);
  const text = Number.isNaN(date.getTime()) ? value : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return <time dateTime={value}>{text}</time>;
}
