import { ErrorReplySchema, MessageReplySchema } from '@contract/common';
import { MESSAGES } from '@contract/messages';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/src/app';
import { bookedDemos } from '../../server/src/db/schema';
import { createMemoryLimiter } from '../../server/src/rate-limit';
import { bookDemo, MAX_FORM_AGE_MS, quarantineReasonOf } from '../../server/src/services/book-demo';
import {
  DB_KINDS,
  expectError,
  expectNothingLeaked,
  makeTestApp,
  type RequestOptions,
  type TestApp,
} from './helpers';
import { humanProof } from './human-check';

const CONTACT_TOKEN = 'test-contact-token-0123456789';
const HEADERS = { token: CONTACT_TOKEN, versionNumber: 'v2' };
const BOOKING = {
  name: 'Asha Verma',
  companyName: 'Verma Retail',
  businessEmail: 'Asha@Verma-Retail.example',
  phoneNumber: '+919876543210',
  message: 'We would like to see the virtual showroom.',
};

/**
 * The body as the form sends it: with `startedAt` a minute before the app's "now" unless the test names its own
 * (`startedAt: undefined` leaves it out), and a solved human check unless the test names its own (docs/decisions/0038).
 */
async function withStart(t: TestApp, body: unknown): Promise<unknown> {
  if (typeof body !== 'object' || body === null) return body;
  const proved = 'humanCheck' in body ? body : { ...body, humanCheck: await humanProof(t) };
  return 'startedAt' in body ? proved : { ...proved, startedAt: t.clock().getTime() - 60_000 };
}

/**
 * The limits' windows run on Date (rate-limiter-flexible), the app on its test clock: tests that need a window to
 * pass fake Date and move both.
 */
function later(t: TestApp, seconds: number) {
  t.clock.advance(seconds);
  vi.setSystemTime(Date.now() + seconds * 1000);
}

