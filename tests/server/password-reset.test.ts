import { MESSAGES } from '@contract/messages';
import { MessageReplySchema } from '@contract/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../server/src/mail/mailer';
import { RESET_PAGE, RESET_SUBJECT, RESET_TTL_SECONDS, RESETS_PER_WINDOW } from '../../server/src/services/password-reset';
import {
  DB_KINDS,
  expectError,
  expectNothingLeaked,
  expectValidation,
  givenDashboardUser,
  loginDashboardUser,
  makeTestApp,
  type TestApp,
} from './helpers';

// Dashboard-user password reset (docs/decisions/0020): one reply whatever the email, a mailed single-use
// link that expires after 30 minutes, using it ends every session, limits per email and per IP.

const REQUEST = '/api/dashboard-user/password-reset';
const CONFIRM = '/api/dashboard-user/password-reset/confirm';

const sentTo = (t: TestApp, email: string): MailMessage[] =>
  (t.deps.mailer as unknown as { sent: MailMessage[] }).sent.filter((m) => m.to === email);

/** The mail is sent after the reply: wait for it. */
async function linkMailedTo(t: TestApp, email: string, count = 1): Promise<string> {
  for (let i = 0; i < 100 && sentTo(t, email).length < count; i++) await new Promise((r) => setTimeout(r, 10));
  const mails = sentTo(t, email);
  expect(mails).toHaveLength(count);
  const mail = mails.at(-1)!;
  expect(mail.subject).toBe(RESET_SUBJECT);
  const match = /(https?:\/\/\S+\/dashboard\/reset-password\?token=(\S+))/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return decodeURIComponent(match![2]!);
}

