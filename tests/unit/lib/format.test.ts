import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDateTime, formatDay, formatTimeAgo, formatWeek } from '@/lib/format';

const AT = '2026-03-10T14:05:00.000Z';
// The same moment as the visitor's clock shows it, so the test holds in any time zone the machine has.
const local = new Date(AT);
const hh = String(local.getHours()).padStart(2, '0');
const mm = String(local.getMinutes()).padStart(2, '0');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const localDay = `${local.getDate()} ${MONTHS[local.getMonth()]} ${local.getFullYear()}`;

describe('format', () => {
  it("writes every moment one way, '10 Mar 2026, 14:05', in the visitor's time zone, naming it only when asked", () => {
    expect(formatDateTime(AT)).toBe(`${localDay}, ${hh}:${mm}`);
    expect(formatDate(AT)).toBe(localDay);
    const zoned = formatDateTime(AT, { zone: true });
    expect(zoned.startsWith(`${localDay}, ${hh}:${mm} `)).toBe(true);
    expect(zoned.length).toBeGreaterThan(formatDateTime(AT).length + 1);
  });

  it('adds seconds when asked, before the zone (the audit log orders nearby events by them)', () => {
    const at = new Date(2026, 10, 26, 21, 7, 9).toISOString();
    expect(formatDateTime(at, { seconds: true })).toBe('26 Nov 2026, 21:07:09');
    expect(formatDateTime(at, { seconds: true, zone: true })).toMatch(/^26 Nov 2026, 21:07:09 \S+/);
  });

  it("is the same whatever the browser's language (no month-first dates, no 12-hour clock)", () => {
    const evening = new Date(2026, 10, 26, 21, 7).toISOString();
    expect(formatDateTime(evening)).toBe('26 Nov 2026, 21:07');
    expect(formatDate(new Date(2026, 0, 5, 9, 0).toISOString())).toBe('5 Jan 2026');
  });

  it('reads calendar days and weeks as UTC, whatever the visitor time zone', () => {
    expect(formatDay('2026-03-10')).toBe('10 Mar 2026');
    expect(formatDay('2026-03-10', 'short')).toBe('10 Mar');
    expect(formatDay('2026-12-31')).toBe('31 Dec 2026');
    expect(formatWeek('2026-03-09')).toBe('9 Mar 2026');
    expect(formatWeek('2026-03-09', 'short')).toBe('9 Mar');
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
