import { BookDemoReplySchema, MeetingReplySchema, OfficeReplySchema, SCHEDULING_TEXT, SlotsReplySchema } from '@contract/scheduling';
import { MESSAGES } from '@contract/messages';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../server/src/db/ids';
import { auditEvents, bookedDemos, leadNotes, meetings, outgoingMails, salesOffices, webhookDeliveries } from '../../server/src/db/schema';
import { createMailWorker } from '../../server/src/mail/worker';
import type { MailMessage } from '../../server/src/mail/mailer';
import { bookingHandle } from '../../server/src/services/scheduling/meetings';
import { signLink } from '../../server/src/services/scheduling/links';
import { SEEDED_OFFICES, seedSalesOffices } from '../../server/src/services/scheduling/seed-offices';
import { DB_KINDS, expectError, expectValidation, givenDashboardUser, givenSuperAdmin, makeTestApp, mintAccessToken, type Reply, type RequestOptions, type TestApp } from './helpers';
import { humanProof } from './human-check';

// Issue 22 item 4 (and item 8 for its endpoints): offices, slots across clock changes, the race for one slot, the
// invites, and the visitor's signed links (docs/decisions/0041).

const CONTACT_TOKEN = 'scheduling-contact-token-0123';
const WEEKDAYS = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' }));

interface OfficeInput {
  name: string;
  timeZone: string;
  countries: string[];
  isDefault?: boolean;
  minNoticeMinutes?: number;
  reps?: number;
}

/** A tiny RFC 5545 reader: unfolded lines, and each property's value and parameters. */
function parseIcs(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  const lines = physical.reduce<string[]>((all, line) => {
    if (line.startsWith(' ')) all[all.length - 1] += line.slice(1);
    else all.push(line);
    return all;
  }, []);
  const props = lines.map((line) => {
    const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    const [name, ...params] = line.slice(0, colon).split(';');
    return { name: name!, params: params.join(';'), value: line.slice(colon + 1) };
  });
  const get = (name: string) => props.find((p) => p.name === name);
  return { lines, props, get, value: (name: string) => get(name)?.value };
}

/** A 400 validation reply naming that field first. */
function expectInvalidAt(res: Reply, path: (string | number)[]): void {
  expect(res.status, res.text).toBe(400);
  expect(res.body.message).toBe(MESSAGES.validation);
  expect(res.body.errors.details[0].path).toEqual(path);
}

const basic = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

