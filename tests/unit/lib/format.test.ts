import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDateTime, formatDay, formatTimeAgo, formatWeek } from '@/lib/format';

const AT = '2026-03-10T14:05:00.000Z';

describe('format', () => {
  it('writes a moment in the visitor locale, naming the time zone only when asked', () => {
    const plain = formatDateTime(AT);
    expect(plain).toBe(new Date(AT).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }));
    const zoned = formatDateTime(AT, { zone: true });
    const zoneName = new Intl.DateTimeFormat(undefined, { timeZoneName: 'short' })
      .formatToParts(new Date(AT))
      .find((part) => part.type === 'timeZoneName')!.value;
    expect(zoned).toContain(zoneName);
    expect(zoned.startsWith(formatDate(AT))).toBe(true);
    expect(plain).not.toContain(zoneName);
  });

  it('reads calendar days and weeks as UTC, whatever the visitor time zone', () => {
    expect(formatDay('2026-03-10', 'short')).toBe(new Date(Date.UTC(2026, 2, 10)).toLocaleDateString(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' }));
    expect(formatWeek('2026-03-09')).toContain('2026');
    expect(formatWeek('2026-03-09', 'short')).not.toContain('2026');
  });

  it('gives back what it cannot read, and groups counts', () => {
    expect(formatDateTime('soon')).toBe('soon');
    expect(formatDate('soon')).toBe('soon');
    expect(formatDay('someday')).toBe('someday');
    expect(formatCount(3870)).toBe((3870).toLocaleString());
  });

  it('says how long ago, in the visitor locale; under a minute or a clock ahead of ours is just now', () => {
    const now = Date.parse(AT);
    const rtf = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
    expect(formatTimeAgo(AT, now)).toBe('just now');
    expect(formatTimeAgo(new Date(now - 59_000).toISOString(), now)).toBe('just now');
    expect(formatTimeAgo(new Date(now + 90_000).toISOString(), now)).toBe('just now');
    expect(formatTimeAgo(new Date(now - 3 * 60_000).toISOString(), now)).toBe(rtf.format(-3, 'minute'));
    expect(formatTimeAgo(new Date(now - 2 * 3600_000).toISOString(), now)).toBe(rtf.format(-2, 'hour'));
    expect(formatTimeAgo(new Date(now - 3 * 86400_000).toISOString(), now)).toBe(rtf.format(-3, 'day'));
    expect(formatTimeAgo('soon', now)).toBe('soon');
  });
});