describe.each(DB_KINDS)('dashboard-user password reset on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ kind, env: { RATE_LIMIT_LOGIN: '1000' } });
  });
  afterAll(() => t?.close());

  const ask = (email: string) => t.request('POST', REQUEST, { body: { email } });
  const use = (token: string, password: string) => {
    t.secrets.add(password);
    return t.request('POST', CONFIRM, { body: { token, password } });
  };

  it('answers a registered and an unknown email alike, and mails a link only to the registered one', async () => {
    const u = await givenDashboardUser(t);
    const known = await ask(u.email.toUpperCase());
    const unknown = await ask('nobody-here@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(MessageReplySchema.parse(known.body)).toEqual({ message: MESSAGES.passwordResetRequested });
    expect(unknown.body).toEqual(known.body);
    expect(unknown.headers.get('content-length')).toBe(known.headers.get('content-length'));
    const token = await linkMailedTo(t, u.email);
    expect(token.length).toBeGreaterThanOrEqual(40);
    expect(sentTo(t, 'nobody-here@example.com')).toEqual([]);
    // The link points at the site's page that sets the password (the request's origin in a local evaluation).
    expect(sentTo(t, u.email)[0]!.text).toContain(`http://localhost${RESET_PAGE}?token=`);
  });

  it('sets the new password once: the old one and every session end, the link then fails', async () => {
    const u = await givenDashboardUser(t);
    const session = await loginDashboardUser(t, u.email, u.password);
    await ask(u.email);
    const token = await linkMailedTo(t, u.email);

    const done = await use(token, 'a brand new passphrase 1');
    expect(done.status, done.text).toBe(200);
    expect(done.body).toEqual({ message: MESSAGES.passwordResetDone });

    expect((await t.request('POST', '/api/dashboard-user', { body: { email: u.email, password: u.password } })).status).toBe(401);
    await loginDashboardUser(t, u.email, 'a brand new passphrase 1');
    // Every session of the account ended: its refresh token and its access token are refused.
    expect((await t.request('PATCH', '/api/dashboard-user/refresh-token', { body: { refreshToken: session.refreshToken } })).status).toBe(401);
    expect((await t.request('GET', '/api/dashboard-user', { token: session.accessToken })).status).toBe(401);

    expectError(await use(token, 'another passphrase 22'), 400, MESSAGES.passwordResetInvalid);
    await loginDashboardUser(t, u.email, 'a brand new passphrase 1');
  });

  it('two concurrent uses of one link: exactly one succeeds', async () => {
    const u = await givenDashboardUser(t);
    await ask(u.email);
    const token = await linkMailedTo(t, u.email);
    const [a, b] = await Promise.all([use(token, 'first racer passphrase'), use(token, 'second racer passphrase')]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    const winner = a.status === 200 ? 'first racer passphrase' : 'second racer passphrase';
    await loginDashboardUser(t, u.email, winner);
  });

  it('a link expires after 30 minutes; a newer link spends the older ones when used', async () => {
    const u = await givenDashboardUser(t);
    await ask(u.email);
    const old = await linkMailedTo(t, u.email);
    t.clock.advance(RESET_TTL_SECONDS + 1);
    expectError(await use(old, 'too late passphrase 1'), 400, MESSAGES.passwordResetInvalid);

    await ask(u.email);
    const first = await linkMailedTo(t, u.email, 2);
    await ask(u.email);
    const second = await linkMailedTo(t, u.email, 3);
    expect((await use(second, 'the second link wins')).status).toBe(200);
    expectError(await use(first, 'the first link is spent'), 400, MESSAGES.passwordResetInvalid);
  });

  it(`mails at most ${RESETS_PER_WINDOW} links per account per 30 minutes, answering the same past it`, async () => {
    const u = await givenDashboardUser(t);
    for (let i = 0; i < RESETS_PER_WINDOW + 2; i++) expect((await ask(u.email)).body).toEqual({ message: MESSAGES.passwordResetRequested });
    await linkMailedTo(t, u.email, RESETS_PER_WINDOW);
    await new Promise((r) => setTimeout(r, 50));
    expect(sentTo(t, u.email)).toHaveLength(RESETS_PER_WINDOW);
  });

  it('an unknown or malformed token, a weak or common password: clear 400s, nothing changes', async () => {
    expectError(await use('not-a-token-we-ever-made', 'a fine passphrase 1'), 400, MESSAGES.passwordResetInvalid);
    expectValidation(await t.request('POST', CONFIRM, { body: { token: '', password: 'a fine passphrase 1' } }), {
      message: 'The reset link is incomplete',
      path: ['token'],
    });
    expectValidation(await t.request('POST', CONFIRM, { body: { token: 'x', password: 'short' } }), {
      message: 'Password must be at least 8 characters',
      path: ['password'],
    });
    const u = await givenDashboardUser(t);
    await ask(u.email);
    const token = await linkMailedTo(t, u.email);
    const common = await t.request('POST', CONFIRM, { body: { token, password: 'password123' } });
    expect(common.status).toBe(400);
    expect(common.text).toContain('too common');
    // The link was not spent by the refused password.
    expect((await use(token, 'an uncommon passphrase 7')).status).toBe(200);
    expectValidation(await t.request('POST', REQUEST, { body: { email: 'not an email' } }), { path: ['email'] } as never);
  });

  it('no secret, token or hash in a reply or a log line', () => {
    expectNothingLeaked(t);
  });
});

describe('password reset abuse limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ env: { RATE_LIMIT_LOGIN: '3' } });
  });
  afterAll(() => t?.close());

  it('requests and uses are counted per IP like logins: 429 with Retry-After past the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await t.request('POST', REQUEST, { body: { email: `x${i}@example.com` } })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await t.request('POST', CONFIRM, { body: { token: 'guess', password: 'a fine passphrase 1' } });
    expectError(refused, 429, MESSAGES.tooManyRequests);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('password reset link origin in a deployment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ env: { SITE_URL: 'https://www.eternity.example', APP_MODE: 'deployment' } });
  });
  afterAll(() => t?.close());

  it("uses SITE_URL, never the request's Host header", async () => {
    const u = await givenDashboardUser(t);
    await t.request('POST', REQUEST, { body: { email: u.email }, headers: { host: 'evil.example' } });
    await linkMailedTo(t, u.email);
    const text = sentTo(t, u.email)[0]!.text;
    expect(text).toContain(`https://www.eternity.example${RESET_PAGE}?token=`);
    expect(text).not.toContain('evil.example');
  });
});
