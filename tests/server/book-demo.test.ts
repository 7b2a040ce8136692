import { ErrorReplySchema, MessageReplySchema } from '@contract/common';
import { MESSAGES } from '@contract/messages';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedDemos } from '../../server/src/db/schema';
import {
  DB_KINDS,
  expectError,
  expectNothingLeaked,
  makeTestApp,
  type RequestOptions,
  type TestApp,
} from './helpers';

const CONTACT_TOKEN = 'test-contact-token-0123456789';
const HEADERS = { token: CONTACT_TOKEN, versionNumber: 'v2' };
const BOOKING = {
  name: 'Asha Verma',
  companyName: 'Verma Retail',
  businessEmail: 'Asha@Verma-Retail.example',
  phoneNumber: '+919876543210',
  message: 'We would like to see the virtual showroom.',
};


describe.each(DB_KINDS)('book-demo on %s', (kind) => {
  let t: TestApp;
  let ip = 0;
  // Each test books from its own address so the per-IP limit only bites where a test wants it to.
  const from = (headers: Record<string, string> = HEADERS) => ({ ...headers, 'x-forwarded-for': `198.51.100.${++ip}` });
  const book = (opts: RequestOptions) => t.request('POST', '/api/meta/book-demo', opts);

  beforeAll(async () => {
    t = await makeTestApp({ kind, env: { CONTACT_API_TOKEN: CONTACT_TOKEN, TRUST_PROXY: '1' } });
  });
  afterAll(() => t?.close());

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
    ['message', { message: 42 }, 'Message is required'],
  ])('names %s in the first detail: %j', async (field, change, message) => {
    const res = await book({ headers: from(), body: { ...BOOKING, ...change } });
    expect(res.status, res.text).toBe(400);
    expect(ErrorReplySchema.parse(res.body).message).toBe(MESSAGES.validation);
    expect(res.body.errors.details[0]).toEqual({ message, path: [field] });
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

    t.clock.advance(301);
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
    t.clock.advance(3601);
    expect((await book({ headers: from(), body: email })).status).toBe(200);
  });

  describe('bots', () => {
    const count = async () => (await t.deps.db.select().from(bookedDemos)).length;
    const unique = () => ({ ...BOOKING, businessEmail: `bot-${++ip}@example.com` });

    it.each([
      ['a filled honeypot', () => ({ website: 'http://spam.example' })],
      ['a form sent 1 s after it was shown', () => ({ startedAt: t.clock().getTime() - 1000 })],
      ['a form sent the instant it was shown', () => ({ startedAt: t.clock().getTime() })],
    ])("%s: the same 'Successully sent email.' reply, nothing stored, one log line", async (_, extra) => {
      const before = await count();
      const logsBefore = t.logs.length;
      const res = await book({ headers: from(), body: { ...unique(), ...extra() } });
      expect(res.status, res.text).toBe(200);
      expect(MessageReplySchema.strict().parse(res.body)).toEqual({ message: 'Successully sent email.' });
      expect(res.headers.get('retry-after')).toBeNull();
      expect(await count()).toBe(before);
      expect(t.logs.slice(logsBefore).filter((l) => l.includes('dropped as a bot'))).toHaveLength(1);
    });

    it('stores a person: empty honeypot, form shown long enough ago (or a clock running ahead)', async () => {
      const before = await count();
      const now = t.clock().getTime();
      for (const extra of [{ website: '' }, { website: '  ', startedAt: now - 3000 }, { startedAt: now - 60_000 }, { startedAt: now + 60_000 }]) {
        const res = await book({ headers: from(), body: { ...unique(), ...extra } });
        expect(res.status, res.text).toBe(200);
      }
      expect(await count()).toBe(before + 4);
    });

    it('refuses a startedAt that is not a timestamp like any bad field', async () => {
      const res = await book({ headers: from(), body: { ...unique(), startedAt: 'yesterday' } });
      expect(res.status).toBe(400);
      expect(res.body.errors.details[0].path).toEqual(['startedAt']);
    });
  });

  it('leaks nothing', () => expectNothingLeaked(t));
});
