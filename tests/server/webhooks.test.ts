import { WEBHOOK_PAYLOAD_SCHEMAS, WEBHOOK_TEXT, WebhookDeliveriesReplySchema, WebhooksReplySchema, WebhookWithSecretReplySchema } from '@contract/webhooks';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookedDemos, webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../server/src/db/schema';
import { bookMeeting, bookingHandle, cancelMeeting, moveMeeting, slotsForBooking, slotsForMove } from '../../server/src/services/scheduling/meetings';
import { seedSalesOffices } from '../../server/src/services/scheduling/seed-offices';
import { enqueueWebhookEvent } from '../../server/src/webhooks/queue';
import { httpSender, PrivateAddressError } from '../../server/src/webhooks/send';
import { isPrivateAddress, webhookUrlProblem } from '../../server/src/webhooks/url-rules';
import { createWebhookWorker, MAX_WEBHOOK_ATTEMPTS, webhookBackoffMs } from '../../server/src/webhooks/worker';
import { DB_KINDS, expectError, givenSuperAdmin, makeTestApp, mintAccessToken, type TestApp } from './helpers';
import { humanProof } from './human-check';
import { startReceiver, verifySignature, type Receiver } from './webhook-receiver';

// Issue 23 item 2: webhooks to a CRM (docs/decisions/0047).

const CONTACT_TOKEN = 'webhooks-contact-token-0123';
const ALL_EVENTS = ['lead.created', 'lead.status_changed', 'meeting.booked', 'meeting.moved', 'meeting.cancelled'];

describe('webhook backoff', () => {
  it('waits 1 min × 4^(n−1), capped at 6 h, with ±20 % jitter; 8 tries span most of a day', () => {
    const mid = () => 0.5;
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => webhookBackoffMs(n, mid) / 60_000)).toEqual([1, 4, 16, 64, 256, 360, 360]);
    expect(webhookBackoffMs(3, () => 0)).toBe(16 * 60_000 * 0.8);
    expect(webhookBackoffMs(3, () => 1)).toBe(16 * 60_000 * 1.2);
    const span = [1, 2, 3, 4, 5, 6, 7].reduce((sum, n) => sum + webhookBackoffMs(n, mid), 0);
    expect(MAX_WEBHOOK_ATTEMPTS).toBe(8);
    expect(span / 3_600_000).toBeGreaterThan(16);
    expect(span / 3_600_000).toBeLessThan(24);
  });
});