describe.each(DB_KINDS)('scheduling on %s', (kind) => {
  let t: TestApp;
  let adminId: string;

  const sent = () => (t.deps.mailer as unknown as { sent: MailMessage[] }).sent;
  const admin = () => mintAccessToken(t, 'super-admin', adminId);
  const setClock = (iso: string) => t.clock.advance((Date.parse(iso) - t.clock().getTime()) / 1000);

  async function givenOffice(input: OfficeInput) {
    const token = await admin();
    const res = await t.request('POST', '/api/sales/offices', {
      token,
      body: {
        name: input.name,
        timeZone: input.timeZone,
        countries: input.countries,
        isDefault: input.isDefault ?? false,
        minNoticeMinutes: input.minNoticeMinutes ?? 0,
      },
    });
    expect(res.status, res.text).toBe(201);
    const office = OfficeReplySchema.parse(res.body);
    const reps: { id: string; email: string; name: string }[] = [];
    for (let i = 0; i < (input.reps ?? 1); i++) {
      const rep = await t.request('POST', '/api/sales/reps', {
        token,
        body: { officeId: office.id, name: `${input.name} Rep ${i + 1}`, email: `rep${i + 1}.${office.id}@eternity.example`, active: true, hours: WEEKDAYS },
      });
      expect(rep.status, rep.text).toBe(201);
      reps.push(rep.body);
    }
    return { ...office, reps };
  }

  /** A stored demo request and its booking link, as `POST meta/book-demo` hands them out. */
  async function givenDemo(phoneNumber: string, email = `visitor-${newId()}@client.example`) {
    const id = newId();
    await t.deps.db.insert(bookedDemos).values({
      id,
      name: 'Vera Visitor',
      businessEmail: email,
      phoneNumber,
      companyName: 'Client, Ltd; "Quoted"',
      message: 'Show us the virtual bank.',
      createdAt: t.clock(),
      mailState: 'sent',
    });
    const handle = await bookingHandle(t.deps, id, phoneNumber);
    expect(handle).toBeDefined();
    return { id, email, token: handle!.token };
  }

  /** The visitor's calls: the contact service's key, as the site's http client sends it. */
  const visitor = (method: string, url: string, opts: RequestOptions = {}) =>
    t.request(method, url, { ...opts, headers: { token: CONTACT_TOKEN, ...opts.headers } });
  const slotsOf = async (token: string) => {
    const res = await visitor('GET', `/api/meta/meeting-slots?token=${encodeURIComponent(token)}`);
    expect(res.status, res.text).toBe(200);
    return SlotsReplySchema.parse(res.body);
  };
  const book = (token: string, start: string) => visitor('POST', '/api/meta/meeting', { body: { token, start } });
  const startsOn = (slots: { start: string }[], date: string) => slots.map((s) => s.start).filter((s) => s.startsWith(date));

  beforeAll(async () => {
    t = await makeTestApp({
      kind,
      env: { CONTACT_API_TOKEN: CONTACT_TOKEN, RATE_LIMIT_BOOK_DEMO: '10000', RATE_LIMIT_BOOK_DEMO_EMAIL: '10000', RATE_LIMIT_BOOK_DEMO_DOMAIN: '10000' },
    });
    adminId = (await givenSuperAdmin(t)).superAdmin._id;
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await t.deps.db.delete(outgoingMails);
    await t.deps.db.delete(salesOffices); // reps, holidays and meetings go with them
    sent().length = 0;
  });

  it("book-demo hands out a booking link only when an office can serve the visitor", async () => {
    const bookDemo = async () =>
      t.request('POST', '/api/meta/book-demo', {
        headers: { token: CONTACT_TOKEN, versionNumber: 'v2' },
        body: {
          name: 'Uma',
          companyName: 'UK Co',
          businessEmail: `uma-${newId()}@uk.example`,
          phoneNumber: '+442079460018',
          message: 'Hello',
          startedAt: t.clock().getTime() - 60_000,
          humanCheck: await humanProof(t),
        },
      });
    const none = await bookDemo();
    expect(none.status, none.text).toBe(200);
    expect(none.body).toEqual({ message: 'Successully sent email.' });

    await givenOffice({ name: 'UAE headquarters', timeZone: 'Asia/Dubai', countries: ['AE'], isDefault: true });
    await givenOffice({ name: 'United Kingdom', timeZone: 'Europe/London', countries: ['GB'] });
    const res = await bookDemo();
    expect(res.status, res.text).toBe(200);
    const reply = BookDemoReplySchema.parse(res.body);
    expect(reply.message).toBe('Successully sent email.');
    expect(reply.booking).toBeDefined();
    const [stored] = await t.deps.db.select().from(bookedDemos).where(eq(bookedDemos.id, reply.booking!.id));
    expect(stored?.phoneNumber).toBe('+442079460018');
    expect((await slotsOf(reply.booking!.token)).office.name).toBe('United Kingdom');
  });

  it('a quarantined request is answered as a lead is: the same keys, and a handle whose picker shows the real times and books nothing', async () => {
    setClock('2027-03-22T04:00:00.000Z'); // a Monday
    const office = await givenOffice({ name: 'United Kingdom', timeZone: 'Europe/London', countries: ['GB'], isDefault: true });
    const bookDemo = async (humanCheck?: string) =>
      t.request('POST', '/api/meta/book-demo', {
        headers: { token: CONTACT_TOKEN, versionNumber: 'v2' },
        body: {
          name: 'Uma',
          companyName: 'UK Co',
          businessEmail: `uma-${newId()}@uk.example`,
          phoneNumber: '+442079460018',
          message: 'Hello',
          startedAt: t.clock().getTime() - 60_000,
          ...(humanCheck && { humanCheck }),
        },
      });
    const lead = BookDemoReplySchema.parse((await bookDemo(await humanProof(t))).body);
    // No human check: a bot signal, stored under Filtered (docs/decisions/0037), and nothing in the reply says so.
    const res = await bookDemo();
    expect(res.status, res.text).toBe(200);
    const filtered = BookDemoReplySchema.parse(res.body);
    expect(Object.keys(filtered).sort()).toEqual(Object.keys(lead).sort());
    expect(Object.keys(filtered.booking!).sort()).toEqual(Object.keys(lead.booking!).sort());
    const [stored] = await t.deps.db.select().from(bookedDemos).where(eq(bookedDemos.id, filtered.booking!.id));
    expect(stored?.quarantineReason).not.toBeNull();

    // Its picker offers what a lead's offers, refuses what a lead's refuses, and a booking reads like one.
    const slots = await slotsOf(filtered.booking!.token);
    expect(slots).toEqual(await slotsOf(lead.booking!.token));
    expectError(await book(filtered.booking!.token, '2027-03-22T03:00:00.000Z'), 400, SCHEDULING_TEXT.slotInvalid);
    const start = slots.slots[0]!.start;
    const answer = await book(filtered.booking!.token, start);
    expect(answer.status, answer.text).toBe(201);
    const meeting = MeetingReplySchema.parse(answer.body);
    expect(meeting).toMatchObject({ status: 'booked', start, office: { name: 'United Kingdom' }, rep: { name: office.reps[0]!.name } });
    // Nothing was booked, mailed or sent for it: the rep is still free at that time for the lead.
    expect(await t.deps.db.select().from(meetings).where(eq(meetings.bookedDemoId, stored!.id))).toEqual([]);
    expect((await t.deps.db.select().from(outgoingMails)).filter((m) => m.meetingId !== null || m.to === stored!.businessEmail)).toEqual([]);
    expect((await book(lead.booking!.token, start)).status).toBe(201);
    // Booked once, as a lead's handle: a second booking is refused the same way.
    expectError(await book(filtered.booking!.token, slots.slots[1]!.start), 409, SCHEDULING_TEXT.linkInvalid);
    expectError(await book(lead.booking!.token, slots.slots[1]!.start), 409, SCHEDULING_TEXT.linkInvalid);
    // What was withheld is noted on the request, for the super admin who reviews it under Filtered.
    const notes = await t.deps.db.select().from(leadNotes).where(eq(leadNotes.bookedDemoId, stored!.id));
    expect(notes.map((n) => [n.authorName, n.text])).toEqual([
      ['Spam filter', expect.stringMatching(/^Asked for a meeting on Monday, 22 March 2027 at \d\d:\d\d \(United Kingdom, with .+\)\. Withheld because the request is filtered: nothing was booked or mailed\.$/)],
    ]);
  });

  it('routes by the phone: +971 to the UAE office, +44 to the United Kingdom, +91 to both India offices, others to the default', async () => {
    setClock('2027-03-22T04:00:00.000Z'); // a Monday
    await givenOffice({ name: 'UAE headquarters', timeZone: 'Asia/Dubai', countries: ['AE'], isDefault: true });
    await givenOffice({ name: 'United Kingdom', timeZone: 'Europe/London', countries: ['GB'] });
    const north = await givenOffice({ name: 'India North', timeZone: 'Asia/Kolkata', countries: ['IN'] });
    const west = await givenOffice({ name: 'India West', timeZone: 'Asia/Kolkata', countries: ['IN'] });

    expect((await slotsOf((await givenDemo('+971501234567')).token)).office.name).toBe('UAE headquarters');
    expect((await slotsOf((await givenDemo('+442079460018')).token)).office.name).toBe('United Kingdom');
    expect((await slotsOf((await givenDemo('+12025550123')).token)).office.name).toBe('UAE headquarters');

    // India: one team across both offices; the same time twice goes to one rep of each (round robin).
    const start = '2027-03-23T05:30:00.000Z'; // 11:00 in India
    const first = await book((await givenDemo('+919876543210')).token, start);
    const second = await book((await givenDemo('+919812345678')).token, start);
    expect(first.status, first.text).toBe(201);
    expect(second.status, second.text).toBe(201);
    const offices = [first.body.office.id, second.body.office.id].sort();
    expect(offices).toEqual([north.id, west.id].sort());
    const third = await book((await givenDemo('+919800000001')).token, start);
    expectError(third, 409, SCHEDULING_TEXT.taken);
  });

  it("follows the United Kingdom's working hours across the spring clock change (2027-03-28)", async () => {
    setClock('2027-03-25T06:00:00.000Z'); // Thursday, GMT
    await givenOffice({ name: 'United Kingdom', timeZone: 'Europe/London', countries: ['GB'], isDefault: true });
    const { slots } = await slotsOf((await givenDemo('+442079460018')).token);
    // Winter: 09:00 London is 09:00Z; summer (from Sunday the 28th): 08:00Z.
    expect(startsOn(slots, '2027-03-25')[0]).toBe('2027-03-25T09:00:00.000Z');
    expect(startsOn(slots, '2027-03-26').at(-1)).toBe('2027-03-26T16:30:00.000Z');
    expect(startsOn(slots, '2027-03-29')[0]).toBe('2027-03-29T08:00:00.000Z');
    expect(startsOn(slots, '2027-03-29').at(-1)).toBe('2027-03-29T15:30:00.000Z');
    expect(startsOn(slots, '2027-03-29')).toHaveLength(16);
    expect(startsOn(slots, '2027-03-27')).toEqual([]); // Saturday
    const days = new Set(slots.map((s) => s.start.slice(0, 10)));
    expect([...days]).toEqual(['2027-03-25', '2027-03-26', '2027-03-29', '2027-03-30', '2027-03-31', '2027-04-01', '2027-04-02', '2027-04-05', '2027-04-06', '2027-04-07']);
    for (const s of slots) expect(Date.parse(s.end) - Date.parse(s.start)).toBe(30 * 60_000);
    // 09:00Z on the 29th is 10:00 in London: a slot; 08:00Z on the 26th is 08:00 in London: not one.
    expect(slots.map((s) => s.start)).toContain('2027-03-29T09:00:00.000Z');
    expect(slots.map((s) => s.start)).not.toContain('2027-03-26T08:00:00.000Z');
  });

  it("follows the United Kingdom's working hours across the autumn clock change (2027-10-31)", async () => {
    setClock('2027-10-28T05:00:00.000Z'); // Thursday, BST
    await givenOffice({ name: 'United Kingdom', timeZone: 'Europe/London', countries: ['GB'], isDefault: true });
    const { slots } = await slotsOf((await givenDemo('+442079460018')).token);
    expect(startsOn(slots, '2027-10-29')[0]).toBe('2027-10-29T08:00:00.000Z');
    expect(startsOn(slots, '2027-10-29').at(-1)).toBe('2027-10-29T15:30:00.000Z');
    expect(startsOn(slots, '2027-11-01')[0]).toBe('2027-11-01T09:00:00.000Z');
    expect(startsOn(slots, '2027-11-01').at(-1)).toBe('2027-11-01T16:30:00.000Z');
  });

  it("keeps the minimum notice and the office's holidays", async () => {
    setClock('2027-03-25T10:10:00.000Z'); // Thursday 10:10 in London
    const office = await givenOffice({ name: 'United Kingdom', timeZone: 'Europe/London', countries: ['GB'], isDefault: true, minNoticeMinutes: 120 });
    const holiday = await t.request('POST', `/api/sales/offices/${office.id}/holidays`, { token: await admin(), body: { date: '2027-03-26', name: 'Office day off' } });
    expect(holiday.status, holiday.text).toBe(201);
    const demo = await givenDemo('+442079460018');
    const { slots } = await slotsOf(demo.token);
    expect(slots[0]!.start).toBe('2027-03-25T12:30:00.000Z'); // 10:10 + 2 h, on the grid
    expect(startsOn(slots, '2027-03-26')).toEqual([]);
    expect(new Set(slots.map((s) => s.start.slice(0, 10))).size).toBe(10);
    expect(slots.at(-1)!.start.slice(0, 10)).toBe('2027-04-08');
    expectError(await book(demo.token, '2027-03-26T10:00:00.000Z'), 400, SCHEDULING_TEXT.slotInvalid);
    expectError(await book(demo.token, '2027-03-25T12:00:00.000Z'), 400, SCHEDULING_TEXT.slotInvalid);
    expect((await book(demo.token, '2027-03-25T12:30:00.000Z')).status).toBe(201);
  });

  it('moves a new or contacted lead to meeting booked when its meeting is booked; a later status stays (docs/decisions/0046)', async () => {
    setClock('2027-03-25T06:00:00.000Z');
    await givenOffice({ name: 'United Kingdom', timeZone: 'Europe/London', countries: ['GB'], isDefault: true, reps: 3 });
    const statusOf = async (id: string) => (await t.deps.db.select().from(bookedDemos).where(eq(bookedDemos.id, id)))[0]!.status;
    const fresh = await givenDemo('+442079460018');
    const contacted = await givenDemo('+442079460019');
    await t.deps.db.update(bookedDemos).set({ status: 'contacted' }).where(eq(bookedDemos.id, contacted.id));
    const won = await givenDemo('+442079460020');
    await t.deps.db.update(bookedDemos).set({ status: 'won' }).where(eq(bookedDemos.id, won.id));
    for (const demo of [fresh, contacted, won]) expect((await book(demo.token, '2027-03-25T10:00:00.000Z')).status).toBe(201);
    expect(await statusOf(fresh.id)).toBe('meeting-booked');
    expect(await statusOf(contacted.id)).toBe('meeting-booked');
    expect(await statusOf(won.id)).toBe('won');
  });

  it('answers bad input with a clear 4xx: past, outside hours, off the grid, taken, malformed or forged links', async () => {
    setClock('2027-03-25T06:00:00.000Z');
    await givenOffice({ name: 'United Kingdom', timeZone: 'Europe/London', countries: ['GB'], isDefault: true });
    const demo = await givenDemo('+442079460018');
    expectError(await book(demo.token, '2027-03-24T10:00:00.000Z'), 400, SCHEDULING_TEXT.slotInvalid); // past
    expectError(await book(demo.token, '2027-03-29T18:00:00.000Z'), 400, SCHEDULING_TEXT.slotInvalid); // 19:00 BST
    expectError(await book(demo.token, '2027-03-29T09:15:00.000Z'), 400, SCHEDULING_TEXT.slotInvalid); // off the grid
    expectError(await book(demo.token, '2027-05-29T09:00:00.000Z'), 400, SCHEDULING_TEXT.slotInvalid); // beyond 10 days
    expectValidation(await book(demo.token, 'tomorrow at nine'), { message: 'start must be an ISO 8601 time in UTC', path: ['start'] });
    expectValidation(await book(demo.token, '2027-03-29T10:00:00+01:00'), { message: 'start must be an ISO 8601 time in UTC', path: ['start'] });
    expectInvalidAt(await visitor('POST', '/api/meta/meeting', { body: { token: demo.token, start: '2027-03-29T09:00:00.000Z', rep: 'x' } }), []);
    expectInvalidAt(await book('short', '2027-03-29T09:00:00.000Z'), ['token']);
    expectError(await book('x'.repeat(40), '2027-03-29T09:00:00.000Z'), 400, SCHEDULING_TEXT.linkInvalid);
    const [body, sig] = demo.token.split('.') as [string, string];
    const flipped = `${body}.${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    expectError(await book(flipped, '2027-03-29T09:00:00.000Z'), 400, SCHEDULING_TEXT.linkInvalid);
    const forged = signLink('another server secret', { k: 'b', id: demo.id, exp: Date.parse('2030-01-01') });
    expectError(await book(forged, '2027-03-29T09:00:00.000Z'), 400, SCHEDULING_TEXT.linkInvalid);
    // A meeting link is not a booking link.
    const wrongKind = signLink(t.deps.config.jwtSecret, { k: 'm', id: demo.id, s: 0, exp: Date.parse('2030-01-01') });
    expectError(await book(wrongKind, '2027-03-29T09:00:00.000Z'), 400, SCHEDULING_TEXT.linkInvalid);
    expectError(await visitor('GET', `/api/meta/meeting-slots?token=${'y'.repeat(30)}`), 400, SCHEDULING_TEXT.linkInvalid);

    expect((await book(demo.token, '2027-03-29T09:00:00.000Z')).status).toBe(201);
    // The same demo cannot book twice; another visitor finds the time taken.
    expectError(await book(demo.token, '2027-03-29T10:00:00.000Z'), 409, SCHEDULING_TEXT.linkInvalid);
    const other = await givenDemo('+442079460019');
    expectError(await book(other.token, '2027-03-29T09:00:00.000Z'), 409, SCHEDULING_TEXT.taken);
    expect((await slotsOf(other.token)).slots.map((s) => s.start)).not.toContain('2027-03-29T09:00:00.000Z');

    // A booking link lasts seven days.
    t.clock.advance(7 * 24 * 3600 + 1);
    expectError(await visitor('GET', `/api/meta/meeting-slots?token=${encodeURIComponent(other.token)}`), 400, SCHEDULING_TEXT.linkInvalid);
  });

  it('lets the super admin book a meeting for a lead reached by phone: one core with the link, audited', async () => {
    setClock('2027-03-25T06:00:00.000Z');
    const office = await givenOffice({ name: 'United Kingdom', timeZone: 'Europe/London', countries: ['GB'], isDefault: true });
    const hook = await t.request('POST', '/api/webhooks', { token: await admin(), body: { url: 'https://crm.example.com/leads', events: ['meeting.booked'] } });
    expect(hook.status, hook.text).toBe(201);
    const lead = await givenDemo('+442079460018');
    const token = await admin();
    const asAdmin = (method: string, path: string, body?: unknown) => t.request(method, `/api/sales/leads/${path}`, { token, body });

    const slots = await asAdmin('GET', `${lead.id}/meeting-slots`);
    expect(slots.status, slots.text).toBe(200);
    expect(SlotsReplySchema.parse(slots.body)).toMatchObject({ office: { id: office.id, timeZone: 'Europe/London' } });
    expect(slots.body.slots[0].start).toBe('2027-03-25T09:00:00.000Z');
    expectError(await asAdmin('POST', `${lead.id}/meeting`, { start: '2027-03-29T09:15:00.000Z' }), 400, SCHEDULING_TEXT.slotInvalid);

    const booked = await asAdmin('POST', `${lead.id}/meeting`, { start: '2027-03-29T09:00:00.000Z' });
    expect(booked.status, booked.text).toBe(201);
    const meeting = MeetingReplySchema.parse(booked.body);
    expect(meeting).toMatchObject({ start: '2027-03-29T09:00:00.000Z', rep: { email: office.reps[0]!.email }, visitor: { email: lead.email } });
    const [row] = await t.deps.db.select().from(meetings).where(eq(meetings.bookedDemoId, lead.id));
    expect(row).toMatchObject({ id: meeting.id, status: 'booked', repId: office.reps[0]!.id });
    const mails = await t.deps.db.select().from(outgoingMails).where(eq(outgoingMails.meetingId, meeting.id));
    expect(mails.map((m) => m.to).sort()).toEqual([lead.email, office.reps[0]!.email].sort());
    const events = await t.deps.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, hook.body.webhook.id));
    expect(events.map((e) => [e.type, (e.payload as { meeting: { leadId: string } }).meeting.leadId])).toEqual([['meeting.booked', lead.id]]);
    expect((await t.deps.db.select().from(bookedDemos).where(eq(bookedDemos.id, lead.id)))[0]!.status).toBe('meeting-booked');
    // Who booked it, and the status it moved the lead to, as the super admin's own changes.
    const audited = await t.deps.db.select().from(auditEvents).where(eq(auditEvents.targetId, lead.id));
    expect(audited.map((e) => [e.action, e.actorId, e.changes]).sort()).toEqual([
      ['lead.meeting_booked', adminId, { meeting: { before: null, after: '2027-03-29T09:00:00.000Z' } }],
      ['lead.status_changed', adminId, { status: { before: 'new', after: 'meeting-booked' } }],
    ]);

    // One meeting per lead, whichever path booked it; the visitor's link is spent too.
    expectError(await asAdmin('POST', `${lead.id}/meeting`, { start: '2027-03-29T10:00:00.000Z' }), 409, SCHEDULING_TEXT.leadHasMeeting);
    expectError(await asAdmin('GET', `${lead.id}/meeting-slots`), 409, SCHEDULING_TEXT.leadHasMeeting);
    expectError(await book(lead.token, '2027-03-29T10:00:00.000Z'), 409, SCHEDULING_TEXT.linkInvalid);
    const byLink = await givenDemo('+442079460019');
    expect((await book(byLink.token, '2027-03-29T10:00:00.000Z')).status).toBe(201);
    expectError(await asAdmin('POST', `${byLink.id}/meeting`, { start: '2027-03-29T11:00:00.000Z' }), 409, SCHEDULING_TEXT.leadHasMeeting);

    expectError(await asAdmin('GET', `${newId()}/meeting-slots`), 404, MESSAGES.bookedDemoNotFound);
    expectError(await asAdmin('POST', `${newId()}/meeting`, { start: '2027-03-29T11:00:00.000Z' }), 404, MESSAGES.bookedDemoNotFound);
    const filtered = await givenDemo('+442079460020');
    await t.deps.db.update(bookedDemos).set({ quarantineReason: 'honeypot' }).where(eq(bookedDemos.id, filtered.id));
    expectError(await asAdmin('GET', `${filtered.id}/meeting-slots`), 400, SCHEDULING_TEXT.leadFiltered);
    expectError(await asAdmin('POST', `${filtered.id}/meeting`, { start: '2027-03-29T11:00:00.000Z' }), 400, SCHEDULING_TEXT.leadFiltered);
    expect(await t.deps.db.select().from(meetings).where(eq(meetings.bookedDemoId, filtered.id))).toEqual([]);

    // Sales' alone: a dashboard user and an anonymous caller are refused.
    const other = await givenDemo('+442079460021');
    const dashboardUser = await mintAccessToken(t, 'dashboard-user', (await givenDashboardUser(t)).dashboardUser._id);
    expect((await t.request('POST', `/api/sales/leads/${other.id}/meeting`, { token: dashboardUser, body: { start: '2027-03-29T11:00:00.000Z' } })).status).toBe(403);
    expect((await t.request('GET', `/api/sales/leads/${other.id}/meeting-slots`, { token: dashboardUser })).status).toBe(403);
    expect((await t.request('POST', `/api/sales/leads/${other.id}/meeting`, { body: { start: '2027-03-29T11:00:00.000Z' } })).status).toBe(401);
    expect((await t.request('GET', `/api/sales/leads/${other.id}/meeting-slots`)).status).toBe(401);
  });

  it('books all or nothing: a failed status change leaves no meeting, invite, event or audit entry, and says so', async () => {
    setClock('2027-03-25T06:00:00.000Z');
    await givenOffice({ name: 'United Kingdom', timeZone: 'Europe/London', countries: ['GB'], isDefault: true });
    const hook = await t.request('POST', '/api/webhooks', { token: await admin(), body: { url: 'https://crm.example.com/leads', events: ['meeting.booked', 'lead.status_changed'] } });
    expect(hook.status, hook.text).toBe(201);
    const lead = await givenDemo('+442079460018');
    const token = await admin();
    // The lead's status change fails in the database, after the meeting, its invites and its event were written.
    await t.deps.db.execute(sql.raw(`
      create or replace function fail_meeting_status() returns trigger language plpgsql as $$
      begin
        if new.status = 'meeting-booked' then raise exception 'status change failed'; end if;
        return new;
      end $$`));
    await t.deps.db.execute(sql.raw('create trigger fail_meeting_status before update on booked_demos for each row execute function fail_meeting_status()'));
    try {
      const failed = await t.request('POST', `/api/sales/leads/${lead.id}/meeting`, { token, body: { start: '2027-03-29T09:00:00.000Z' } });
      expectError(failed, 500, SCHEDULING_TEXT.notBooked);
      const failedLink = await book(lead.token, '2027-03-29T09:00:00.000Z');
      expectError(failedLink, 500, SCHEDULING_TEXT.notBooked);
      expect(await t.deps.db.select().from(meetings).where(eq(meetings.bookedDemoId, lead.id))).toEqual([]);
      expect((await t.deps.db.select().from(outgoingMails)).filter((m) => m.meetingId !== null)).toEqual([]);
      expect(await t.deps.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, hook.body.webhook.id))).toEqual([]);
      expect((await t.deps.db.select().from(auditEvents).where(eq(auditEvents.targetId, lead.id))).map((e) => e.action)).toEqual([]);
      expect((await t.deps.db.select().from(bookedDemos).where(eq(bookedDemos.id, lead.id)))[0]!.status).toBe('new');
    } finally {
      await t.deps.db.execute(sql.raw('drop trigger fail_meeting_status on booked_demos'));
      await t.deps.db.execute(sql.raw('drop function fail_meeting_status()'));
    }
    // Nothing half-made stands in the way: the same time books now, whole.
    const booked = await t.request('POST', `/api/sales/leads/${lead.id}/meeting`, { token, body: { start: '2027-03-29T09:00:00.000Z' } });
    expect(booked.status, booked.text).toBe(201);
    expect((await t.deps.db.select().from(bookedDemos).where(eq(bookedDemos.id, lead.id)))[0]!.status).toBe('meeting-booked');
    expect((await t.deps.db.select().from(auditEvents).where(eq(auditEvents.targetId, lead.id))).map((e) => e.action).sort()).toEqual([
      'lead.meeting_booked',
      'lead.status_changed',
    ]);
  });

  it('answers 404 with a plain reason when no office serves the lead', async () => {
    setClock('2027-03-25T06:00:00.000Z');
    await givenOffice({ name: 'United Kingdom', timeZone: 'Europe/London', countries: ['GB'] });
    const lead = await givenDemo('+442079460018');
    await t.deps.db.update(salesOffices).set({ countries: ['IE'] });
    expectError(await t.request('GET', `/api/sales/leads/${lead.id}/meeting-slots`, { token: await admin() }), 404, SCHEDULING_TEXT.noOffice);
  });

  it('50 concurrent bookings of one slot with one rep: exactly one succeeds', async () => {
    setClock('2027-03-25T06:00:00.000Z');
    await givenOffice({ name: 'United Kingdom', timeZone: 'Europe/London', countries: ['GB'], isDefault: true });
    const demos = await Promise.all(Array.from({ length: 50 }, (_, i) => givenDemo(`+4420794600${String(i).padStart(2, '0')}`)));
    const start = '2027-03-26T10:00:00.000Z';
    const replies = await Promise.all(demos.map((d) => book(d.token, start)));
    const statuses = replies.map((r) => r.status);
    // Anything but a booking or "taken" is named with its body (seen once under load, not reproduced since).
    expect(replies.filter((r) => r.status !== 201 && r.status !== 409).map((r) => `${r.status} ${r.text}`)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const r of replies.filter((x) => x.status === 409)) expectError(r, 409, SCHEDULING_TEXT.taken);
    const booked = await t.deps.db.select().from(meetings).where(and(eq(meetings.status, 'booked'), eq(meetings.startsAt, new Date(start))));
    expect(booked).toHaveLength(1);
  });

  it('sends both sides an invite, moves it with a higher SEQUENCE, and cancels it with METHOD:CANCEL', async () => {
    setClock('2027-03-25T06:00:00.000Z');
    const office = await givenOffice({ name: 'United Kingdom', timeZone: 'Europe/London', countries: ['GB'], isDefault: true });
    const rep = office.reps[0]!;
    const demo = await givenDemo('+442079460018');
    const worker = createMailWorker(t.deps);
    await worker.runOnce(); // earlier tests' demo requests
    sent().length = 0;
    const start = '2027-03-29T08:00:00.000Z'; // 09:00 BST
    const res = await book(demo.token, start);
    expect(res.status, res.text).toBe(201);
    const meeting = MeetingReplySchema.parse(res.body);
    expect(meeting).toMatchObject({ status: 'booked', start, end: '2027-03-29T08:30:00.000Z', rep: { email: rep.email }, visitor: { email: demo.email } });
    expect(meeting.office.name).toBe('United Kingdom');
    // Stored first: the invites wait in the queue until the worker sends them.
    expect(sent()).toHaveLength(0);
    await worker.runOnce();
    expect(sent().map((m) => m.to).sort()).toEqual([demo.email, rep.email].sort());
    const invites = sent().map((m) => ({ to: m.to, text: m.text, ics: parseIcs(m.calendar!.content), method: m.calendar!.method }));
    for (const invite of invites) {
      expect(invite.method).toBe('REQUEST');
      expect(invite.ics.value('METHOD')).toBe('REQUEST');
      expect(invite.ics.value('DTSTART')).toBe(basic(start));
      expect(invite.ics.value('DTEND')).toBe('20270329T083000Z');
      expect(invite.ics.value('SEQUENCE')).toBe('0');
      expect(invite.ics.value('ORGANIZER')).toBe(`mailto:${rep.email}`);
      expect(invite.ics.value('ATTENDEE')).toBe(`mailto:${demo.email}`);
      expect(invite.ics.get('ATTENDEE')!.params).toContain('RSVP=TRUE');
      expect(invite.ics.value('SUMMARY')).toContain('Client\\, Ltd\\; "Quoted"');
      expect(invite.ics.value('DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
    }
    const uid = invites[0]!.ics.value('UID');
    expect(invites[1]!.ics.value('UID')).toBe(uid);
    const visitorMail = invites.find((i) => i.to === demo.email)!;
    const link = `/meeting/${meeting.manageToken}`;
    expect(visitorMail.text).toContain(link);
    expect(visitorMail.ics.value('DESCRIPTION')).toContain(link);

    const manage = (method: string, token: string, body?: unknown) =>
      visitor(method, `/api/meta/meeting/${encodeURIComponent(token)}`, body === undefined ? {} : { body });
    expect(MeetingReplySchema.parse((await manage('GET', meeting.manageToken)).body).start).toBe(start);
    const moveSlots = await visitor('GET', `/api/meta/meeting/${encodeURIComponent(meeting.manageToken)}/slots`);
    expect(moveSlots.status, moveSlots.text).toBe(200);
    expect(SlotsReplySchema.parse(moveSlots.body).slots.map((s) => s.start)).not.toContain(start);

    // Move: the same UID, SEQUENCE 1, both sides told; the old link stops working and the old slot is free again.
    sent().length = 0;
    const to = '2027-03-30T13:00:00.000Z';
    const movedRes = await manage('PATCH', meeting.manageToken, { start: to });
    expect(movedRes.status, movedRes.text).toBe(200);
    const moved = MeetingReplySchema.parse(movedRes.body);
    expect(moved).toMatchObject({ id: meeting.id, start: to, status: 'booked' });
    expect(moved.manageToken).not.toBe(meeting.manageToken);
    await worker.runOnce();
    expect(sent()).toHaveLength(2);
    for (const m of sent()) {
      const ics = parseIcs(m.calendar!.content);
      expect(ics.value('METHOD')).toBe('REQUEST');
      expect(ics.value('UID')).toBe(uid);
      expect(ics.value('SEQUENCE')).toBe('1');
      expect(ics.value('DTSTART')).toBe(basic(to));
    }
    expectError(await manage('GET', meeting.manageToken), 400, SCHEDULING_TEXT.linkInvalid);
    expectError(await manage('PATCH', meeting.manageToken, { start: '2027-03-31T13:00:00.000Z' }), 400, SCHEDULING_TEXT.linkInvalid);
    expectError(await manage('DELETE', meeting.manageToken), 400, SCHEDULING_TEXT.linkInvalid);
    const next = await givenDemo('+442079460099');
    expect((await slotsOf(next.token)).slots.map((s) => s.start)).toContain(start);
    expect((await slotsOf(next.token)).slots.map((s) => s.start)).not.toContain(to);
    // Moving onto a taken time or a bad one: 409 / 400, and the meeting stays where it is.
    expect((await book(next.token, '2027-03-31T13:00:00.000Z')).status).toBe(201);
    expectError(await manage('PATCH', moved.manageToken, { start: '2027-03-31T13:00:00.000Z' }), 409, SCHEDULING_TEXT.taken);
    expectError(await manage('PATCH', moved.manageToken, { start: '2027-03-31T13:10:00.000Z' }), 400, SCHEDULING_TEXT.slotInvalid);
    expectError(await manage('PATCH', moved.manageToken, { start: to }), 400, SCHEDULING_TEXT.slotInvalid);

    // Cancel: METHOD:CANCEL with a higher SEQUENCE to both; the link still shows it, cancelled, and changes nothing.
    await worker.runOnce(); // the other visitor's invites
    sent().length = 0;
    const cancelled = await manage('DELETE', moved.manageToken);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body).toEqual({ message: SCHEDULING_TEXT.cancelled });
    await worker.runOnce();
    expect(sent().map((m) => m.to).sort()).toEqual([demo.email, rep.email].sort());
    for (const m of sent()) {
      expect(m.calendar!.method).toBe('CANCEL');
      const ics = parseIcs(m.calendar!.content);
      expect(ics.value('METHOD')).toBe('CANCEL');
      expect(ics.value('STATUS')).toBe('CANCELLED');
      expect(ics.value('UID')).toBe(uid);
      expect(Number(ics.value('SEQUENCE'))).toBeGreaterThan(1);
    }
    const after = await manage('GET', moved.manageToken);
    expect(after.status, after.text).toBe(200);
    expect(MeetingReplySchema.parse(after.body).status).toBe('cancelled');
    expectError(await manage('PATCH', moved.manageToken, { start: '2027-04-01T13:00:00.000Z' }), 409, SCHEDULING_TEXT.cancelled);
    expectError(await manage('DELETE', moved.manageToken), 409, SCHEDULING_TEXT.cancelled);
    expect((await slotsOf((await givenDemo('+442079460098')).token)).slots.map((s) => s.start)).toContain(to);
    // The log names the route, never a meeting's link.
    expect(t.logs.join('\n')).not.toContain(moved.manageToken.split('.')[1]);
  });

  it('refuses forged, altered and expired meeting links with a 4xx', async () => {
    setClock('2027-03-25T06:00:00.000Z');
    await givenOffice({ name: 'United Kingdom', timeZone: 'Europe/London', countries: ['GB'], isDefault: true });
    const demo = await givenDemo('+442079460018');
    const meeting = MeetingReplySchema.parse((await book(demo.token, '2027-03-26T10:00:00.000Z')).body);
    const get = (token: string) => visitor('GET', `/api/meta/meeting/${encodeURIComponent(token)}`);
    const forged = signLink('not this server', { k: 'm', id: meeting.id, s: 0, exp: Date.parse('2030-01-01') });
    expectError(await get(forged), 400, SCHEDULING_TEXT.linkInvalid);
    expectError(await get(`${meeting.manageToken.slice(0, -2)}xx`), 400, SCHEDULING_TEXT.linkInvalid);
    expectError(await get('%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00'), 400, SCHEDULING_TEXT.linkInvalid);
    expectError(await get(signLink(t.deps.config.jwtSecret, { k: 'b', id: meeting.id, exp: Date.parse('2030-01-01') })), 400, SCHEDULING_TEXT.linkInvalid);
    expect((await get(meeting.manageToken)).status).toBe(200);
    setClock('2027-03-27T10:30:00.000Z'); // a day after the meeting ended
    expectError(await get(meeting.manageToken), 400, SCHEDULING_TEXT.linkInvalid);
  });

  it("lets the super admin manage offices, reps and holidays, with clear 4xx on bad input", async () => {
    setClock('2027-03-25T06:00:00.000Z');
    const token = await admin();
    const uae = await givenOffice({ name: 'UAE headquarters', timeZone: 'Asia/Dubai', countries: ['AE'], isDefault: true });
    const office = (body: unknown) => t.request('POST', '/api/sales/offices', { token, body });
    const base = { name: 'X', timeZone: 'Europe/London', countries: ['GB'], isDefault: false, minNoticeMinutes: 60 };
    expectInvalidAt(await office({ ...base, timeZone: 'Mars/Olympus' }), ['timeZone']);
    expectInvalidAt(await office({ ...base, countries: ['gb'] }), ['countries', 0]);
    expectInvalidAt(await office({ ...base, minNoticeMinutes: -1 }), ['minNoticeMinutes']);
    const rep = (body: object) => t.request('POST', '/api/sales/reps', { token, body: { officeId: uae.id, name: 'R', email: 'r@eternity.example', active: true, hours: WEEKDAYS, ...body } });
    expectValidation(await rep({ hours: [{ weekday: 1, start: '17:00', end: '09:00' }] }), { message: 'Working hours must end after they start' });
    expectValidation(await rep({ hours: [{ weekday: 1, start: '09:15', end: '17:00' }] }), { message: 'Working hours start and end on the hour or the half hour' });
    expectValidation(await rep({ hours: [{ weekday: 1, start: '09:00', end: '12:00' }, { weekday: 1, start: '11:00', end: '13:00' }] }), { message: 'Working hours of one day must not overlap' });
    expectInvalidAt(await rep({ hours: [{ weekday: 8, start: '09:00', end: '12:00' }] }), ['hours', 0, 'weekday']);
    expectError(await rep({ officeId: newId() }), 400, 'Office not found');

    // One default: a new default takes the mark; the default cannot be unmarked or removed.
    const uk = await office({ ...base, name: 'United Kingdom', isDefault: true });
    expect(uk.status, uk.text).toBe(201);
    const list = await t.request('GET', '/api/sales/offices', { token });
    expect(list.status).toBe(200);
    expect(list.body.offices.filter((o: { isDefault: boolean }) => o.isDefault).map((o: { name: string }) => o.name)).toEqual(['United Kingdom']);
    expectError(await t.request('PATCH', `/api/sales/offices/${uk.body.id}`, { token, body: { isDefault: false } }), 409, 'One office must be the default: make another office the default instead.');
    expectError(await t.request('DELETE', `/api/sales/offices/${uk.body.id}`, { token }), 409, 'One office must be the default: make another office the default instead.');
    const patched = await t.request('PATCH', `/api/sales/offices/${uae.id}`, { token, body: { isDefault: true, countries: ['AE', 'OM', 'AE'] } });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body).toMatchObject({ isDefault: true, countries: ['AE', 'OM'] });

    // Holidays: one per date; unknown ids are 404.
    const day = { date: '2027-04-01', name: 'Day off' };
    const h = await t.request('POST', `/api/sales/offices/${uae.id}/holidays`, { token, body: day });
    expect(h.status, h.text).toBe(201);
    expectError(await t.request('POST', `/api/sales/offices/${uae.id}/holidays`, { token, body: day }), 409, 'This office already has a holiday on that date.');
    expectInvalidAt(await t.request('POST', `/api/sales/offices/${uae.id}/holidays`, { token, body: { date: '2027-02-30', name: 'No' } }), ['date']);
    expectError(await t.request('POST', `/api/sales/offices/${newId()}/holidays`, { token, body: day }), 404, 'Office not found');
    expect((await t.request('DELETE', `/api/sales/holidays/${h.body.id}`, { token })).status).toBe(200);
    expectError(await t.request('DELETE', `/api/sales/holidays/${h.body.id}`, { token }), 404, 'Holiday not found');

    // A rep or office with an upcoming meeting stays until it is moved or cancelled.
    const demo = await givenDemo('+971501234567');
    const meeting = await book(demo.token, (await slotsOf(demo.token)).slots[0]!.start);
    expect(meeting.status, meeting.text).toBe(201);
    const repId = uae.reps[0]!.id;
    await t.request('PATCH', `/api/sales/offices/${uk.body.id}`, { token, body: { isDefault: false } }); // refused: stays default
    expectError(await t.request('DELETE', `/api/sales/reps/${repId}`, { token }), 409, 'This sales rep has upcoming meetings: move or cancel them first.');
    const other = await givenOffice({ name: 'Other', timeZone: 'Asia/Dubai', countries: [] });
    expectError(await t.request('PATCH', `/api/sales/reps/${repId}`, { token, body: { officeId: other.id } }), 409, 'This sales rep has upcoming meetings: move or cancel them first.');
    await t.request('PATCH', `/api/sales/offices/${uae.id}`, { token, body: { isDefault: true } });
    await t.request('PATCH', `/api/sales/offices/${uk.body.id}`, { token, body: { isDefault: true } });
    expectError(await t.request('DELETE', `/api/sales/offices/${uae.id}`, { token }), 409, 'This office has upcoming meetings: move or cancel them first.');
    const renamed = await t.request('PATCH', `/api/sales/reps/${repId}`, { token, body: { name: 'Renamed', active: false } });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Renamed', active: false });
    expect((await t.request('DELETE', `/api/sales/reps/${other.reps[0]!.id}`, { token })).status).toBe(200);
    expect((await t.request('DELETE', `/api/sales/offices/${other.id}`, { token })).status).toBe(200);
    expectError(await t.request('DELETE', `/api/sales/offices/${other.id}`, { token }), 404, 'Office not found');
  });

  it("a local evaluation's seed: SPEC's four offices with one rep each, the UAE office the default, once", async () => {
    await seedSalesOffices(t.deps, t.deps.logger);
    await seedSalesOffices(t.deps, t.deps.logger);
    const res = await t.request('GET', '/api/sales/offices', { token: await admin() });
    expect(res.status).toBe(200);
    const offices = res.body.offices as { name: string; isDefault: boolean; timeZone: string; reps: unknown[]; holidays: unknown[] }[];
    expect(offices.map((o) => o.name)).toEqual(['UAE headquarters', 'India North', 'India West', 'United Kingdom']);
    expect(offices.map((o) => [o.isDefault, o.timeZone, o.reps.length])).toEqual([
      [true, 'Asia/Dubai', 1],
      [false, 'Asia/Kolkata', 1],
      [false, 'Asia/Kolkata', 1],
      [false, 'Europe/London', 1],
    ]);
    expect(offices.every((o) => o.holidays.length > 0)).toBe(true);
    expect(SEEDED_OFFICES).toHaveLength(4);
  });
});
