/** A week's Monday (an ISO date, UTC) in the visitor's locale: 'Mar 10' short, 'Mar 10, 2025' long. */
export function weekLabel(weekStart: string, style: 'short' | 'long' = 'long'): string {
  const date = new Date(`${weekStart}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return weekStart;
  return date.toLocaleDateString(undefined, {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    ...(style === 'long' && { year: 'numeric' }),
  });
}