describe('webhook URL rules', () => {
  it('refuses http, private, loopback and link-local targets unless private URLs are allowed', () => {
    const refused: [string, string][] = [
      ['http://crm.example.com/hooks', WEBHOOK_TEXT.urlHttps],
      ['https://127.0.0.1/hooks', WEBHOOK_TEXT.urlPrivate],
      ['https://localhost:8443/hooks', WEBHOOK_TEXT.urlPrivate],
      ['https://10.1.2.3/hooks', WEBHOOK_TEXT.urlPrivate],
      ['https://192.168.1.10/hooks', WEBHOOK_TEXT.urlPrivate],
      ['https://172.20.0.1/hooks', WEBHOOK_TEXT.urlPrivate],
      ['https://169.254.169.254/latest/meta-data', WEBHOOK_TEXT.urlPrivate],
      ['https://[::1]/hooks', WEBHOOK_TEXT.urlPrivate],
      ['https://[fd00::1]/hooks', WEBHOOK_TEXT.urlPrivate],
      ['https://[::ffff:127.0.0.1]/hooks', WEBHOOK_TEXT.urlPrivate],
      ['https://user:pw@crm.example.com/hooks', WEBHOOK_TEXT.urlCredentials],
      ['ftp://crm.example.com/hooks', WEBHOOK_TEXT.urlInvalid],
      ['crm.example.com/hooks', WEBHOOK_TEXT.urlInvalid],
    ];
    for (const [url, message] of refused) expect(webhookUrlProblem(url, false), url).toBe(message);
    expect(webhookUrlProblem('https://crm.example.com/hooks?key=1', false)).toBeNull();
    expect(webhookUrlProblem('https://8.8.8.8/hooks', false)).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:9000/hooks', true)).toBeNull();
    expect(webhookUrlProblem('https://user:pw@127.0.0.1/hooks', true)).toBe(WEBHOOK_TEXT.urlCredentials);
  });

  it('knows the private ranges', () => {
    for (const a of ['127.0.0.1', '10.0.0.1', '100.64.0.1', '169.254.1.1', '0.0.0.0', '::1', 'fe80::1', 'fc00::2', '::ffff:10.0.0.1'])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111']) expect(isPrivateAddress(a), a).toBe(false);
  });

  it('checks the resolved address when it sends: a name that resolves to loopback is refused (SSRF)', async () => {
    const receiver = await startReceiver();
    try {
      const port = new URL(receiver.url).port;
      const guarded = httpSender({ allowPrivate: false });
      await expect(guarded(`http://localhost:${port}/hooks`, {}, '{}')).rejects.toBeInstanceOf(PrivateAddressError);
      await expect(guarded(`http://127.0.0.1:${port}/hooks`, {}, '{}')).rejects.toBeInstanceOf(PrivateAddressError);
      expect(receiver.received).toHaveLength(0);
      // Allowed (local evaluation), the same call reaches it; a redirect is not followed.
      receiver.answers.push(302);
      const open = httpSender({ allowPrivate: true });
      expect((await open(`http://localhost:${port}/hooks`, {}, '{}')).status).toBe(302);
      expect(receiver.received).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });
});

describe.each(DB_KINDS)('webhooks on %s', (kind) => {
  let t: TestApp;
  let adminId: string;
  let receiver: Receiver;
  const admin = () => mintAccessToken(t, 'super-admin', adminId);
  const nowSeconds = () => Math.floor(t.clock().getTime() / 1000);

  async function createWebhook(body: Record<string, unknown> = {}) {
    const res = await t.request('POST', '/api/webhooks', { token: await admin(), body: { url: receiver.url, events: ALL_EVENTS, ...body } });
    expect(res.status, res.text).toBe(201);
    return WebhookWithSecretReplySchema.parse(res.body);
  }

  async function bookDemo(extra: Record<string, unknown> = {}) {
    const res = await t.request('POST', '/api/meta/book-demo', {
      headers: { token: CONTACT_TOKEN, versionNumber: 'v2' },
      body: {
        name: 'Lena Lead',
        companyName: 'Lead Co',
        businessEmail: 'lena@lead.example',
        phoneNumber: '+919876543210',
        message: 'Show us the bank.',
        startedAt: t.clock().getTime() - 60_000,
        humanCheck: await humanProof(t),
        source: { page: '/solutions', label: 'Book a demo' },
        ...extra,
      },
    });
    expect(res.status, res.text).toBe(200);
    const [row] = await t.deps.db.select().from(bookedDemos).where(eq(bookedDemos.businessEmail, 'lena@lead.example')).orderBy(bookedDemos.createdAt);
    return row!;
  }

  beforeAll(async () => {
    t = await makeTestApp({
      kind,
      env: { CONTACT_API_TOKEN: CONTACT_TOKEN, RATE_LIMIT_BOOK_DEMO: '10000', RATE_LIMIT_BOOK_DEMO_EMAIL: '10000', RATE_LIMIT_BOOK_DEMO_DOMAIN: '10000' },
    });
    adminId = (await givenSuperAdmin(t)).superAdmin._id;
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
    await t?.close();
  });
  afterEach(async () => {
    await t.deps.db.delete(webhookEndpoints); // deliveries and attempts go with them
    await t.deps.db.delete(bookedDemos);
    receiver.received.length = 0;
    receiver.answers.length = 0;
  });

  it('a stored lead reaches the receiver signed like Stripe, with a stable Webhook-Id and the documented body', async () => {
    const { secret, webhook } = await createWebhook();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const demo = await bookDemo();
    const worker = createWebhookWorker(t.deps);
    expect(await worker.runOnce()).toBe(1);

    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    expect(verifySignature(secret, got!.headers['webhook-signature'] as string, got!.body, nowSeconds())).toBe(true);
    // A receiver with another secret, or a changed body, or a stale timestamp, refuses it.
    expect(verifySignature(`${secret}x`, got!.headers['webhook-signature'] as string, got!.body, nowSeconds())).toBe(false);
    expect(verifySignature(secret, got!.headers['webhook-signature'] as string, got!.body.replace('Lena', 'Lina'), nowSeconds())).toBe(false);
    expect(verifySignature(secret, got!.headers['webhook-signature'] as string, got!.body, nowSeconds() + 600)).toBe(false);
    expect(got!.headers['content-type']).toBe('application/json');
    const body = JSON.parse(got!.body);
    expect(got!.headers['webhook-id']).toBe(body.id);
    expect(body).toMatchObject({ type: 'lead.created', createdAt: demo.createdAt.toISOString() });
    const data = WEBHOOK_PAYLOAD_SCHEMAS['lead.created'].parse(body.data);
    expect(data.lead).toMatchObject({ id: demo.id, name: 'Lena Lead', email: 'lena@lead.example', source: { page: '/solutions', label: 'Book a demo' } });

    const log = WebhookDeliveriesReplySchema.parse((await t.request('GET', `/api/webhooks/${webhook.id}/deliveries`, { token: await admin() })).body);
    expect(log.deliveries[0]).toMatchObject({ type: 'lead.created', state: 'delivered', attempts: 1, lastResponseCode: 200 });
    expect(log.deliveries[0]!.attemptLog).toEqual([expect.objectContaining({ responseCode: 200, error: null })]);
  });

  it('a quarantined booking sends nothing until it is released as not spam', async () => {
    await createWebhook();
    const demo = await bookDemo({ website: 'http://spam.example' });
    expect(demo.quarantineReason).toBe('honeypot');
    const worker = createWebhookWorker(t.deps);
    expect(await worker.runOnce()).toBe(0);
    const res = await t.request('POST', `/api/booked-demos/${demo.id}/release`, { token: await admin() });
    expect(res.status, res.text).toBe(200);
    expect(await worker.runOnce()).toBe(1);
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({ type: 'lead.created', data: { lead: { id: demo.id } } });
  });

  it('only subscribed, enabled webhooks get an event', async () => {
    const { webhook: meetingsOnly } = await createWebhook({ events: ['meeting.booked'] });
    const { webhook: paused } = await createWebhook({ events: ['lead.created'], enabled: false });
    const { webhook: leads } = await createWebhook({ events: ['lead.created'] });
    await bookDemo();
    const worker = createWebhookWorker(t.deps);
    expect(await worker.runOnce()).toBe(1);
    const countOf = async (id: string) => (await t.deps.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id))).length;
    expect([await countOf(meetingsOnly.id), await countOf(paused.id), await countOf(leads.id)]).toEqual([0, 0, 1]);
  });

  it('retries a failed delivery with backoff, logs each attempt, and gives up after the last try', async () => {
    const { webhook } = await createWebhook();
    receiver.answers.push(500, 503);
    await bookDemo();
    const worker = createWebhookWorker(t.deps, { random: () => 0.5 });
    expect(await worker.runOnce()).toBe(1);
    let [row] = await t.deps.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, webhook.id));
    expect(row).toMatchObject({ state: 'retrying', attempts: 1, lastResponseCode: 500, lastError: 'HTTP 500' });
    expect(row!.nextAttemptAt!.getTime() - t.clock().getTime()).toBe(60_000);
    expect(await worker.runOnce()).toBe(0); // not due yet
    t.clock.advance(60);
    expect(await worker.runOnce()).toBe(1);
    [row] = await t.deps.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, webhook.id));
    expect(row).toMatchObject({ state: 'retrying', attempts: 2, lastResponseCode: 503 });
    expect(row!.nextAttemptAt!.getTime() - t.clock().getTime()).toBe(4 * 60_000);
    t.clock.advance(240);
    expect(await worker.runOnce()).toBe(1);
    [row] = await t.deps.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, webhook.id));
    expect(row).toMatchObject({ state: 'delivered', attempts: 3, lastResponseCode: 200, nextAttemptAt: null });
    // At least once: the same event id each time.
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
    const attempts = await t.deps.db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, row!.id)).orderBy(webhookAttempts.at);
    expect(attempts.map((a) => a.responseCode)).toEqual([500, 503, 200]);
    // Only a short excerpt of a reply body is kept.
    for (const a of attempts) expect((a.responseExcerpt ?? '').length).toBeLessThanOrEqual(200);

    receiver.answers.push(...Array(MAX_WEBHOOK_ATTEMPTS).fill(500));
    await t.request('POST', `/api/webhooks/${webhook.id}/test`, { token: await admin() });
    for (let i = 0; i < MAX_WEBHOOK_ATTEMPTS; i++) {
      expect(await worker.runOnce()).toBe(1);
      t.clock.advance(7 * 3600);
    }
    expect(await worker.runOnce()).toBe(0);
    const [test] = await t.deps.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.type, 'webhook.test'));
    expect(test).toMatchObject({ state: 'failed', attempts: MAX_WEBHOOK_ATTEMPTS, nextAttemptAt: null });
  });

  it('two workers on one database never make the same attempt twice', async () => {
    await createWebhook();
    await createWebhook();
    for (let i = 0; i < 15; i++) await enqueueWebhookEvent(t.deps.db, 'lead.status_changed', { leadId: `lead${i}`, from: 'new', to: 'contacted', at: t.clock().toISOString() }, t.clock());
    const a = createWebhookWorker(t.deps);
    const b = createWebhookWorker(t.deps);
    const [na, nb] = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(na + nb).toBe(30);
    expect(receiver.received).toHaveLength(30);
    const keys = receiver.received.map((r) => `${r.headers['webhook-id']} ${r.headers['webhook-signature']}`);
    expect(new Set(keys).size).toBe(30);
    const attempts = await t.deps.db.select().from(webhookAttempts);
    expect(attempts).toHaveLength(30);
    expect(await Promise.all([a.runOnce(), b.runOnce()])).toEqual([0, 0]);
  });

  it("lead.status_changed carries the lead id, from, to and at", async () => {
    const { secret } = await createWebhook({ events: ['lead.status_changed'] });
    const at = t.clock().toISOString();
    const eventId = await enqueueWebhookEvent(t.deps.db, 'lead.status_changed', { leadId: 'abc', from: 'new', to: 'contacted', at }, t.clock());
    await createWebhookWorker(t.deps).runOnce();
    const [got] = receiver.received;
    expect(verifySignature(secret, got!.headers['webhook-signature'] as string, got!.body, nowSeconds())).toBe(true);
    expect(JSON.parse(got!.body)).toEqual({ id: eventId, type: 'lead.status_changed', createdAt: at, data: { leadId: 'abc', from: 'new', to: 'contacted', at } });
  });

  it('meeting.booked, meeting.moved and meeting.cancelled go out with the meeting', async () => {
    await createWebhook({ events: ['meeting.booked', 'meeting.moved', 'meeting.cancelled'] });
    await seedSalesOffices(t.deps, t.deps.logger);
    const demo = await bookDemo();
    const handle = await bookingHandle(t.deps, demo.id, demo.phoneNumber);
    const { slots } = await slotsForBooking(t.deps, handle!.token);
    const meeting = await bookMeeting(t.deps, handle!.token, slots[0]!.start, 'http://localhost');
    const later = (await slotsForMove(t.deps, meeting.manageToken)).slots.find((s) => s.start !== meeting.start)!;
    const moved = await moveMeeting(t.deps, meeting.manageToken, later.start, 'http://localhost');
    await cancelMeeting(t.deps, moved.manageToken, 'http://localhost');
    await createWebhookWorker(t.deps).runOnce();
    const bodies = receiver.received.map((r) => JSON.parse(r.body));
    const byType = (type: string) => bodies.find((b) => b.type === type)!;
    expect(bodies.map((b) => b.type).sort()).toEqual(['meeting.booked', 'meeting.cancelled', 'meeting.moved']);
    const booked = WEBHOOK_PAYLOAD_SCHEMAS['meeting.booked'].parse(byType('meeting.booked').data);
    expect(booked.meeting).toMatchObject({ id: meeting.id, leadId: demo.id, start: meeting.start, rep: meeting.rep });
    const move = WEBHOOK_PAYLOAD_SCHEMAS['meeting.moved'].parse(byType('meeting.moved').data);
    expect(move.meeting).toMatchObject({ id: meeting.id, leadId: demo.id, start: later.start, rep: moved.rep });
    expect(move.previous).toEqual({ start: meeting.start, end: meeting.end, rep: meeting.rep });
    WEBHOOK_PAYLOAD_SCHEMAS['meeting.cancelled'].parse(byType('meeting.cancelled').data);
  });

  it('shows the secret only on create and roll; the list masks it and no log line carries it', async () => {
    const { secret, webhook } = await createWebhook({ description: 'HubSpot' });
    expect(webhook.secretHint).toBe(`whsec_…${secret.slice(-4)}`);
    const list = await t.request('GET', '/api/webhooks', { token: await admin() });
    expect(list.status).toBe(200);
    expect(list.text).not.toContain(secret);
    expect(WebhooksReplySchema.parse(list.body).webhooks).toEqual([expect.objectContaining({ id: webhook.id, description: 'HubSpot', secretHint: webhook.secretHint })]);
    const patched = await t.request('PATCH', `/api/webhooks/${webhook.id}`, { token: await admin(), body: { enabled: false } });
    expect(patched.status).toBe(200);
    expect(patched.text).not.toContain(secret);

    const rolled = await t.request('POST', `/api/webhooks/${webhook.id}/secret`, { token: await admin() });
    const next = WebhookWithSecretReplySchema.parse(rolled.body).secret;
    expect(next).not.toBe(secret);
    await t.request('PATCH', `/api/webhooks/${webhook.id}`, { token: await admin(), body: { enabled: true } });
    await bookDemo();
    await createWebhookWorker(t.deps).runOnce();
    const [got] = receiver.received;
    expect(verifySignature(next, got!.headers['webhook-signature'] as string, got!.body, nowSeconds())).toBe(true);
    expect(verifySignature(secret, got!.headers['webhook-signature'] as string, got!.body, nowSeconds())).toBe(false);
    for (const line of t.logs) {
      expect(line).not.toContain(secret);
      expect(line).not.toContain(next);
    }
  });

  it('replay sends the same event again now, as a new delivery in the log', async () => {
    const { webhook, secret } = await createWebhook();
    await bookDemo();
    const worker = createWebhookWorker(t.deps);
    await worker.runOnce();
    const before = WebhookDeliveriesReplySchema.parse((await t.request('GET', `/api/webhooks/${webhook.id}/deliveries`, { token: await admin() })).body);
    const original = before.deliveries[0]!;
    const res = await t.request('POST', `/api/webhooks/${webhook.id}/deliveries/${original.id}/replay`, { token: await admin() });
    expect(res.status, res.text).toBe(202);
    expect(res.body.delivery).toMatchObject({ eventId: original.eventId, state: 'pending', replayOf: original.id });
    await worker.runOnce();
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.headers['webhook-id']).toBe(original.eventId);
    expect(receiver.received[1]!.body).toBe(receiver.received[0]!.body);
    expect(verifySignature(secret, receiver.received[1]!.headers['webhook-signature'] as string, receiver.received[1]!.body, nowSeconds())).toBe(true);
    const after = WebhookDeliveriesReplySchema.parse((await t.request('GET', `/api/webhooks/${webhook.id}/deliveries`, { token: await admin() })).body);
    expect(after.pagination.total).toBe(2);
    expect(after.deliveries.map((d) => d.state)).toEqual(['delivered', 'delivered']);

    // Another webhook's delivery id is not found under this one.
    const { webhook: other } = await createWebhook();
    expectError(await t.request('POST', `/api/webhooks/${other.id}/deliveries/${original.id}/replay`, { token: await admin() }), 404, WEBHOOK_TEXT.deliveryNotFound);
  });

  it('answers bad input with 400 and a clear message', async () => {
    const token = await admin();
    const post = (body: unknown) => t.request('POST', '/api/webhooks', { token, body });
    expect((await post({ url: receiver.url, events: [] })).status).toBe(400);
    expect((await post({ url: receiver.url, events: ['lead.deleted'] })).status).toBe(400);
    expect((await post({ events: ['lead.created'] })).status).toBe(400);
    expectError(await post({ url: 'not a url', events: ['lead.created'] }), 400, WEBHOOK_TEXT.urlInvalid);
    expectError(await t.request('PATCH', '/api/webhooks/0123456789abcdef01234567', { token, body: { enabled: false } }), 404, WEBHOOK_TEXT.notFound);
  });

  it('the OpenAPI document describes every event payload', async () => {
    const doc = (await t.request('GET', '/api/openapi.json')).body;
    for (const type of Object.keys(WEBHOOK_PAYLOAD_SCHEMAS)) {
      const op = doc.webhooks[type]?.post;
      expect(op, type).toBeDefined();
      expect(op.parameters.map((p: { name: string }) => p.name)).toEqual(['Webhook-Id', 'Webhook-Signature']);
      const ref = op.requestBody.content['application/json'].schema.$ref.split('/').pop();
      expect(doc.components.schemas[ref].properties).toHaveProperty('data');
    }
    expect(doc.components.schemas.WebhookEvent_lead_status_changed.properties.data.required).toEqual(['leadId', 'from', 'to', 'at']);
  });
});

