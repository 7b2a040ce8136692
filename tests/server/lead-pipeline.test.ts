import { BookedDemosReplySchema, LEAD_CSV_COLUMNS } from '@contract/booked-demos';
import { LEAD_TEXT, LeadActivityReplySchema, LeadDetailReplySchema, LeadNoteReplySchema, LeadsStatusReplySchema, LeadStatusCountsReplySchema } from '@contract/lead-pipeline';
import { LEAD_STATUSES } from '@contract/lead-status';
import { MESSAGES } from '@contract/messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/src/db/ids';
import { bookedDemos, leadNotes, meetings, salesOffices, salesReps, superAdmins, webhookDeliveries, webhookEndpoints } from '../../server/src/db/schema';
import { changeLeadStatus } from '../../server/src/services/lead-pipeline';
import { DB_KINDS, expectError, expectNothingLeaked, expectValidation, givenSuperAdmin, makeTestApp, mintAccessToken, type TestApp } from './helpers';

// Issue 23 item 1 (docs/decisions/0046): a booked demo's status, owner, notes and meetings; the list's filters and export.

const STATUS_MESSAGE = `status must be one of ${LEAD_STATUSES.join(', ')}`;
const ID_MESSAGE = 'id must be 24 hexadecimal characters';

/** The cells of a CSV line (no quoted commas in what these tests read). */
const cells = (line: string) => line.split(',');

