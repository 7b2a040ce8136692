import { AuditEventsReplySchema, REDACTED } from '@contract/audit';
import { DashboardUserReplySchema, DashboardUsersReplySchema } from '@contract/dashboard-user';
import { MESSAGES } from '@contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/src/db/ids';
import { passwordResets } from '../../server/src/db/schema';
import type { MailMessage } from '../../server/src/mail/mailer';
import { drainOutgoing } from '../../server/src/mail/outgoing';
import { INVITATION_PAGE, INVITATION_SUBJECT, INVITATION_TTL_SECONDS } from '../../server/src/services/invitations';
import {
  DB_KINDS,
  expectError,
  expectNothingLeaked,
  givenDashboardUser,
  loginDashboardUser,
  makeTestApp,
  mintAccessToken,
  type TestApp,
} from './helpers';

// Invitations (docs/decisions/0049): a dashboard user created without a password is mailed a single-use link to
// choose one; the super admin can send a new one or withdraw it; an invited user cannot sign in.

const CREATE = '/api/dashboard-user';
const ACCEPT = '/api/dashboard-user/accept-invitation';
const POLICY = { batch: 20, leaseMs: 60_000, maxAttempts: 3, backoffMs: () => 1000 };

const sentTo = (t: TestApp, email: string): MailMessage[] =>
  (t.deps.mailer as unknown as { sent: MailMessage[] }).sent.filter((m) => m.to === email);

