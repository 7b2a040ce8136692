import { BookedDemosReplySchema } from '@contract/booked-demos';
import { ErrorReplySchema } from '@contract/common';
import { ConversionReplySchema, FORM_OPEN_OVERFLOW, FORM_OPEN_ROWS_PER_DAY } from '@contract/lead-source';
import { MESSAGES } from '@contract/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/src/db/ids';
import { bookedDemos, formOpenings, meetings, salesOffices, salesReps } from '../../server/src/db/schema';
import { DB_KINDS, expectNothingLeaked, givenSuperAdmin, makeTestApp, mintAccessToken, type TestApp } from './helpers';
import { humanProof } from './human-check';

// Where leads come from (issue 22 item 5, docs/decisions/0043): the booking's source, the form-open beacon and the
// conversion report.

const CONTACT_TOKEN = 'lead-source-contact-token';
const HEADERS = { token: CONTACT_TOKEN, versionNumber: 'v2' };
const BOOKING = {
  name: 'Asha Verma',
  companyName: 'Verma Retail',
  businessEmail: 'asha@verma-retail.example',
  phoneNumber: '+919876543210',
  message: 'We would like to see the virtual showroom.',
};

describe.each(DB_KINDS)('lead source on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let ip = 0;
  const from = (headers: Record<string, string> = {}) => ({ ...headers, 'x-forwarded-for': `203.0.113.${++ip}` });
  const book = async (extra: Record<string, unknown>, email = `${newId()}@verma-retail.example`) =>
    t.request('POST', '/api/meta/book-demo', {
      headers: from(HEADERS),
      body: { ...BOOKING, businessEmail: email, startedAt: t.clock().getTime() - 60_000, humanCheck: await humanProof(t), ...extra },
    });
  const stored = async (email: string) => (await t.deps.db.select().from(bookedDemos).where(eq(bookedDemos.businessEmail, email)))[0];
  const open = (body: unknown, headers = from()) => t.request('POST', '/api/meta/form-open', { body, headers });
  const openings = async (page: string, label: string) => {
    const [row] = await t.deps.db
      .select()
      .from(formOpenings)
      .where(and(eq(formOpenings.page, page), eq(formOpenings.label, label)));
    return row?.count ?? 0;
  };

  beforeAll(async () => {
    t = await makeTestApp({
      kind,
      env: { CONTACT_API_TOKEN: CONTACT_TOKEN, TRUST_PROXY: '1', RATE_LIMIT_BOOK_DEMO_DOMAIN: '100000', RATE_LIMIT_FORM_OPEN: '3' },
    });
    const { superAdmin } = await givenSuperAdmin(t);
    token = await mintAccessToken(t, 'super-admin', superAdmin._id);
  });
  afterAll(() => t?.close());

  describe('the booking stores its source', () => {
    it('stores page, label, referrer host and utm, and lists and exports them', async () => {
      const email = `${newId()}@verma-retail.example`;
      const source = {
        page: '/aboutus',
        label: 'Ask an Expert',
        referrerHost: 'news.example.com',
        utm: { utm_source: 'news', utm_medium: 'email', utm_campaign: 'q4', utm_term: 'metaverse bank', utm_content: 'hero' },
      };
      const res = await book({ source }, email);
      expect(res.status, res.text).toBe(200);
      expect(res.body.message).toBe(MESSAGES.bookDemoSent);
      const row = await stored(email);
      expect(row).toMatchObject({ sourcePage: '/aboutus', sourceLabel: 'Ask an Expert', referrerHost: 'news.example.com', utm: source.utm });

      const list = await t.request('GET', `/api/booked-demos?q=${encodeURIComponent(email)}`, { token });
      expect(BookedDemosReplySchema.parse(list.body).data.bookedDemos[0]).toMatchObject({
        sourcePage: '/aboutus',
        sourceLabel: 'Ask an Expert',
        referrerHost: 'news.example.com',
        utm: source.utm,
      });

      const csv = await t.request('GET', `/api/booked-demos/export?q=${encodeURIComponent(email)}`, { token });
      const [header, line] = csv.text.replace(/^\uFEFF/, '').trim().split('\r\n');
      const cells = Object.fromEntries(header!.split(',').map((name, i) => [name, line!.split(',')[i]]));
      expect(cells).toMatchObject({
        sourcePage: '/aboutus',
        sourceLabel: 'Ask an Expert',
        referrerHost: 'news.example.com',
        utm_source: 'news',
        utm_medium: 'email',
        utm_campaign: 'q4',
        utm_term: 'metaverse bank',
        utm_content: 'hero',
      });
    });

    it('stores nulls for a booking without a source (older clients, external forms)', async () => {
      const email = `${newId()}@verma-retail.example`;
      expect((await book({}, email)).status).toBe(200);
      expect(await stored(email)).toMatchObject({ sourcePage: null, sourceLabel: null, referrerHost: null, utm: null });
    });

    it.each([
      ['a string', 'facebook'],
      ['an array', ['x']],
      ['null', null],
      ['a number', 42],
    ])('keeps the lead when source is %s (source dropped)', async (_, source) => {
      const email = `${newId()}@verma-retail.example`;
      const res = await book({ source }, email);
      expect(res.status, res.text).toBe(200);
      expect(await stored(email)).toMatchObject({ name: BOOKING.name, sourcePage: null, sourceLabel: null, utm: null });
    });

    it('keeps the lead when source fields are too long, of a wrong type, unknown or malformed: clipped or dropped', async () => {
      const email = `${newId()}@verma-retail.example`;
      const res = await book(
        {
          source: {
            page: `/${'p'.repeat(500)}`,
            label: 'L'.repeat(500),
            referrerHost: 'https://evil.example/path?x=1',
            utm: { utm_source: 'S'.repeat(900), utm_medium: 7, utm_campaign: 'tab\tand\nnewline', utm_evil: 'x' },
            tracking: { deep: true },
          },
        },
        email,
      );
      expect(res.status, res.text).toBe(200);
      const row = await stored(email);
      expect(row!.sourcePage).toBe(`/${'p'.repeat(199)}`);
      expect(row!.sourceLabel).toBe('L'.repeat(120));
      expect(row!.referrerHost).toBeNull();
      expect(row!.utm).toEqual({ utm_source: 'S'.repeat(200), utm_campaign: 'tab and newline' });
    });

    it('drops a page that is not a path and lower-cases the host', async () => {
      const email = `${newId()}@verma-retail.example`;
      expect((await book({ source: { page: 'https://elsewhere.example/', label: 'Book a demo', referrerHost: 'News.Example.COM' } }, email)).status).toBe(200);
      expect(await stored(email)).toMatchObject({ sourcePage: null, sourceLabel: 'Book a demo', referrerHost: 'news.example.com' });
    });
  });

  describe('POST meta/form-open', () => {
    it('counts an opening with 202, without the contact key or any cookie set', async () => {
      const res = await open({ page: '/vrbank', label: 'Book a Demo' });
      expect(res.status, res.text).toBe(202);
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(await openings('/vrbank', 'Book a Demo')).toBe(1);
    });

    it('counts 20 concurrent openings as 20 (an atomic upsert)', async () => {
      const replies = await Promise.all(Array.from({ length: 20 }, () => open({ page: '/blockchain', label: 'Start Your Blockchain Project' })));
      expect(replies.map((r) => r.status)).toEqual(Array(20).fill(202));
      expect(await openings('/blockchain', 'Start Your Blockchain Project')).toBe(20);
    });

    it.each([
      ['no body', undefined, 400],
      ['not JSON', 'nope', 400],
      ['an array', [], 400],
      ['no label', { page: '/' }, 400],
      ['an empty label', { page: '/', label: '  ' }, 400],
      ['a page that is no path', { page: 'https://x.example/', label: 'x' }, 400],
      ['a page too long', { page: `/${'a'.repeat(200)}`, label: 'x' }, 400],
      ['a label too long', { page: '/', label: 'x'.repeat(121) }, 400],
      ['a label with a control character', { page: '/', label: 'a\u0007b' }, 400],
      ['a number label', { page: '/', label: 5 }, 400],
      ['an unknown key (nothing personal)', { page: '/', label: 'x', email: 'a@b.example' }, 400],
    ])('answers %s with a clear 4xx, never 500', async (_, body, status) => {
      const res =
        typeof body === 'string'
          ? await t.request('POST', '/api/meta/form-open', { raw: body, headers: from({ 'content-type': 'application/json' }) })
          : await open(body);
      expect(res.status, res.text).toBe(status);
      expect(ErrorReplySchema.parse(res.body).errors.details[0]?.message ?? res.body.message).toBeTruthy();
    });

    it('is rate-limited per IP: 429 past RATE_LIMIT_FORM_OPEN', async () => {
      const headers = from();
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await open({ page: '/faq', label: 'Contact us' }, headers)).status);
      expect(statuses).toEqual([202, 202, 202, 429]);
      expect(await openings('/faq', 'Contact us')).toBe(3);
      // Another address is counted.
      expect((await open({ page: '/faq', label: 'Contact us' })).status).toBe(202);
    });

    it(`keeps at most ${FORM_OPEN_ROWS_PER_DAY} rows a day: new labels past it count under ${FORM_OPEN_OVERFLOW}`, async () => {
      const day = '2031-05-05';
      const base = t.clock().getTime();
      t.clock.advance((Date.parse(`${day}T12:00:00Z`) - base) / 1000);
      try {
        await t.deps.db.insert(formOpenings).values(
          Array.from({ length: FORM_OPEN_ROWS_PER_DAY }, (_, i) => ({ day, page: '/', label: `flood ${i}`, count: 1 })),
        );
        expect((await open({ page: '/', label: 'one more random label' })).status).toBe(202);
        expect((await open({ page: '/', label: 'and another' })).status).toBe(202);
        // An existing row still counts.
        expect((await open({ page: '/', label: 'flood 7' })).status).toBe(202);
        const rows = await t.deps.db.select().from(formOpenings).where(eq(formOpenings.day, day));
        expect(rows).toHaveLength(FORM_OPEN_ROWS_PER_DAY + 1);
        expect(rows.find((r) => r.page === FORM_OPEN_OVERFLOW && r.label === FORM_OPEN_OVERFLOW)?.count).toBe(2);
        expect(rows.find((r) => r.label === 'flood 7')?.count).toBe(2);
      } finally {
        t.clock.advance((base - t.clock().getTime()) / 1000);
        await t.deps.db.delete(formOpenings).where(eq(formOpenings.day, day));
      }
    });
  });

  describe('GET booked-demos/conversion', () => {
    const conversion = (query: string) => t.request('GET', `/api/booked-demos/conversion${query}`, { token });

    it('sums openings and bookings per page and label between two days, both included', async () => {
      await t.deps.db.insert(formOpenings).values([
        { day: '2030-02-01', page: '/vrbank', label: 'Book a Demo', count: 7 },
        { day: '2030-02-03', page: '/vrbank', label: 'Book a Demo', count: 3 },
        { day: '2030-02-02', page: '/', label: 'Ask an Expert', count: 4 },
        { day: '2030-01-31', page: '/vrbank', label: 'Book a Demo', count: 100 }, // before the range
        { day: '2030-02-04', page: '/vrbank', label: 'Book a Demo', count: 100 }, // after it
      ]);
      const booking = (page: string | null, label: string | null, at: string) => ({
        id: newId(),
        name: 'N',
        businessEmail: `${newId()}@example.com`,
        phoneNumber: '+919876543210',
        companyName: 'C',
        message: 'm',
        createdAt: new Date(at),
        mailState: 'sent' as const,
        sourcePage: page,
        sourceLabel: label,
      });
      await t.deps.db.insert(bookedDemos).values([
        booking('/vrbank', 'Book a Demo', '2030-02-01T00:00:00Z'),
        booking('/vrbank', 'Book a Demo', '2030-02-03T23:59:59Z'),
        booking('/contactus', 'Contact Us', '2030-02-02T10:00:00Z'),
        booking(null, null, '2030-02-02T10:00:00Z'),
        booking('/vrbank', 'Book a Demo', '2030-02-04T00:00:00Z'), // after the range
      ]);
      const res = await conversion('?from=2030-02-01&to=2030-02-03');
      expect(res.status, res.text).toBe(200);
      const reply = ConversionReplySchema.parse(res.body);
      expect(reply.message).toBe(MESSAGES.conversionFetched);
      expect(reply.data).toEqual({
        from: '2030-02-01',
        to: '2030-02-03',
        rows: [
          { page: '/vrbank', label: 'Book a Demo', openings: 10, bookings: 2 },
          { page: '/', label: 'Ask an Expert', openings: 4, bookings: 0 },
          { page: '/contactus', label: 'Contact Us', openings: 0, bookings: 1 },
        ],
        unattributedBookings: 1,
        totals: { openings: 14, bookings: 4 },
        byOffice: [{ office: null, bookings: 4 }],
        byCountry: [{ country: 'IN', bookings: 4 }],
        meetings: { booked: 0, held: 0, cancelled: 0 },
      });
    });

    it('counts leads by office and country and the meetings of the range; quarantined bookings never count', async () => {
      const day = (offset: number) => new Date(t.clock().getTime() + offset * 86_400_000);
      const [office] = await t.deps.db.insert(salesOffices).values({ name: 'Dubai', timeZone: 'Asia/Dubai', countries: ['AE'] }).returning();
      const [rep] = await t.deps.db
        .insert(salesReps)
        .values({ officeId: office!.id, name: 'Rep', email: `${newId()}@sales.example` })
        .returning();
      const lead = (phoneNumber: string, createdAt: Date, quarantined = false) => ({
        id: newId(),
        name: 'N',
        businessEmail: `${newId()}@example.com`,
        phoneNumber,
        companyName: 'C',
        message: 'm',
        createdAt,
        mailState: quarantined ? ('held' as const) : ('sent' as const),
        quarantineReason: quarantined ? ('honeypot' as const) : null,
        sourcePage: '/vrmall',
        sourceLabel: 'Book a Demo',
      });
      const uae = [lead('+971501234567', day(-400)), lead('+971501234568', day(-400))];
      const british = lead('+447400123456', day(-399));
      const bot = lead('+447400123457', day(-399), true);
      await t.deps.db.insert(bookedDemos).values([...uae, british, bot]);
      const meeting = (bookedDemoId: string, startsAt: Date, status: 'booked' | 'cancelled') => ({
        bookedDemoId,
        officeId: office!.id,
        repId: rep!.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 30 * 60_000),
        status,
        uid: `${newId()}@test`,
      });
      await t.deps.db.insert(meetings).values([
        meeting(uae[0]!.id, day(-399), 'booked'), // held: over by now
        meeting(uae[1]!.id, day(-399), 'cancelled'),
        meeting(british.id, day(-398), 'booked'),
      ]);
      const range = `?from=${day(-400).toISOString().slice(0, 10)}&to=${day(-398).toISOString().slice(0, 10)}`;
      const res = await conversion(range);
      expect(res.status, res.text).toBe(200);
      const { data } = ConversionReplySchema.parse(res.body);
      expect(data.totals).toEqual({ openings: 0, bookings: 3 });
      expect(data.rows).toEqual([{ page: '/vrmall', label: 'Book a Demo', openings: 0, bookings: 3 }]);
      expect(data.byOffice).toEqual([
        { office: 'Dubai', bookings: 2 },
        { office: null, bookings: 1 },
      ]);
      expect(data.byCountry).toEqual([
        { country: 'AE', bookings: 2 },
        { country: 'GB', bookings: 1 },
      ]);
      expect(data.meetings).toEqual({ booked: 2, held: 2, cancelled: 1 });
    });

    it('defaults to the last 30 days up to today', async () => {
      const res = await conversion('');
      expect(res.status).toBe(200);
      const today = t.clock().toISOString().slice(0, 10);
      expect(res.body.data.to).toBe(today);
      expect((Date.parse(today) - Date.parse(res.body.data.from)) / 86_400_000).toBe(29);
    });

    it.each([
      ['?from=yesterday', 'from must be a date (YYYY-MM-DD)'],
      ['?to=2030-13-01', 'to must be a date (YYYY-MM-DD)'],
      ['?from=2030-02-03&to=2030-02-01', 'from must not be after to'],
      ['?from=2028-01-01&to=2030-01-01', 'The range must be at most 366 days'],
    ])('%s → 400 with a clear message', async (query, message) => {
      const res = await conversion(query);
      expect(res.status, res.text).toBe(400);
      expect(res.body.errors.details[0].message).toBe(message);
    });

    it('is for the super admin only', async () => {
      expect((await t.request('GET', '/api/booked-demos/conversion')).status).toBe(401);
    });
  });

  it('wrote no error and leaked nothing', async () => {
    expect(t.logs.filter((l) => l.includes('"level":"error"') || l.includes('reply does not match the contract'))).toEqual([]);
    expectNothingLeaked(t);
  });
});