describe.each(DB_KINDS)('lead pipeline on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let adminId: string;
  let officeId: string;
  let repA: string;
  let repB: string;
  const base = new Date('2026-03-10T09:00:00.000Z').getTime();
  const DAY = 86_400_000;

  async function givenDemo(fields: Partial<typeof bookedDemos.$inferInsert> = {}): Promise<string> {
    const id = newId();
    await t.deps.db.insert(bookedDemos).values({
      id,
      name: 'Lena Lead',
      businessEmail: `lead-${id}@client.example`,
      phoneNumber: '+919876543210',
      companyName: 'Client Co',
      message: 'Show us the bank.',
      createdAt: new Date(base),
      mailState: 'sent',
      ...fields,
    });
    return id;
  }
  async function givenRep(name: string): Promise<string> {
    const id = newId();
    await t.deps.db.insert(salesReps).values({ id, officeId, name, email: `${id}@eternity.example`, active: true, hours: [] });
    return id;
  }

  const get = (id: string) => t.request('GET', `/api/booked-demos/${id}`, { token });
  const patch = (id: string, body: unknown) => t.request('PATCH', `/api/booked-demos/${id}`, { token, body });
  const note = (id: string, body: unknown) => t.request('POST', `/api/booked-demos/${id}/notes`, { token, body });
  const bulk = (body: unknown) => t.request('POST', '/api/booked-demos/status', { token, body });
  const list = (query: string) => t.request('GET', `/api/booked-demos?${query}`, { token });
  const names = async (query: string) => {
    const res = await list(query);
    expect(res.status, res.text).toBe(200);
    return BookedDemosReplySchema.parse(res.body).data.bookedDemos.map((d) => d.name);
  };
  const statusOf = async (id: string) => (await t.deps.db.select().from(bookedDemos).where(eq(bookedDemos.id, id)))[0]!.status;

  beforeAll(async () => {
    t = await makeTestApp({ kind });
    const { superAdmin } = await givenSuperAdmin(t, { name: 'Sam Sales' });
    adminId = superAdmin._id;
    token = await mintAccessToken(t, 'super-admin', adminId);
    officeId = newId();
    await t.deps.db.insert(salesOffices).values({ id: officeId, name: 'United Kingdom', timeZone: 'Europe/London', countries: ['GB'], isDefault: false });
    repA = await givenRep('Rita Rep');
    repB = await givenRep('Bob Rep');
  });
  afterAll(() => t?.close());

  it('the migration adds the columns, the notes table and the partial indexes', async () => {
    const result = await t.deps.db.execute(sql`select indexname from pg_indexes where tablename in ('booked_demos', 'lead_notes', 'meetings')`);
    const rows = (Array.isArray(result) ? result : (result as { rows: { indexname: string }[] }).rows) as { indexname: string }[];
    const indexes = rows.map((r) => r.indexname);
    for (const name of [
      'booked_demos_leads_status_idx',
      'booked_demos_leads_owner_idx',
      'booked_demos_leads_source_page_idx',
      'booked_demos_leads_source_label_idx',
      'lead_notes_booked_demo_idx',
      'meetings_booked_demo_starts_idx',
    ]) {
      expect(indexes).toContain(name);
    }
    expect(await statusOf(await givenDemo())).toBe('new');
  });

  it('only the super admin reaches the new endpoints', async () => {
    const id = await givenDemo();
    const other = await mintAccessToken(t, 'dashboard-user');
    for (const [method, path, body] of [
      ['GET', `/api/booked-demos/${id}`, undefined],
      ['PATCH', `/api/booked-demos/${id}`, { status: 'won' }],
      ['POST', `/api/booked-demos/${id}/notes`, { text: 'hi' }],
      ['POST', '/api/booked-demos/status', { ids: [id], status: 'won' }],
    ] as const) {
      expect((await t.request(method, path, { body })).status, path).toBe(401);
      expectError(await t.request(method, path, { token: other, body }), 403, MESSAGES.forbidden);
    }
    expect(await statusOf(id)).toBe('new');
  });

  it('GET booked-demos/:id: the lead, its owner, notes newest first and meetings; 404 and 400 for bad ids', async () => {
    const id = await givenDemo({ sourcePage: '/aboutus', sourceLabel: 'Ask an Expert', referrerHost: 'news.example.com', utm: { utm_source: 'mail' }, ownerId: repA });
    await t.deps.db.insert(leadNotes).values([
      { id: newId(), bookedDemoId: id, authorId: adminId, authorName: 'Earlier Name', text: 'first', createdAt: new Date(base + 1000) },
      { id: newId(), bookedDemoId: id, authorId: adminId, authorName: 'Sam Sales', text: 'second', createdAt: new Date(base + 2000) },
    ]);
    const meetingId = newId();
    await t.deps.db.insert(meetings).values({
      id: meetingId,
      bookedDemoId: id,
      officeId,
      repId: repB,
      startsAt: new Date(base + DAY),
      endsAt: new Date(base + DAY + 30 * 60_000),
      uid: `${meetingId}@test`,
      status: 'booked',
    });
    const res = await get(id);
    expect(res.status, res.text).toBe(200);
    const { data } = LeadDetailReplySchema.parse(res.body);
    expect(data.bookedDemo).toMatchObject({
      _id: id,
      status: 'new',
      owner: { id: repA, name: 'Rita Rep' },
      sourcePage: '/aboutus',
      sourceLabel: 'Ask an Expert',
      referrerHost: 'news.example.com',
      utm: { utm_source: 'mail' },
    });
    expect(data.notes.map((n) => [n.text, n.author])).toEqual([
      ['second', 'Sam Sales'],
      ['first', 'Earlier Name'],
    ]);
    expect(data.meetings).toEqual([
      {
        id: meetingId,
        status: 'booked',
        start: new Date(base + DAY).toISOString(),
        end: new Date(base + DAY + 30 * 60_000).toISOString(),
        rep: { id: repB, name: 'Bob Rep' },
        office: { id: officeId, name: 'United Kingdom', timeZone: 'Europe/London' },
      },
    ]);
    expectError(await get(newId()), 404, MESSAGES.bookedDemoNotFound);
    expectValidation(await get('not-an-id'), { message: ID_MESSAGE });
    // Static paths are not taken for an id.
    expect((await t.request('GET', '/api/booked-demos/export', { token })).headers.get('content-type')).toMatch(/^text\/csv/);
  });

  it('PATCH changes the status and the owner, either or both; the reply is the detail', async () => {
    const id = await givenDemo();
    const first = await patch(id, { status: 'contacted' });
    expect(first.status, first.text).toBe(200);
    expect(LeadDetailReplySchema.parse(first.body)).toMatchObject({ message: LEAD_TEXT.updated, data: { bookedDemo: { status: 'contacted', owner: null } } });
    const both = LeadDetailReplySchema.parse((await patch(id, { status: 'meeting-held', ownerId: repB })).body);
    expect(both.data.bookedDemo).toMatchObject({ status: 'meeting-held', owner: { id: repB, name: 'Bob Rep' } });
    const none = LeadDetailReplySchema.parse((await patch(id, { ownerId: null })).body);
    expect(none.data.bookedDemo).toMatchObject({ status: 'meeting-held', owner: null });
    expect(t.logs.some((line) => line.includes('lead status changed') && line.includes(id) && line.includes('meeting-held'))).toBe(true);
  });

  it('every status change queues a lead.status_changed webhook (from, to, at) with it; an unchanged one queues none', async () => {
    const endpointId = newId();
    await t.deps.db
      .insert(webhookEndpoints)
      .values({ id: endpointId, url: 'https://crm.example/hook', events: ['lead.status_changed'], secret: 'whsec_test' });
    try {
      const [a, b] = [await givenDemo(), await givenDemo()];
      expect((await patch(a, { status: 'contacted' })).status).toBe(200);
      expect((await bulk({ ids: [a, b], status: 'contacted' })).status).toBe(200); // a: no change; b: new → contacted
      const queued = await t.deps.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
      const data = queued.map((d) => d.payload as { leadId: string; from: string; to: string; at: string });
      expect(queued.map((d) => d.type)).toEqual(['lead.status_changed', 'lead.status_changed']);
      expect(data.map(({ leadId, from, to }) => ({ leadId, from, to })).sort((x, y) => x.leadId.localeCompare(y.leadId))).toEqual(
        [
          { leadId: a, from: 'new', to: 'contacted' },
          { leadId: b, from: 'new', to: 'contacted' },
        ].sort((x, y) => x.leadId.localeCompare(y.leadId)),
      );
      for (const d of data) expect(Date.parse(d.at)).not.toBeNaN();
    } finally {
      await t.deps.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
    }
  });

  it('PATCH refuses bad input with a clear 400, an unknown lead with 404 and a filtered one with 409', async () => {
    const id = await givenDemo();
    expectValidation(await patch(id, {}), { message: LEAD_TEXT.patchEmpty });
    expectValidation(await patch(id, { status: 'done' }), { message: STATUS_MESSAGE, path: ['status'] });
    expectValidation(await patch(id, { ownerId: 'x' }), { message: ID_MESSAGE, path: ['ownerId'] });
    expect((await patch(id, { status: 'won', extra: 1 })).status).toBe(400);
    expectError(await patch(id, { ownerId: newId() }), 400, LEAD_TEXT.repNotFound);
    expectError(await patch(newId(), { status: 'won' }), 404, MESSAGES.bookedDemoNotFound);
    const held = await givenDemo({ quarantineReason: 'honeypot', mailState: 'held' });
    expectError(await patch(held, { status: 'won' }), 409, LEAD_TEXT.filtered);
    expectError(await patch(held, { ownerId: repA }), 409, LEAD_TEXT.filtered);
    expect(await statusOf(id)).toBe('new');
  });

  it("deleting a rep leaves their leads without an owner", async () => {
    const rep = await givenRep('Gone Rep');
    const id = await givenDemo({ ownerId: rep });
    expect((await t.request('DELETE', `/api/sales/reps/${rep}`, { token })).status).toBe(200);
    expect(LeadDetailReplySchema.parse((await get(id)).body).data.bookedDemo.owner).toBeNull();
  });

  it('notes: trimmed, signed with the name at the time, empty or too long refused', async () => {
    const id = await givenDemo();
    const res = await note(id, { text: '  Called, will call back.  ' });
    expect(res.status, res.text).toBe(201);
    const added = LeadNoteReplySchema.parse(res.body);
    expect(added).toMatchObject({ message: LEAD_TEXT.noteAdded, data: { note: { text: 'Called, will call back.', author: 'Sam Sales' } } });
    await t.deps.db.update(superAdmins).set({ name: 'Samantha Sales' }).where(eq(superAdmins.id, adminId));
    t.clock.advance(1);
    await note(id, { text: 'Second' });
    await t.deps.db.update(superAdmins).set({ name: 'Sam Sales' }).where(eq(superAdmins.id, adminId));
    expect(LeadDetailReplySchema.parse((await get(id)).body).data.notes.map((n) => n.author)).toEqual(['Samantha Sales', 'Sam Sales']);
    expectValidation(await note(id, { text: '   ' }), { message: LEAD_TEXT.noteEmpty, path: ['text'] });
    expectValidation(await note(id, {}), { message: LEAD_TEXT.noteEmpty, path: ['text'] });
    expectValidation(await note(id, { text: 'x'.repeat(5001) }), { message: LEAD_TEXT.noteTooLong, path: ['text'] });
    expect((await note(id, { text: 'x'.repeat(5000) })).status).toBe(201);
    expectError(await note(newId(), { text: 'hi' }), 404, MESSAGES.bookedDemoNotFound);
  });

  it('bulk status: answers how many changed; same status, unknown and filtered ids are left alone', async () => {
    const a = await givenDemo();
    const b = await givenDemo({ status: 'lost' });
    const held = await givenDemo({ quarantineReason: 'stale', mailState: 'held' });
    const res = await bulk({ ids: [a, b, a, held, newId()], status: 'lost' });
    expect(res.status, res.text).toBe(200);
    expect(LeadsStatusReplySchema.parse(res.body)).toEqual({ message: LEAD_TEXT.statusChanged, data: { changed: 1 } });
    expect([await statusOf(a), await statusOf(b), await statusOf(held)]).toEqual(['lost', 'lost', 'new']);
    expectValidation(await bulk({ ids: [], status: 'won' }), { message: LEAD_TEXT.idsEmpty });
    expectValidation(await bulk({ ids: Array.from({ length: 101 }, () => newId()), status: 'won' }), { message: LEAD_TEXT.idsTooMany });
    expectValidation(await bulk({ ids: ['nope'], status: 'won' }), { message: ID_MESSAGE, path: ['ids', 0] });
    expectValidation(await bulk({ ids: [a] }), { message: STATUS_MESSAGE, path: ['status'] });
    expect((await bulk({ ids: Array.from({ length: 100 }, () => newId()), status: 'won' })).body.data.changed).toBe(0);
  });

  it('changeLeadStatus reports each change once with its before, and honours onlyFrom', async () => {
    const a = await givenDemo({ status: 'contacted' });
    const b = await givenDemo({ status: 'won' });
    const actor = { kind: 'system', reason: 'meeting-booked' } as const;
    const [one, two] = await Promise.all([
      changeLeadStatus(t.deps, [a, b], 'meeting-booked', actor, { onlyFrom: ['new', 'contacted'] }),
      changeLeadStatus(t.deps, [a, b], 'meeting-booked', actor, { onlyFrom: ['new', 'contacted'] }),
    ]);
    const changes = [...one, ...two];
    expect(changes.map((c) => [c.id, c.from, c.to, c.by])).toEqual([[a, 'contacted', 'meeting-booked', actor]]);
    expect(await statusOf(b)).toBe('won');
  });

  it('GET booked-demos/:id/activity: creation, status change, note, meeting booked and cancelled, newest first, with who', async () => {
    const start = t.clock();
    const id = await givenDemo({ createdAt: start, sourcePage: '/aboutus', sourceLabel: 'Ask an Expert' });
    const activity = async (demo: string) => {
      const res = await t.request('GET', `/api/booked-demos/${demo}/activity`, { token });
      expect(res.status, res.text).toBe(200);
      return LeadActivityReplySchema.parse(res.body).data;
    };
    t.clock.advance(60);
    expect((await patch(id, { status: 'contacted' })).status).toBe(200);
    t.clock.advance(30);
    expect((await patch(id, { ownerId: repA })).status).toBe(200);
    t.clock.advance(30);
    expect((await note(id, { text: 'Called, wants Tuesday' })).status).toBe(201);
    const meetingId = newId();
    const booked = new Date(start.getTime() + 180_000);
    const cancelled = new Date(start.getTime() + 240_000);
    const meetingStart = new Date(start.getTime() + 3 * DAY);
    await t.deps.db.insert(meetings).values({
      id: meetingId,
      bookedDemoId: id,
      officeId,
      repId: repB,
      startsAt: meetingStart,
      endsAt: new Date(meetingStart.getTime() + 1_800_000),
      status: 'cancelled',
      uid: `${meetingId}@test`,
      cancelledAt: cancelled,
      createdAt: booked,
      updatedAt: cancelled,
    });

    const { activity: events, since } = await activity(id);
    expect(since).toBeNull();
    expect(events.map((e) => [e.kind, 'by' in e ? e.by : 'rep' in e ? e.rep : null])).toEqual([
      ['meeting', 'Bob Rep'],
      ['meeting', 'Bob Rep'],
      ['note', 'Sam Sales'],
      ['owner', 'Sam Sales'],
      ['status', 'Sam Sales'],
      ['created', null],
    ]);
    expect(events[0]).toMatchObject({ action: 'cancelled', at: cancelled.toISOString(), start: meetingStart.toISOString() });
    expect(events[1]).toMatchObject({ action: 'booked', at: booked.toISOString(), start: meetingStart.toISOString() });
    expect(events[2]).toMatchObject({ text: 'Called, wants Tuesday' });
    expect(events[3]).toMatchObject({ from: null, to: 'Rita Rep' });
    expect(events[4]).toMatchObject({ from: 'new', to: 'contacted', at: new Date(start.getTime() + 60_000).toISOString() });
    expect(events[5]).toMatchObject({ page: '/aboutus', label: 'Ask an Expert', at: start.toISOString() });

    // A filtered booking says so; one older than the audit log's retention says where its changes start.
    const old = new Date(start.getTime() - (t.deps.config.auditRetentionDays + 1) * DAY);
    const filtered = await activity(await givenDemo({ createdAt: old, quarantineReason: 'honeypot' }));
    expect(filtered.activity.map((e) => e.kind).sort()).toEqual(['created', 'filtered']);
    expect(filtered.since).toBe(new Date(t.clock().getTime() - t.deps.config.auditRetentionDays * DAY).toISOString());

    expectError(await t.request('GET', `/api/booked-demos/${newId()}/activity`, { token }), 404, MESSAGES.bookedDemoNotFound);
    expectError(await t.request('GET', `/api/booked-demos/${id}/activity`, { token: await mintAccessToken(t, 'dashboard-user') }), 403, MESSAGES.forbidden);
  });

  it("'Not spam' makes a filtered booking a new lead", async () => {
    const held = await givenDemo({ quarantineReason: 'honeypot', mailState: 'held', status: 'contacted' });
    expect((await t.request('POST', `/api/booked-demos/${held}/release`, { token })).body.data.bookedDemo.status).toBe('new');
  });

  describe('the list and export filters', () => {
    let tag: string;
    const q = () => `q=${tag}`;
    beforeAll(async () => {
      tag = `f${newId().slice(0, 8)}`;
      const rows: Partial<typeof bookedDemos.$inferInsert>[] = [
        { name: `${tag} A`, createdAt: new Date(base - 2 * DAY), status: 'won', ownerId: repA, sourcePage: '/aboutus', sourceLabel: 'Ask an Expert', phoneNumber: '+447700900123' },
        { name: `${tag} B`, createdAt: new Date(base - DAY), status: 'new', sourcePage: '/contactus', sourceLabel: 'Contact Us' },
        { name: `${tag} C`, createdAt: new Date(base - DAY + 1000), status: 'won', ownerId: repB, sourcePage: '/aboutus', sourceLabel: 'Book a demo' },
        { name: `${tag} D`, createdAt: new Date(base + 23 * 3600_000), status: 'contacted', ownerId: repA },
      ];
      for (const row of rows) await givenDemo({ companyName: tag, ...row });
    });

    it('filters by status, owner (or none), UTC days, source page and label; sorts newest or oldest first', async () => {
      expect(await names(`${q()}&status=won`)).toEqual([`${tag} C`, `${tag} A`]);
      expect(await names(`${q()}&owner=${repA}`)).toEqual([`${tag} D`, `${tag} A`]);
      expect(await names(`${q()}&owner=none`)).toEqual([`${tag} B`]);
      expect(await names(`${q()}&from=2026-03-09&to=2026-03-09`)).toEqual([`${tag} C`, `${tag} B`]);
      expect(await names(`${q()}&from=2026-03-09`)).toEqual([`${tag} D`, `${tag} C`, `${tag} B`]);
      expect(await names(`${q()}&to=2026-03-08`)).toEqual([`${tag} A`]);
      expect(await names(`${q()}&source=${encodeURIComponent('/aboutus')}`)).toEqual([`${tag} C`, `${tag} A`]);
      expect(await names(`${q()}&label=${encodeURIComponent('Contact Us')}`)).toEqual([`${tag} B`]);
      expect(await names(`${q()}&source=%2Faboutus&status=won&owner=${repB}`)).toEqual([`${tag} C`]);
      expect(await names(`${q()}&sort=oldest`)).toEqual([`${tag} A`, `${tag} B`, `${tag} C`, `${tag} D`]);
      expect(await names(`${q()}&sort=newest`)).toEqual([`${tag} D`, `${tag} C`, `${tag} B`, `${tag} A`]);
      const filtered = BookedDemosReplySchema.parse((await list(`${q()}&status=won`)).body).data;
      expect(filtered.pagination).toMatchObject({ total: 2, totalPages: 1 });
      expect(filtered.bookedDemos[0]).toMatchObject({ status: 'won', owner: { id: repB, name: 'Bob Rep' } });
    });

    it('counts the leads per stage for the other filters: every stage once, zero-filled; filtered bookings left out', async () => {
      await givenDemo({ companyName: tag, name: `${tag} Q`, quarantineReason: 'honeypot' });
      const counts = async (query: string) => {
        const res = await t.request('GET', `/api/booked-demos/status-counts?${query}`, { token });
        expect(res.status, res.text).toBe(200);
        const reply = LeadStatusCountsReplySchema.parse(res.body);
        expect(reply.message).toBe(MESSAGES.leadStatusCountsFetched);
        expect(reply.data.counts.map((c) => c.status)).toEqual([...LEAD_STATUSES]);
        return { ...Object.fromEntries(reply.data.counts.filter((c) => c.count > 0).map((c) => [c.status, c.count])), total: reply.data.total };
      };
      expect(await counts(q())).toEqual({ won: 2, new: 1, contacted: 1, total: 4 });
      expect(await counts(`${q()}&owner=${repA}`)).toEqual({ won: 1, contacted: 1, total: 2 });
      expect(await counts(`${q()}&owner=none`)).toEqual({ new: 1, total: 1 });
      expect(await counts(`${q()}&source=%2Faboutus`)).toEqual({ won: 2, total: 2 });
      expect(await counts(`${q()}&from=2026-03-09&to=2026-03-09`)).toEqual({ won: 1, new: 1, total: 2 });
      expect(await counts(`q=nothing-${tag}`)).toEqual({ total: 0 });
      // The stage, page, order and view belong to the list, not to the strip: the counts stay those of every stage.
      for (const listOnly of ['status=won', 'page=2', 'sort=oldest', 'view=filtered']) {
        expect(await counts(`${q()}&${listOnly}`), listOnly).toEqual({ won: 2, new: 1, contacted: 1, total: 4 });
      }
      expect((await t.request('GET', `/api/booked-demos/status-counts?from=2026-03-10&to=2026-03-09`, { token })).status).toBe(400);
    });

    it('finds phone numbers by their digits, typed with or without spaces and +', async () => {
      for (const typed of ['+44 7700 900123', '447700900123', '7700 900 123', '(7700) 900-123', '900123']) {
        expect(await names(`q=${encodeURIComponent(typed)}`), typed).toEqual([`${tag} A`]);
      }
      expect(await names(`q=${encodeURIComponent('+44 7700 900999')}`)).toEqual([]);
    });

    it('answers 400 with a clear message for every bad filter', async () => {
      for (const [query, message] of [
        ['status=done', /^status must be one of/],
        ['owner=bob', /^owner must be a sales rep's id or none/],
        ['from=2026-13-01', /^from must be a date/],
        ['to=yesterday', /^to must be a date/],
        ['from=2026-03-10&to=2026-03-09', /^from must not be after to/],
        [`source=${'/x'.repeat(101)}`, /^source must be at most 200/],
        [`label=${'x'.repeat(121)}`, /^label must be at most 120/],
        ['sort=name', /^sort must be newest or oldest/],
      ] as const) {
        for (const path of ['/api/booked-demos', '/api/booked-demos/export']) {
          const res = await t.request('GET', `${path}?${query}`, { token });
          expect(res.status, `${path}?${query}`).toBe(400);
          expect(res.body.errors.details[0].message, query).toMatch(message);
        }
      }
    });

    it('exports the same filters with status, owner, notes count and next and last meeting', async () => {
      const [a] = await t.deps.db.select().from(bookedDemos).where(eq(bookedDemos.name, `${tag} A`));
      const [c] = await t.deps.db.select().from(bookedDemos).where(eq(bookedDemos.name, `${tag} C`));
      await t.deps.db.insert(leadNotes).values([
        { id: newId(), bookedDemoId: c!.id, authorId: adminId, authorName: 'Sam Sales', text: 'one', createdAt: new Date(base) },
        { id: newId(), bookedDemoId: c!.id, authorId: adminId, authorName: 'Sam Sales', text: 'two', createdAt: new Date(base) },
      ]);
      const now = t.clock().getTime();
      const meeting = (demoId: string, startsAt: number, status: 'booked' | 'cancelled') => {
        const id = newId();
        return { id, bookedDemoId: demoId, officeId, repId: repB, startsAt: new Date(startsAt), endsAt: new Date(startsAt + 1800_000), uid: `${id}@t`, status };
      };
      // One booked meeting per lead at a time (meetings_booked_demo_booked_idx); cancelled ones never count.
      await t.deps.db
        .insert(meetings)
        .values([meeting(a!.id, now - 2 * DAY, 'booked'), meeting(c!.id, now + 3 * DAY, 'booked'), meeting(c!.id, now - DAY, 'cancelled'), meeting(c!.id, now + DAY, 'cancelled')]);
      const res = await t.request('GET', `/api/booked-demos/export?${q()}&status=won&sort=oldest`, { token });
      expect(res.status, res.text).toBe(200);
      const lines = res.text.replace(/^\uFEFF/, '').trim().split('\r\n');
      const header = cells(lines[0]!);
      for (const column of LEAD_CSV_COLUMNS) expect(header).toContain(column);
      const rows = lines.slice(1).map((line) => Object.fromEntries(cells(line).map((v, i) => [header[i], v])));
      expect(rows.map((r) => r.name)).toEqual([`${tag} A`, `${tag} C`]);
      expect(rows[0]).toMatchObject({
        status: 'Won',
        owner: 'Rita Rep',
        notes: '0',
        nextMeeting: '',
        lastMeeting: new Date(now - 2 * DAY).toISOString(),
        sourcePage: '/aboutus',
        sourceLabel: 'Ask an Expert',
      });
      expect(rows[1]).toMatchObject({
        status: 'Won',
        owner: 'Bob Rep',
        notes: '2',
        nextMeeting: new Date(now + 3 * DAY).toISOString(),
        lastMeeting: '',
        sourceLabel: 'Book a demo',
      });
      const filtered = await t.request('GET', '/api/booked-demos/export?view=filtered', { token });
      expect(filtered.text).toContain(',Filtered,');
    });
  });

  it('leaks nothing', () => expectNothingLeaked(t));
});