describe.each(DB_KINDS)('dashboard-user invitations on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  // A fresh token per call: one test moves the clock past the access token's lifetime.
  const sa = () => mintAccessToken(t, 'super-admin');
  beforeAll(async () => {
    t = await makeTestApp({ kind, env: { RATE_LIMIT_LOGIN: '1000' } });
  });
  afterAll(() => t?.close());

  /** Send what the durable queue holds, then the link of the newest mail to `email`. */
  async function mailedLink(email: string, count = 1): Promise<string> {
    await drainOutgoing(t.deps, POLICY);
    const mails = sentTo(t, email);
    expect(mails).toHaveLength(count);
    const mail = mails.at(-1)!;
    expect(mail.subject).toBe(INVITATION_SUBJECT);
    const match = new RegExp(`(https?://\\S+${INVITATION_PAGE}\\?token=(\\S+))`).exec(mail.text);
    expect(match, mail.text).not.toBeNull();
    return decodeURIComponent(match![2]!);
  }

  async function invite(name = 'Ines Invited') {
    const email = `invited-${kind}-${++n}@example.com`;
    const res = await t.request('PUT', CREATE, { token: await sa(), body: { name, email, phoneNumber: '+919812345678' } });
    expect(res.status, res.text).toBe(201);
    const reply = DashboardUserReplySchema.parse(res.body);
    expect(reply.message).toBe(MESSAGES.dashboardUserInvited);
    return { id: reply.data.dashboardUser._id, email, user: reply.data.dashboardUser };
  }

  const accept = (token: string, password: string) => {
    t.secrets.add(password);
    return t.request('POST', ACCEPT, { body: { token, password } });
  };
  const login = (email: string, password: string) => t.request('POST', CREATE, { body: { email, password } });

  it('the audit log records the acceptance: the invited user, from their address, status invited → active, no password', async () => {
    const { email, id } = await invite('Aude Accepting');
    const token = await mailedLink(email);
    const password = 'an audited first passphrase';
    t.secrets.add(password);
    const done = await t.request('POST', ACCEPT, { body: { token, password }, headers: { 'x-forwarded-for': '198.51.100.9' } });
    expect(done.status, done.text).toBe(200);
    const res = await t.request('GET', '/api/super-admin/audit-events?action=dashboard_user.invitation_accepted', { token: await sa() });
    expect(res.status, res.text).toBe(200);
    const event = AuditEventsReplySchema.parse(res.body).data.auditEvents.find((e) => e.target.id === id);
    expect(event).toMatchObject({
      actor: { role: 'dashboard-user', id, display: `Aude Accepting <${email}>` },
      target: { type: 'dashboard_user', id, label: email },
      changes: { status: { before: 'invited', after: 'active' }, password: { before: null, after: REDACTED } },
    });
    expect(JSON.stringify(res.body)).not.toContain('$argon2');
    // A refused acceptance (the link is spent) records nothing more.
    expectError(await accept(token, 'another passphrase 3'), 400, MESSAGES.invitationInvalid);
    const again = await t.request('GET', '/api/super-admin/audit-events?action=dashboard_user.invitation_accepted', { token: await sa() });
    expect(AuditEventsReplySchema.parse(again.body).data.auditEvents.filter((e) => e.target.id === id)).toHaveLength(1);
  });

  it('creates an invited user without a password and mails them a link to the business area', async () => {
    const { email, user } = await invite();
    expect(user.status).toBe('invited');
    const token = await mailedLink(email);
    expect(token.length).toBeGreaterThanOrEqual(40);
    const text = sentTo(t, email)[0]!.text;
    expect(text).toContain(`http://localhost${INVITATION_PAGE}?token=`);
    expect(text).toContain('Ines Invited');
    expect(text).toContain('7 days');
    // Only the token's hash is stored.
    const rows = await t.deps.db.select().from(passwordResets);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.some((r) => r.purpose === 'invitation')).toBe(true);
  });

  it('an invited user cannot sign in, with a clear message; after choosing a password through the link they can', async () => {
    const { email, id } = await invite();
    const token = await mailedLink(email);
    expectError(await login(email, 'anything at all 1'), 403, MESSAGES.accountInvited);

    const done = await accept(token, 'my own first passphrase');
    expect(done.status, done.text).toBe(200);
    expect(done.body).toEqual({ message: MESSAGES.invitationAccepted });
    await loginDashboardUser(t, email, 'my own first passphrase');

    const listed = await t.request('GET', `/api/dashboard-user/${id}`, { token: await sa() });
    expect(DashboardUserReplySchema.parse(listed.body).data.dashboardUser.status).toBe('active');
    // Single use.
    expectError(await accept(token, 'a second passphrase 2'), 400, MESSAGES.invitationInvalid);
    // Nothing to resend or withdraw for an active user.
    expectError(await t.request('POST', `/api/dashboard-user/${id}/invitation`, { token: await sa() }), 409, MESSAGES.invitationNotPending);
    expectError(await t.request('DELETE', `/api/dashboard-user/${id}/invitation`, { token: await sa() }), 409, MESSAGES.invitationNotPending);
  });

  it('two concurrent uses of one link: exactly one succeeds', async () => {
    const { email } = await invite();
    const token = await mailedLink(email);
    const [a, b] = await Promise.all([accept(token, 'first racer passphrase'), accept(token, 'second racer passphrase')]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    await loginDashboardUser(t, email, a.status === 200 ? 'first racer passphrase' : 'second racer passphrase');
  });

  it('a link expires after 7 days', async () => {
    const { email } = await invite();
    const token = await mailedLink(email);
    t.clock.advance(INVITATION_TTL_SECONDS + 1);
    expectError(await accept(token, 'too late passphrase 1'), 400, MESSAGES.invitationInvalid);
    expectError(await login(email, 'too late passphrase 1'), 403, MESSAGES.accountInvited);
  });

  it('resend mails a new link and the old one dies', async () => {
    const { email, id } = await invite();
    const old = await mailedLink(email);
    const res = await t.request('POST', `/api/dashboard-user/${id}/invitation`, { token: await sa() });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe(MESSAGES.invitationResent);
    expect(DashboardUserReplySchema.parse(res.body).data.dashboardUser.status).toBe('invited');
    const fresh = await mailedLink(email, 2);
    expect(fresh).not.toBe(old);
    expectError(await accept(old, 'the old link passphrase'), 400, MESSAGES.invitationInvalid);
    expect((await accept(fresh, 'the new link passphrase')).status).toBe(200);
  });

  it('revoke kills the link; the user stays invited and cannot sign in; a resend invites again', async () => {
    const { email, id } = await invite();
    const token = await mailedLink(email);
    const res = await t.request('DELETE', `/api/dashboard-user/${id}/invitation`, { token: await sa() });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe(MESSAGES.invitationRevoked);
    expect(DashboardUserReplySchema.parse(res.body).data.dashboardUser.status).toBe('invited');
    expectError(await accept(token, 'after the revoke 1'), 400, MESSAGES.invitationInvalid);
    expectError(await login(email, 'after the revoke 1'), 403, MESSAGES.accountInvited);
    // A password reset cannot get around a withdrawn invitation: nothing is mailed.
    await t.request('POST', '/api/dashboard-user/password-reset', { body: { email } });
    await new Promise((r) => setTimeout(r, 50));
    await drainOutgoing(t.deps, POLICY);
    expect(sentTo(t, email)).toHaveLength(1);

    await t.request('POST', `/api/dashboard-user/${id}/invitation`, { token: await sa() });
    expect((await accept(await mailedLink(email, 2), 'invited once more 1')).status).toBe(200);
  });

  it('the list shows invited and active users as such', async () => {
    const active = await givenDashboardUser(t, { name: 'Listed Active' });
    const { id } = await invite('Listed Invited');
    const res = await t.request('GET', '/api/dashboard-users?field=name&operator=starts%20with&value=Listed', { token: await sa() });
    const users = DashboardUsersReplySchema.parse(res.body).data.dashboardUsers;
    expect(Object.fromEntries(users.map((u) => [u._id, u.status]))).toEqual({ [active.dashboardUser._id]: 'active', [id]: 'invited' });
  });

  it('with a password given, the user is active at once and no mail is sent', async () => {
    const email = `with-password-${kind}@example.com`;
    t.secrets.add('a given passphrase 9');
    const res = await t.request('PUT', CREATE, {
      token: await sa(),
      body: { name: 'Given', email, password: 'a given passphrase 9', phoneNumber: '+919812345678' },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(MESSAGES.dashboardUserCreated);
    expect(res.body.data.dashboardUser.status).toBe('active');
    await drainOutgoing(t.deps, POLICY);
    expect(sentTo(t, email)).toEqual([]);
    await loginDashboardUser(t, email, 'a given passphrase 9');
  });

  it('a password set by the super admin activates an invited user and kills the link', async () => {
    const { email, id } = await invite();
    const token = await mailedLink(email);
    t.secrets.add('set by the super admin 1');
    const res = await t.request('PATCH', `/api/dashboard-user/${id}`, { token: await sa(), body: { password: 'set by the super admin 1' } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.dashboardUser.status).toBe('active');
    expectError(await accept(token, 'the link is dead 1'), 400, MESSAGES.invitationInvalid);
    await loginDashboardUser(t, email, 'set by the super admin 1');
  });

  it('bad input: unknown user 404, a weak password leaves the link usable, a reset link is no invitation', async () => {
    expectError(await t.request('POST', `/api/dashboard-user/${newId()}/invitation`, { token: await sa() }), 404, MESSAGES.dashboardUserNotFound);
    expectError(await t.request('DELETE', `/api/dashboard-user/${newId()}/invitation`, { token: await sa() }), 404, MESSAGES.dashboardUserNotFound);
    const bad = await t.request('POST', ACCEPT, { body: { token: '', password: 'short' } });
    expect(bad.status).toBe(400);
    const { email } = await invite();
    const token = await mailedLink(email);
    const common = await accept(token, 'password123');
    expect(common.status).toBe(400);
    expect((await accept(token, 'an uncommon passphrase 7')).status).toBe(200);
    // An invitation token is not a reset token, and the other way round.
    expectError(await t.request('POST', '/api/dashboard-user/password-reset/confirm', { body: { token, password: 'x'.repeat(12) } }), 400, MESSAGES.passwordResetInvalid);
    const rows = await t.deps.db.select().from(passwordResets).where(eq(passwordResets.purpose, 'invitation'));
    expect(rows.length).toBeGreaterThan(0);
  });

  it('never leaks a token hash or password', () => {
    expectNothingLeaked(t);
  });
});
