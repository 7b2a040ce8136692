import { AuditEventsReplySchema, REDACTED } from '@contract/audit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/src/db/ids';
import { auditEvents, bookedDemos } from '../../server/src/db/schema';
import { purgeAuditEvents } from '../../server/src/services/audit-log';
import { DB_KINDS, expectError, expectValidation, givenDashboardUser, givenSuperAdmin, loginSuperAdmin, makeTestApp, mintAccessToken, type TestApp } from './helpers';

// Issue 23 item 7: every console change is in the audit log, before → after, never a secret (docs/decisions/0052).

describe.each(DB_KINDS)('audit log (%s)', (kind) => {
  let t: TestApp;
  let token: string;
  let adminPassword: string;
  let adminId: string;
  const xff = { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' };

  beforeAll(async () => {
    t = await makeTestApp({ kind, env: { TRUST_PROXY: '1' } });
    const admin = await givenSuperAdmin(t, { name: 'Audit Admin', email: `audit-${newId()}@example.com` });
    adminPassword = admin.password;
    adminId = admin.superAdmin._id;
    token = (await loginSuperAdmin(t, admin.email, admin.password)).accessToken;
  });
  afterAll(() => t.close());

  // A second apart: events of the same instant have no order between them.
  const call = (method: string, path: string, body?: unknown) => {
    t.clock.advance(1);
    return t.request(method, path, { token, body, headers: xff });
  };
  const events = async (query = '') => {
    const res = await t.request('GET', `/api/super-admin/audit-events?${query}`, { token });
    expect(res.status, res.text).toBe(200);
    return AuditEventsReplySchema.parse(res.body).data;
  };
  const latest = async (action: string) => (await events(`action=${action}`)).auditEvents[0];

  it('records a created, updated and deleted metaverse with who, from where and before → after', async () => {
    const name = `Audited ${newId()}`;
    const created = await call('PUT', '/api/metaverse', { name, description: 'First' });
    expect(created.status, created.text).toBe(201);
    const id = created.body.data.metaverse._id as string;
    const made = await latest('metaverse.created');
    expect(made).toMatchObject({
      actor: { role: 'super-admin', display: expect.stringContaining('Audit Admin') },
      ip: '203.0.113.7',
      target: { type: 'metaverse', id, label: name },
      changes: { name: { before: null, after: name }, description: { before: null, after: 'First' } },
    });
    expect(new Date(made!.at).getTime()).toBe(t.clock().getTime());
    // Fields that are empty on a create (no links, no managers yet) are not listed as changes.
    expect(Object.keys(made!.changes)).not.toContain('links');
    expect(Object.keys(made!.changes)).not.toContain('managers');

    expect((await call('PATCH', `/api/metaverse/${id}`, { description: 'Second' })).status).toBe(200);
    expect((await latest('metaverse.updated'))?.changes).toEqual({ description: { before: 'First', after: 'Second' } });

    expect((await call('DELETE', `/api/metaverse/${id}`)).status).toBe(200);
    expect((await latest('metaverse.deleted'))?.changes.name).toEqual({ before: name, after: null });
  });

  it('records an update that changes nothing not at all, and a refused change not at all', async () => {
    const before = (await events()).pagination.total;
    const name = `Same ${newId()}`;
    const id = (await call('PUT', '/api/metaverse', { name })).body.data.metaverse._id as string;
    expect((await call('PATCH', `/api/metaverse/${id}`, { name })).status).toBe(200);
    expect((await call('PATCH', `/api/metaverse/${newId()}`, { name: 'Nobody' })).status).toBe(404);
    expect((await events()).pagination.total).toBe(before + 1);
  });

  it("records a lead's status (in its transaction), owner-less patch and note", async () => {
    const id = newId();
    await t.deps.db.insert(bookedDemos).values({
      id,
      name: 'Lena Lead',
      businessEmail: 'lena@c.example',
      phoneNumber: '+919876543210',
      companyName: 'Lead Co',
      message: 'm',
      createdAt: t.clock(),
    });
    expect((await call('PATCH', `/api/booked-demos/${id}`, { status: 'contacted' })).status).toBe(200);
    expect(await latest('lead.status_changed')).toMatchObject({
      target: { type: 'lead', id, label: 'Lena Lead (Lead Co)' },
      changes: { status: { before: 'new', after: 'contacted' } },
      ip: '203.0.113.7',
    });
    expect((await call('POST', '/api/booked-demos/status', { ids: [id], status: 'won' })).status).toBe(200);
    expect((await latest('lead.status_changed'))?.changes).toEqual({ status: { before: 'contacted', after: 'won' } });
    expect((await call('POST', `/api/booked-demos/${id}/notes`, { text: 'Called back' })).status).toBe(201);
    expect((await latest('lead.note_added'))?.changes).toEqual({ note: { before: null, after: 'Called back' } });
    // A status-only patch records no owner change.
    expect((await events(`action=lead.owner_changed&q=${id}`)).auditEvents).toHaveLength(0);
  });

  it('records dashboard users and never stores a password, its hash or a webhook secret', async () => {
    const email = `du-${newId()}@example.com`;
    const password = `pw-${newId()}`;
    t.secrets.add(password);
    const created = await call('PUT', '/api/dashboard-user', { name: 'Dana', email, password, phoneNumber: '+919876543210' });
    expect(created.status, created.text).toBe(201);
    const id = created.body.data.dashboardUser._id as string;
    const newPassword = `new-${newId()}`;
    t.secrets.add(newPassword);
    expect((await call('PATCH', `/api/dashboard-user/${id}`, { name: 'Dana Two', password: newPassword })).status).toBe(200);
    const updated = await latest('dashboard_user.updated');
    expect(updated?.changes).toEqual({ name: { before: 'Dana', after: 'Dana Two' }, password: { before: REDACTED, after: REDACTED } });

    // Invited (no password given): the placeholder hash is not reported as a password set.
    const invited = await call('PUT', '/api/dashboard-user', { name: 'Ivy', email: `ivy-${newId()}@example.com`, phoneNumber: '+919876543211' });
    expect(invited.status, invited.text).toBe(201);
    const invitedEvent = await latest('dashboard_user.invited');
    expect(invitedEvent?.changes.status).toEqual({ before: null, after: 'invited' });
    expect(Object.keys(invitedEvent!.changes)).not.toContain('password');

    const hook = await call('POST', '/api/webhooks', { url: 'https://crm.example.com/audit', events: ['lead.created'] });
    expect(hook.status, hook.text).toBe(201);
    const secret = hook.body.secret as string;
    expect((await call('POST', `/api/webhooks/${hook.body.webhook.id}/secret`)).status).toBe(200);
    expect((await latest('webhook.created'))?.changes.secret).toEqual({ before: null, after: REDACTED });
    expect((await latest('webhook.secret_rolled'))?.changes.secret).toEqual({ before: REDACTED, after: REDACTED });

    expect((await call('PATCH', '/api/super-admin', { name: 'Audit Admin', password: `pw-${newId()}A1`, currentPassword: adminPassword })).status).toBe(200);
    expect((await latest('super_admin.updated'))?.changes.password).toEqual({ before: REDACTED, after: REDACTED });

    const stored = JSON.stringify(await t.deps.db.select().from(auditEvents));
    for (const value of [password, newPassword, secret, '$argon2', 'whsec_']) expect(stored).not.toContain(value);
  });

  it('records offices, reps, webhooks, deletions, and a dashboard user changing their own account', async () => {
    const office = await call('POST', '/api/sales/offices', { name: `Office ${newId()}`, timeZone: 'Europe/London', countries: ['GB'], isDefault: false, minNoticeMinutes: 60 });
    expect(office.status, office.text).toBe(201);
    expect((await call('PATCH', `/api/sales/offices/${office.body.id}`, { minNoticeMinutes: 90 })).status).toBe(200);
    expect((await latest('sales_office.updated'))?.changes).toEqual({ minNoticeMinutes: { before: 60, after: 90 } });
    const rep = await call('POST', '/api/sales/reps', { officeId: office.body.id, name: 'Rita Rep', email: 'rita@eternity.example', active: true, hours: [] });
    expect(rep.status, rep.text).toBe(201);
    expect(await latest('sales_rep.created')).toMatchObject({ target: { type: 'sales_rep', id: rep.body.id, label: 'Rita Rep' } });
    expect((await call('DELETE', `/api/sales/offices/${office.body.id}`)).status).toBe(200);
    expect((await latest('sales_office.deleted'))?.changes.minNoticeMinutes).toEqual({ before: 90, after: null });

    const hook = await call('POST', '/api/webhooks', { url: 'https://crm.example.com/gone', events: ['lead.created'] });
    expect((await call('DELETE', `/api/webhooks/${hook.body.webhook.id}`)).status).toBe(200);
    expect((await latest('webhook.deleted'))?.changes.url).toEqual({ before: 'https://crm.example.com/gone', after: null });

    const du = await givenDashboardUser(t, { name: 'Selma Self' });
    const duToken = (await t.request('POST', '/api/dashboard-user', { body: { email: du.email, password: du.password } })).body.data.accessToken as string;
    t.clock.advance(1);
    const own = await t.request('PATCH', '/api/dashboard-user', { token: duToken, body: { name: 'Selma Renamed' }, headers: xff });
    expect(own.status, own.text).toBe(200);
    expect(await latest('dashboard_user.updated')).toMatchObject({
      actor: { role: 'dashboard-user', id: du.dashboardUser._id, display: `Selma Self <${du.email}>` },
      changes: { name: { before: 'Selma Self', after: 'Selma Renamed' } },
    });
    expect((await call('DELETE', `/api/dashboard-user/${du.dashboardUser._id}`)).status).toBe(200);
    expect(await latest('dashboard_user.deleted')).toMatchObject({ target: { label: du.email }, changes: { name: { before: 'Selma Renamed', after: null } } });
  });

  it('filters by action, target type, actor, date range and free text, and pages', async () => {
    const all = await events();
    expect(all.auditEvents.length).toBeGreaterThan(0);
    expect((await events('targetType=webhook')).auditEvents.every((e) => e.target.type === 'webhook')).toBe(true);
    const byAdmin = (await events('role=super-admin')).pagination.total;
    expect(byAdmin).toBe(all.pagination.total - 1);
    expect((await events('actor=audit%20admin')).pagination.total).toBe(byAdmin);
    expect((await events('actor=SELMA')).auditEvents.map((e) => e.action)).toEqual(['dashboard_user.updated']);
    expect((await events('actor=nobody-like-this')).pagination.total).toBe(0);
    expect((await events('q=Lena')).auditEvents.every((e) => e.target.label.includes('Lena'))).toBe(true);
    expect((await events('q=Lena')).pagination.total).toBe(3);
    const today = t.clock().toISOString().slice(0, 10);
    expect((await events(`from=${today}&to=${today}`)).pagination.total).toBe(all.pagination.total);
    expect((await events('to=2000-01-01')).pagination.total).toBe(0);
    expect((await events('page=2')).pagination.page).toBe(2);
    expectValidation(await t.request('GET', '/api/super-admin/audit-events?action=nope', { token }), {
      message: 'action is not one the audit log records',
    });
  });

  it('exports the filtered log as CSV', async () => {
    const res = await t.request('GET', '/api/super-admin/audit-events/export?targetType=lead', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = res.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('at,actorRole,actorId,actor,ip,action,targetType,targetId,target,changes');
    expect(lines.slice(1).every((l) => l.includes(',lead,'))).toBe(true);
    expect(res.text).toContain('status: contacted → won');
  });

  it('is for the super admin only', async () => {
    const du = await givenDashboardUser(t);
    const duToken = await mintAccessToken(t, 'dashboard-user', du.dashboardUser._id);
    expectError(await t.request('GET', '/api/super-admin/audit-events', { token: duToken }), 403, 'Forbidden');
    expect((await t.request('GET', '/api/super-admin/audit-events/export', { token: duToken })).status).toBe(403);
    expect((await t.request('GET', '/api/super-admin/audit-events')).status).toBe(401);
  });

  it('is append-only: the database refuses updates and deletes outside the purge', async () => {
    const refusal = (query: ReturnType<typeof sql>) =>
      t.deps.db.execute(query).then(
        () => 'accepted',
        (err: { cause?: unknown }) => String(err.cause ?? err),
      );
    expect(await refusal(sql`update audit_events set action = 'x'`)).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(sql`delete from audit_events`)).toMatch(/append-only: DELETE refused/);
    expect(await refusal(sql`truncate audit_events`)).toMatch(/append-only: TRUNCATE refused/);
    expect((await events()).pagination.total).toBeGreaterThan(0);
  });

  it('purges events older than AUDIT_RETENTION_DAYS and keeps the rest', async () => {
    const total = (await events()).pagination.total;
    expect(await purgeAuditEvents(t.deps)).toBe(0);
    t.clock.advance(364 * 86_400);
    expect(await purgeAuditEvents(t.deps)).toBe(0);
    t.clock.advance(2 * 86_400);
    expect(await purgeAuditEvents(t.deps)).toBe(total);
    token = await mintAccessToken(t, 'super-admin', adminId);
    expect((await events()).pagination.total).toBe(0);
  });
});