describe.each(DB_KINDS)('book-demo on %s', (kind) => {
  let t: TestApp;
  let ip = 0;
  // Each test books from its own address so the per-IP limit only bites where a test wants it to.
  const from = (headers: Record<string, string> = HEADERS) => ({ ...headers, 'x-forwarded-for': `198.51.100.${++ip}` });
  const book = async (opts: RequestOptions) =>
    t.request('POST', '/api/meta/book-demo', { ...opts, body: await withStart(t, opts.body) });

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    // Most tests here book from example.com: the per-domain limit has its own app below.
    t = await makeTestApp({ kind, env: { CONTACT_API_TOKEN: CONTACT_TOKEN, TRUST_PROXY: '1', RATE_LIMIT_BOOK_DEMO_DOMAIN: '100000' } });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t?.close();
  });

  it("stores the request as pending mail and answers 'Successully sent email.'", async () => {
    const res = await book({ headers: from(), body: BOOKING });
    expect(res.status, res.text).toBe(200);
    expect(MessageReplySchema.parse(res.body)).toEqual({ message: MESSAGES.bookDemoSent });
    expect(res.body.message).toBe('Successully sent email.');

    const [row] = await t.deps.db.select().from(bookedDemos).orderBy(desc(bookedDemos.createdAt)).limit(1);
    expect(row).toMatchObject({
      name: 'Asha Verma',
      companyName: 'Verma Retail',
      businessEmail: 'asha@verma-retail.example',
      phoneNumber: '+919876543210',
      message: BOOKING.message,
      mailState: 'pending',
      mailAttempts: 0,
    });
    expect(row!.id).toMatch(/^[0-9a-f]{24}$/);
    expect(row!.createdAt.getTime()).toBe(t.clock().getTime());
  });

  it('a retry with its Idempotency-Key stores one lead and gets the first reply; the key refuses another body (docs/decisions/0068)', async () => {
    const email = `retry-${ip}@retry.example`;
    const body = { ...BOOKING, businessEmail: email };
    const stored = async () => (await t.deps.db.select().from(bookedDemos).where(eq(bookedDemos.businessEmail, email))).length;
    const headers = { ...from(), 'idempotency-key': `demo-form-${email}` };
    const first = await book({ headers, body });
    expect(first.status, first.text).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    // The reply was lost: the form sends the same booking again, with a new human-check proof.
    const again = await book({ headers, body });
    expect(again.status, again.text).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await stored()).toBe(1);
    const other = await book({ headers, body: { ...body, message: 'Something else entirely, with the same key.' } });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ message: MESSAGES.idempotencyKeyReused });
    expect(await stored()).toBe(1);
    // Without a key nothing changes: two sends are two bookings.
    await book({ headers: from(), body });
    await book({ headers: from(), body });
    expect(await stored()).toBe(3);
  });

  it("answers 401 'Unauthorized' without the contact token or with a wrong one, and stores nothing", async () => {
    const before = (await t.deps.db.select().from(bookedDemos)).length;
    expectError(await book({ headers: from({ versionNumber: 'v2' }), body: BOOKING }), 401, MESSAGES.unauthorized);
    expectError(await book({ headers: from({ ...HEADERS, token: 'nope' }), body: BOOKING }), 401, MESSAGES.unauthorized);
    expectError(
      await book({ headers: from({ ...HEADERS, token: `${CONTACT_TOKEN}x` }), body: BOOKING }),
      401,
      MESSAGES.unauthorized,
    );
    expect((await t.deps.db.select().from(bookedDemos)).length).toBe(before);
  });

  it('answers 401 without the contact token before looking at the body (no validation details for a stranger)', async () => {
    for (const body of [{}, { name: '' }, BOOKING]) {
      expectError(await book({ headers: from({ versionNumber: 'v2' }), body }), 401, MESSAGES.unauthorized);
    }
    // With the key, the same bad body gets its validation details.
    expect((await book({ headers: from(HEADERS), body: { name: '' } })).status).toBe(400);
  });

  it('answers 400 naming the header when versionNumber is missing or not v2', async () => {
    expectError(await book({ headers: from({ token: CONTACT_TOKEN }), body: BOOKING }), 400, MESSAGES.bookDemoVersion);
    expectError(await book({ headers: from({ ...HEADERS, versionNumber: 'v1' }), body: BOOKING }), 400, MESSAGES.bookDemoVersion);
  });

  it.each([
    ['name', { name: '' }, 'Name is required'],
    ['companyName', { companyName: '   ' }, 'Company name is required'],
    ['businessEmail', { businessEmail: undefined }, 'Business email is required'],
    ['businessEmail', { businessEmail: 'not-an-email' }, 'Invalid email address!'],
    ['phoneNumber', { phoneNumber: '+91 98765' }, 'Invalid Phone Number!'],
    ['phoneNumber', { phoneNumber: '9876543210' }, 'Invalid Phone Number!'],
    ['phoneNumber', { phoneNumber: '+91987654321' }, 'Invalid Phone Number!'],
    ['phoneNumber', { phoneNumber: '+9198765432101' }, 'Invalid Phone Number!'],
    ['phoneNumber', { phoneNumber: '+9715012' }, 'Invalid Phone Number!'],
    ['phoneNumber', { phoneNumber: '+999123456789' }, 'Invalid Phone Number!'],
    ['message', { message: 42 }, 'Message is required'],
    ['message', { message: 'x'.repeat(6000) }, 'Message must be 5,000 characters or fewer'],
  ])('names %s in the first detail: %j', async (field, change, message) => {
    const res = await book({ headers: from(), body: { ...BOOKING, ...change } });
    expect(res.status, res.text).toBe(400);
    expect(ErrorReplySchema.parse(res.body).message).toBe(MESSAGES.validation);
    expect(res.body.errors.details[0]).toEqual({ message, path: [field] });
  });

  // Issue 22: every real number, under the one rule the form uses too (contract/phone.ts, docs/decisions/0039).
  it.each(['+971501234567', '+442079460018', '+12125550123', '+919876543210'])('accepts %s and stores it as sent', async (phoneNumber) => {
    const businessEmail = `asha.${phoneNumber.slice(1)}@verma-retail.example`;
    const res = await book({ headers: from(), body: { ...BOOKING, businessEmail, phoneNumber } });
    expect(res.status, res.text).toBe(200);
    const [row] = await t.deps.db.select().from(bookedDemos).orderBy(desc(bookedDemos.createdAt)).limit(1);
    expect(row!.phoneNumber).toBe(phoneNumber);
  });

  it('rejects unknown fields (no mass assignment of mail state or ids)', async () => {
    const res = await book({ headers: from(), body: { ...BOOKING, mailState: 'sent', id: 'a'.repeat(24) } });
    expect(res.status).toBe(400);
    expect(res.body.errors.details[0].message).toMatch(/unrecognized key/i);
  });

  it('answers 400/415, never 500, to malformed and non-JSON bodies', async () => {
    const bad = await book({ headers: { ...from(), 'content-type': 'application/json' }, raw: '{"name":' });
    expectError(bad, 400, 'Invalid JSON');
    const form = await book({ headers: { ...from(), 'content-type': 'text/plain' }, raw: 'name=x' });
    expect(form.status).toBe(415);
  });

  it('allows 20 bookings per address in 5 minutes, then 429 with Retry-After until the window ends', async () => {
    const headers = { ...HEADERS, 'x-forwarded-for': '203.0.113.77' };
    // Different emails, so only the per-address limit is in play.
    for (let i = 0; i < 20; i++) {
      const ok = await book({ headers, body: { ...BOOKING, businessEmail: `ip-limit-${i}@example.com` } });
      expect(ok.status, ok.text).toBe(200);
    }
    const limited = await book({ headers, body: BOOKING });
    expectError(limited, 429, MESSAGES.tooManyRequests);
    expect(Number(limited.headers.get('retry-after'))).toBe(300);
    // Another address is unaffected.
    expect((await book({ headers: from(), body: BOOKING })).status).toBe(200);

    later(t, 301);
    expect((await book({ headers, body: { ...BOOKING, businessEmail: 'ip-limit-after@example.com' } })).status).toBe(200);
  });

  it('allows 5 accepted bookings per business email in an hour, then 429 with Retry-After, from any address', async () => {
    const email = { ...BOOKING, businessEmail: 'Repeat@Example.com' };
    const rejected = await book({ headers: from(), body: { ...email, phoneNumber: 'x' } });
    expect(rejected.status).toBe(400); // refused bookings do not count
    for (let i = 0; i < 5; i++) {
      const ok = await book({ headers: from(), body: email });
      expect(ok.status, ok.text).toBe(200);
    }
    const limited = await book({ headers: from(), body: { ...email, businessEmail: ' repeat@example.COM ' } });
    expectError(limited, 429, MESSAGES.tooManyRequests);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    // Another email from the same address is fine.
    expect((await book({ headers: from(), body: { ...BOOKING, businessEmail: 'other@example.com' } })).status).toBe(200);
    later(t, 3601);
    expect((await book({ headers: from(), body: email })).status).toBe(200);
  });

  it('victim+1@x and victim@x share one limit: the address counts lower-cased and without its +tag', async () => {
    const as = (businessEmail: string) => book({ headers: from(), body: { ...BOOKING, businessEmail } });
    const spellings = ['victim@x.example', 'victim+1@x.example', 'Victim+2@X.example', 'VICTIM@x.example', 'victim+a+b@x.example'];
    for (const spelling of spellings) expect((await as(spelling)).status, spelling).toBe(200);
    expectError(await as('victim+6@x.example'), 429, MESSAGES.tooManyRequests);
    expectError(await as('victim@x.example'), 429, MESSAGES.tooManyRequests);
    // Another mailbox at the same domain is another person.
    expect((await as('colleague@x.example')).status).toBe(200);
  });

  it('counts Gmail addresses without their dots (Gmail delivers them to one inbox)', async () => {
    const as = (businessEmail: string) => book({ headers: from(), body: { ...BOOKING, businessEmail } });
    for (const spelling of ['jane.doe@gmail.com', 'janedoe@gmail.com', 'j.a.n.e.doe+1@gmail.com', 'Jane.Doe@googlemail.com', 'jane.d.oe@gmail.com']) {
      expect((await as(spelling)).status, spelling).toBe(200);
    }
    expectError(await as('janedoe+x@gmail.com'), 429, MESSAGES.tooManyRequests);
  });

  describe('bots: stored in quarantine, never dropped (docs/decisions/0037)', () => {
    const count = async () => (await t.deps.db.select().from(bookedDemos)).length;
    const unique = () => ({ ...BOOKING, businessEmail: `bot-${++ip}@example.com` });
    const now = () => t.clock().getTime();
    const rowOf = async (businessEmail: string) =>
      (await t.deps.db.select().from(bookedDemos).where(eq(bookedDemos.businessEmail, businessEmail)))[0];

    it.each([
      ['a filled honeypot', 'honeypot', () => ({ website: 'http://spam.example' })],
      ['a form without startedAt', 'no-start', () => ({ startedAt: undefined })],
      ['a startedAt that is a string', 'no-start', () => ({ startedAt: 'yesterday' })],
      ['a startedAt that is a numeric string', 'no-start', () => ({ startedAt: String(now() - 60_000) })],
      ['a startedAt that is null', 'no-start', () => ({ startedAt: null })],
      ['a startedAt that is an object', 'no-start', () => ({ startedAt: { at: now() - 60_000 } })],
      ['a startedAt in the future', 'future', () => ({ startedAt: now() + 60_000 })],
      ['a startedAt 1 ms in the future', 'future', () => ({ startedAt: now() + 1 })],
      ['a startedAt of 0', 'stale', () => ({ startedAt: 0 })],
      ['a negative startedAt', 'stale', () => ({ startedAt: -1 })],
      ['a form shown more than a day ago', 'stale', () => ({ startedAt: now() - MAX_FORM_AGE_MS - 1 })],
    ])("%s: the same 'Successully sent email.' reply, stored as quarantined with its mail held, one log line", async (_, reason, extra) => {
      const before = await count();
      const logsBefore = t.logs.length;
      const body = { ...unique(), ...extra() };
      const res = await book({ headers: from(), body });
      expect(res.status, res.text).toBe(200);
      expect(MessageReplySchema.strict().parse(res.body)).toEqual({ message: 'Successully sent email.' });
      expect(res.headers.get('retry-after')).toBeNull();
      expect(await count()).toBe(before + 1);
      expect(await rowOf(body.businessEmail)).toMatchObject({
        name: BOOKING.name,
        quarantineReason: reason,
        mailState: 'held',
        nextAttemptAt: null,
        mailAttempts: 0,
      });
      const lines = t.logs.slice(logsBefore).filter((l) => l.includes('book-demo submission quarantined'));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`"reason":"${reason}"`);
      expect(lines[0]).toContain(`"level":"info"`);
      // No personal data in the log: neither the address nor the name nor the phone.
      for (const value of [body.businessEmail, BOOKING.name, BOOKING.phoneNumber]) expect(lines[0]).not.toContain(value);
    });

    it('a form sent the instant it was shown, or a second after, is a lead: fill time is not a bot signal', async () => {
      for (const startedAt of [now(), now() - 1, now() - 1000, now() - 2999]) {
        const body = { ...unique(), startedAt };
        const logsBefore = t.logs.length;
        expect((await book({ headers: from(), body })).status).toBe(200);
        expect(await rowOf(body.businessEmail), String(now() - startedAt)).toMatchObject({
          quarantineReason: null,
          mailState: 'pending',
          nextAttemptAt: t.clock(),
        });
        expect(t.logs.slice(logsBefore).some((l) => l.includes('quarantined'))).toBe(false);
      }
    });

    it('stores a person as a lead: empty honeypot, form shown at most a day ago', async () => {
      for (const extra of [
        { website: '' },
        { website: '  ', startedAt: now() - 3000 },
        { startedAt: now() - 60_000 },
        { startedAt: now() - MAX_FORM_AGE_MS },
      ]) {
        const body = { ...unique(), ...extra };
        const res = await book({ headers: from(), body });
        expect(res.status, res.text).toBe(200);
        expect(await rowOf(body.businessEmail)).toMatchObject({ quarantineReason: null, mailState: 'pending' });
      }
    });

    it("the human check's verdict, when a caller passes one, quarantines a failed or missing check", async () => {
      const input = (businessEmail: string) => ({ ...BOOKING, businessEmail, startedAt: now() - 60_000 });
      const cases = [
        [{ humanCheck: 'failed' }, 'human-check-failed'],
        [{ humanCheck: 'missing' }, 'human-check-missing'],
        [{ humanCheck: 'passed' }, null],
        [{}, null],
      ] as const;
      for (const [signals, reason] of cases) {
        const businessEmail = `check-${++ip}@example.com`;
        const outcome = await bookDemo(t.deps, input(businessEmail), signals);
        expect(outcome.quarantineReason).toBe(reason);
        expect(await rowOf(businessEmail)).toMatchObject({ id: outcome.id, quarantineReason: reason, mailState: reason ? 'held' : 'pending' });
      }
      // The honeypot is named first whatever the check said.
      expect(quarantineReasonOf(t.deps, { website: 'x', startedAt: now() }, { humanCheck: 'failed' })).toBe('honeypot');
    });
  });

  it('leaks nothing', () => expectNothingLeaked(t));
});