describe.each(DB_KINDS)('webhooks in a deployment on %s', (kind) => {
  let t: TestApp;
  let adminId: string;
  beforeAll(async () => {
    t = await makeTestApp({ kind, env: { WEBHOOK_ALLOW_PRIVATE_URLS: '0' } });
    adminId = (await givenSuperAdmin(t)).superAdmin._id;
  });
  afterAll(() => t?.close());

  it('refuses http and private targets with a clear 400, and accepts a public https one', async () => {
    const token = await mintAccessToken(t, 'super-admin', adminId);
    const post = (url: string) => t.request('POST', '/api/webhooks', { token, body: { url, events: ['lead.created'] } });
    expectError(await post('http://crm.example.com/hooks'), 400, WEBHOOK_TEXT.urlHttps);
    expectError(await post('https://127.0.0.1/hooks'), 400, WEBHOOK_TEXT.urlPrivate);
    expectError(await post('https://169.254.169.254/'), 400, WEBHOOK_TEXT.urlPrivate);
    const ok = await post('https://crm.example.com/hooks');
    expect(ok.status, ok.text).toBe(201);
    expectError(
      await t.request('PATCH', `/api/webhooks/${ok.body.webhook.id}`, { token, body: { url: 'https://localhost/hooks' } }),
      400,
      WEBHOOK_TEXT.urlPrivate,
    );
  });
});
