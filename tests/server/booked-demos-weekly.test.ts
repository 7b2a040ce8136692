import { BookedDemosWeeklyReplySchema } from '@contract/booked-demos';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/db/client';
import { newId } from '../../server/src/db/ids';
import { bookedDemos } from '../../server/src/db/schema';
import { bookingsPerWeek } from '../../server/src/services/booked-demos';
import { DB_KINDS, expectError, expectNothingLeaked, givenSuperAdmin, makeTestApp, mintAccessToken, type TestApp } from './helpers';

// GET booked-demos/weekly: the console home's 'bookings per week over the last 12 weeks'.

/** A Wednesday; its week starts on Monday 2025-03-10 and the 12-week window on Monday 2024-12-23. */
const NOW = new Date('2025-03-12T10:00:00.000Z');
const WINDOW = [
  '2024-12-23', '2024-12-30', '2025-01-06', '2025-01-13', '2025-01-20', '2025-01-27',
  '2025-02-03', '2025-02-10', '2025-02-17', '2025-02-24', '2025-03-03', '2025-03-10',
];

function booking(createdAt: string) {
  return {
    id: newId(),
    name: 'Person',
    businessEmail: 'person@example.com',
    phoneNumber: '+919876543210',
    companyName: 'Company',
    message: 'Message',
    createdAt: new Date(createdAt),
    mailState: 'sent' as const,
    mailAttempts: 1,
  };
}

describe.each(DB_KINDS)('bookings per week on %s', (kind) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await makeTestApp({ kind });
    t.clock.advance((NOW.getTime() - t.clock().getTime()) / 1000);
    const { superAdmin } = await givenSuperAdmin(t);
    token = await mintAccessToken(t, 'super-admin', superAdmin._id);
  });
  afterAll(() => t?.close());

  const weekly = () => t.request('GET', '/api/booked-demos/weekly', { token });

  it('answers 401 without a valid token and 403 to the other roles', async () => {
    expectError(await t.request('GET', '/api/booked-demos/weekly'), 401, 'Unauthorized');
    expectError(await t.request('GET', '/api/booked-demos/weekly', { token: 'not.a.token' }), 401, 'Unauthorized');
    for (const role of ['dashboard-user', 'metaverse-user'] as const) {
      expectError(await t.request('GET', '/api/booked-demos/weekly', { token: await mintAccessToken(t, role) }), 403, 'Forbidden');
    }
  });

  it('gives 12 zero weeks, Monday to Monday, oldest first, when nothing was booked', async () => {
    const res = await weekly();
    expect(res.status, res.text).toBe(200);
    const reply = BookedDemosWeeklyReplySchema.parse(res.body);
    expect(reply.message).toBe('Bookings per week fetched successfully');
    expect(reply.data.weeks).toEqual(WINDOW.map((weekStart) => ({ weekStart, count: 0 })));
    for (const { weekStart } of reply.data.weeks) expect(new Date(`${weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('counts each booking in its UTC week: Sunday 23:59:59.999 and Monday 00:00 fall in different weeks; outside the window nothing', async () => {
    await t.deps.db.insert(bookedDemos).values([
      booking('2024-12-22T23:59:59.999Z'), // the Sunday before the window
      booking('2024-12-23T00:00:00.000Z'), // the window's first instant
      booking('2025-01-15T12:00:00.000Z'),
      booking('2025-01-15T13:00:00.000Z'),
      booking('2025-01-19T23:59:59.999Z'), // still the week of 2025-01-13
      booking('2025-03-09T23:59:59.999Z'), // Sunday: the week of 2025-03-03
      booking('2025-03-10T00:00:00.000Z'), // Monday: this week
      booking('2025-03-12T09:59:00.000Z'),
      booking('2025-03-17T00:00:00.000Z'), // next week (a clock ahead somewhere): not in the window
    ]);
    const reply = BookedDemosWeeklyReplySchema.parse((await weekly()).body);
    const counts = Object.fromEntries(reply.data.weeks.map((w) => [w.weekStart, w.count]));
    expect(reply.data.weeks.map((w) => w.weekStart)).toEqual(WINDOW);
    expect(counts).toEqual({
      ...Object.fromEntries(WINDOW.map((w) => [w, 0])),
      '2024-12-23': 1,
      '2025-01-13': 3,
      '2025-03-03': 1,
      '2025-03-10': 2,
    });
  });

  it('moves with the clock: a week later the window starts a week later', async () => {
    t.clock.advance(7 * 24 * 3600);
    try {
      const later = await mintAccessToken(t, 'super-admin');
      const res = await t.request('GET', '/api/booked-demos/weekly', { token: later });
      const reply = BookedDemosWeeklyReplySchema.parse(res.body);
      expect(reply.data.weeks[0]).toEqual({ weekStart: '2024-12-30', count: 0 });
      expect(reply.data.weeks.at(-1)).toEqual({ weekStart: '2025-03-17', count: 1 });
      expect(reply.data.weeks).toHaveLength(12);
    } finally {
      t.clock.advance(-7 * 24 * 3600);
    }
  });

  it("uses UTC weeks whatever the database session's time zone", async () => {
    for (const zone of ['Asia/Kolkata', 'America/Los_Angeles']) {
      const weeks = await t.deps.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local time zone '${zone}'`));
        return bookingsPerWeek({ db: tx as unknown as Db, clock: t.clock });
      });
      expect(weeks.map((w) => w.weekStart), zone).toEqual(WINDOW);
      expect(weeks.find((w) => w.weekStart === '2025-03-10')?.count, zone).toBe(2);
      expect(weeks.find((w) => w.weekStart === '2025-03-03')?.count, zone).toBe(1);
      expect(weeks[0]?.count, zone).toBe(1);
    }
  });

  it('leaks nothing', () => expectNothingLeaked(t));
});
