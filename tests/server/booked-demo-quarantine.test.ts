import {
  BookedDemoReleaseReplySchema,
  BookedDemosReplySchema,
  BookedDemosWeeklyReplySchema,
  BOOKED_DEMO_SOURCE_CSV_COLUMNS,
  FILTERED_CSV_COLUMNS,
  LEAD_CSV_COLUMNS,
  QUARANTINE_REASON_TEXT,
} from '@contract/booked-demos';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookedDemos } from '../../server/src/db/schema';
import { createMemoryMailer } from '../../server/src/mail/mailer';
import { createMailWorker, type MailWorker } from '../../server/src/mail/worker';
import {
  DB_KINDS,
  expectError,
  expectNothingLeaked,
  expectValidation,
  givenSuperAdmin,
  makeTestApp,
  mintAccessToken,
  type TestApp,
} from './helpers';
import { humanProof } from './human-check';

// Quarantine instead of dropping (docs/decisions/0037): a submission with a bot signal is stored under 'Filtered',
// never mailed until a super admin says 'Not spam', and then mailed exactly like a lead, once.

const CONTACT_TOKEN = 'quarantine-contact-token';
const SALES = 'sales@example.com';
const UNKNOWN_ID = '0123456789abcdef01234567';
let seq = 0;

describe.each(DB_KINDS)('booked demo quarantine on %s', (kind) => {
  let t: TestApp;
  let worker: MailWorker;
  let mailer: ReturnType<typeof createMemoryMailer>;
  let superAdminId: string;
  let ip = 0;
  // Minted per call: a test moves the clock by a day, past any one token's life.
  const sa = () => mintAccessToken(t, 'super-admin', superAdminId);

  /** Books as the form does (shown a minute ago unless `extra` says otherwise); the address is unique. */
  const book = async (extra: Record<string, unknown> = {}) => {
    const body = {
      name: 'Nina Shah',
      companyName: `Shah Logistics ${++seq}`,
      businessEmail: `nina-${seq}@shah-logistics.example`,
      phoneNumber: '+919812345678',
      message: 'A walk through the logistics twin, please.',
      startedAt: t.clock().getTime() - 60_000,
      // As the form sends it: with a solved human check (docs/decisions/0038).
      humanCheck: await humanProof(t),
      ...extra,
    };
    const res = await t.request('POST', '/api/meta/book-demo', {
      headers: { token: CONTACT_TOKEN, versionNumber: 'v2', 'x-forwarded-for': `192.0.2.${++ip}` },
      body,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ message: 'Successully sent email.' });
    const [row] = await t.deps.db.select().from(bookedDemos).where(eq(bookedDemos.businessEmail, body.businessEmail));
    return row!;
  };
  const honeypot = () => book({ website: 'https://spam.example' });
  const list = async (query = '') => {
    const res = await t.request('GET', `/api/booked-demos${query}`, { token: await sa() });
    expect(res.status, res.text).toBe(200);
    return BookedDemosReplySchema.parse(res.body).data;
  };
  const listed = async (id: string, query = '') => (await list(query)).bookedDemos.some((d) => d._id === id);
  const release = async (id: string, as?: string) => t.request('POST', `/api/booked-demos/${id}/release`, { token: as ?? (await sa()) });
  const mailedTo = (address: string) => mailer.sent.filter((m) => m.to === address || m.replyTo === address);

  beforeAll(async () => {
    t = await makeTestApp({
      kind,
      env: { CONTACT_API_TOKEN: CONTACT_TOKEN, TRUST_PROXY: '1', SALES_EMAIL: SALES, RATE_LIMIT_BOOK_DEMO_DOMAIN: '100000' },
    });
    mailer = createMemoryMailer();
    t.deps.mailer = mailer;
    worker = createMailWorker(t.deps);
    t.deps.mailWorker = worker;
    superAdminId = (await givenSuperAdmin(t)).superAdmin._id;
  });
  afterEach(() => worker.idle());
  afterAll(async () => {
    await worker?.stop();
    await t?.close();
  });

  it('a quarantined booking never reaches the mailer until released; then sales and the visitor get one mail each', async () => {
    const row = await honeypot();
    expect(row).toMatchObject({ quarantineReason: 'honeypot', mailState: 'held', mailAttempts: 0, nextAttemptAt: null });
    await worker.idle();
    expect(await worker.runOnce()).toBe(0);
    // A day later, and after every backoff the worker knows, still nothing.
    t.clock.advance(24 * 3600);
    expect(await worker.runOnce()).toBe(0);
    expect(mailedTo(row.businessEmail)).toEqual([]);
    expect((await t.deps.db.select().from(bookedDemos).where(eq(bookedDemos.id, row.id)))[0]).toMatchObject({
      mailState: 'held',
      mailAttempts: 0,
      salesNotifiedAt: null,
    });

    const res = await release(row.id);
    expect(res.status, res.text).toBe(200);
    const reply = BookedDemoReleaseReplySchema.parse(res.body);
    expect(reply.message).toBe('Marked as not spam: the lead is listed and its mail is on its way');
    expect(reply.data.bookedDemo).toMatchObject({ _id: row.id, quarantineReason: null, mailState: 'pending', mailAttempts: 0 });
    // The release kicks the worker, as a new booking does; a sweep afterwards finds nothing more to send.
    await worker.idle();
    expect(await worker.runOnce()).toBe(0);
    const mails = mailedTo(row.businessEmail);
    expect(mails.map((m) => m.to)).toEqual([SALES, row.businessEmail]);
    expect(mails[0]).toMatchObject({ subject: `Demo request: Nina Shah (${row.companyName})`, replyTo: row.businessEmail });
    expect(mails[1]).toMatchObject({ subject: 'We received your demo request' });
    const [after] = await t.deps.db.select().from(bookedDemos).where(eq(bookedDemos.id, row.id));
    expect(after).toMatchObject({ quarantineReason: null, mailState: 'sent', mailAttempts: 1 });
  });

  it('a submission sent the instant the form was shown is a lead: stored, mailed, listed', async () => {
    const row = await book({ startedAt: t.clock().getTime() });
    expect(row).toMatchObject({ quarantineReason: null });
    await worker.idle();
    expect(mailedTo(row.businessEmail).map((m) => m.to)).toEqual([SALES, row.businessEmail]);
    expect(await listed(row.id)).toBe(true);
    expect(await listed(row.id, '?view=filtered')).toBe(false);
  });

  it('a honeypot booking is listed only under view=filtered, with its reason; once released only among the leads', async () => {
    const row = await honeypot();
    expect(await listed(row.id)).toBe(false);
    expect(await listed(row.id, '?view=leads')).toBe(false);
    const filtered = await list(`?view=filtered&q=${encodeURIComponent(row.companyName)}`);
    expect(filtered.bookedDemos).toHaveLength(1);
    expect(filtered.bookedDemos[0]).toMatchObject({ _id: row.id, quarantineReason: 'honeypot', mailState: 'held' });
    expect(filtered.pagination.total).toBe(1);
    for (const demo of (await list('?view=filtered')).bookedDemos) expect(demo.quarantineReason).not.toBeNull();
    for (const demo of (await list()).bookedDemos) expect(demo.quarantineReason).toBeNull();

    expect((await release(row.id)).status).toBe(200);
    expect(await listed(row.id)).toBe(true);
    expect(await listed(row.id, '?view=filtered')).toBe(false);
  });

  it("totals count each view's own rows", async () => {
    const before = { leads: (await list()).pagination.total, filtered: (await list('?view=filtered')).pagination.total };
    await honeypot();
    await book({ startedAt: undefined });
    await book();
    expect((await list()).pagination.total).toBe(before.leads + 1);
    expect((await list('?view=filtered')).pagination.total).toBe(before.filtered + 2);
  });

  it('the export follows the view: leads without the filtered ones; view=filtered with the reason in words', async () => {
    const held = await book({ startedAt: 'soon' });
    const lead = await book();
    const leads = await t.request('GET', '/api/booked-demos/export', { token: await sa() });
    expect(leads.status).toBe(200);
    expect(leads.text).toContain(lead.businessEmail);
    expect(leads.text).not.toContain(held.businessEmail);
    // The lead's source columns follow (docs/decisions/0043).
    expect(leads.text.split('\r\n')[0]).toBe(
      ['name,email,phoneNumber,companyName,message,createdAt,mailState', ...LEAD_CSV_COLUMNS, ...BOOKED_DEMO_SOURCE_CSV_COLUMNS].join(','),
    );

    const filtered = await t.request('GET', '/api/booked-demos/export?view=filtered', { token: await sa() });
    expect(filtered.status).toBe(200);
    expect(filtered.headers.get('content-disposition')).toMatch(/^attachment; filename="booked-demos-filtered-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = filtered.text.split('\r\n');
    expect(lines[0]).toBe([...FILTERED_CSV_COLUMNS, ...LEAD_CSV_COLUMNS, ...BOOKED_DEMO_SOURCE_CSV_COLUMNS].join(','));
    expect(filtered.text).not.toContain(lead.businessEmail);
    const line = lines.find((l) => l.includes(held.businessEmail));
    expect(line).toBeDefined();
    expect(line).toContain(`,held,${QUARANTINE_REASON_TEXT['no-start']},`);
  });

  it('the weekly chart counts only leads', async () => {
    const count = async () => {
      const res = await t.request('GET', '/api/booked-demos/weekly', { token: await sa() });
      return BookedDemosWeeklyReplySchema.parse(res.body).data.weeks.at(-1)!.count;
    };
    const before = await count();
    await honeypot();
    await book({ startedAt: t.clock().getTime() + 60_000 });
    expect(await count()).toBe(before);
    const row = await honeypot();
    await book();
    expect(await count()).toBe(before + 1);
    expect((await release(row.id)).status).toBe(200);
    expect(await count()).toBe(before + 2);
  });

  it('releasing an unknown id is 404, a lead (or one already released) 409, a malformed id 400; nothing is mailed', async () => {
    const sentBefore = mailer.sent.length;
    expectError(await release(UNKNOWN_ID), 404, 'Booked demo not found');
    const lead = await book();
    await worker.idle();
    const afterLead = mailer.sent.length;
    expect(afterLead).toBe(sentBefore + 2);
    expectError(await release(lead.id), 409, 'This booked demo is not filtered');
    const held = await honeypot();
    expect((await release(held.id)).status).toBe(200);
    await worker.idle();
    expectError(await release(held.id), 409, 'This booked demo is not filtered');
    expectValidation(await release('not-an-id'), { message: 'id must be 24 hexadecimal characters', path: ['id'] });
    await worker.idle();
    expect(await worker.runOnce()).toBe(0);
    expect(mailer.sent.length).toBe(afterLead + 2);
  });

  it('answers 400 naming view for an unknown view', async () => {
    for (const path of ['booked-demos', 'booked-demos/export']) {
      expectValidation(await t.request('GET', `/api/${path}?view=spam`, { token: await sa() }), { message: 'view must be leads or filtered', path: ['view'] });
    }
  });

  it('20 concurrent releases of one booking: one succeeds, 19 are told it is not filtered, and it is mailed once', async () => {
    const row = await honeypot();
    const replies = await Promise.all(Array.from({ length: 20 }, () => release(row.id)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, ...Array.from({ length: 19 }, () => 409)]);
    await worker.idle();
    expect(await worker.runOnce()).toBe(0);
    expect(mailedTo(row.businessEmail).map((m) => m.to)).toEqual([SALES, row.businessEmail]);
  });

  it('only a super admin releases: 401 without a token, 403 for the other roles; the booking stays held', async () => {
    const row = await honeypot();
    expectError(await t.request('POST', `/api/booked-demos/${row.id}/release`), 401, 'Unauthorized');
    for (const role of ['dashboard-user', 'metaverse-user'] as const) {
      expectError(await release(row.id, await mintAccessToken(t, role)), 403, 'Forbidden');
    }
    const [after] = await t.deps.db.select().from(bookedDemos).where(eq(bookedDemos.id, row.id));
    expect(after).toMatchObject({ quarantineReason: 'honeypot', mailState: 'held' });
  });

  it('leaks nothing', () => expectNothingLeaked(t));
});