describe.each(DB_KINDS)('book-demo per recipient domain on %s', (kind) => {
  let t: TestApp;
  let ip = 0;
  const as = async (businessEmail: string, headers: Record<string, string> = HEADERS) =>
    t.request('POST', '/api/meta/book-demo', {
      headers: { ...headers, 'x-forwarded-for': `192.0.2.${++ip}` },
      body: await withStart(t, { ...BOOKING, businessEmail }),
    });

  beforeAll(async () => {
    t = await makeTestApp({
      kind,
      env: { CONTACT_API_TOKEN: CONTACT_TOKEN, TRUST_PROXY: '1', RATE_LIMIT_BOOK_DEMO_DOMAIN: '3' },
    });
  });
  afterAll(() => t?.close());

  it('allows RATE_LIMIT_BOOK_DEMO_DOMAIN accepted bookings per domain in an hour, then 429, whatever the mailbox', async () => {
    // Refused bookings (a wrong token, a bad field) do not count.
    expectError(await as('a@victim.example', { ...HEADERS, token: 'nope' }), 401, MESSAGES.unauthorized);
    const bad = await t.request('POST', '/api/meta/book-demo', {
      headers: { ...HEADERS, 'x-forwarded-for': `192.0.2.${++ip}` },
      body: await withStart(t, { ...BOOKING, businessEmail: 'b@victim.example', phoneNumber: 'x' }),
    });
    expect(bad.status).toBe(400);
    for (const mailbox of ['a', 'b', 'c']) expect((await as(`${mailbox}@Victim.example`)).status, mailbox).toBe(200);
    const limited = await as('d@victim.example');
    expectError(limited, 429, MESSAGES.tooManyRequests);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    // Another domain is not affected.
    expect((await as('d@other.example')).status).toBe(200);
  });

  it('a booking refused for its domain does not use up its mailbox', async () => {
    const store = createMemoryLimiter();
    const app = createApp({ ...t.deps, limiter: store });
    const send = async (businessEmail: string) =>
      app.request('/api/meta/book-demo', {
        method: 'POST',
        headers: { ...HEADERS, 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${++ip}` },
        body: JSON.stringify(await withStart(t, { ...BOOKING, businessEmail })),
      });
    for (const mailbox of ['a', 'b', 'c']) expect((await send(`${mailbox}@full.example`)).status).toBe(200);
    for (let i = 0; i < 6; i++) expect((await send('e@full.example')).status).toBe(429);
    const emails = store.limit('book-demo-email', t.deps.config.rateLimit.bookDemoEmail, t.deps.config.rateLimit.bookDemoEmailWindowSeconds);
    expect((await emails.get('e@full.example'))?.consumedPoints ?? 0).toBe(0);
    expect((await emails.get('a@full.example'))?.consumedPoints).toBe(1);
  });

  it('leaks nothing', () => expectNothingLeaked(t));
});
