import { MESSAGES } from '@contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/src/db/ids';
import { dashboardUsers, superAdmins } from '../../server/src/db/schema';
import type { MailMessage } from '../../server/src/mail/mailer';
import { seed } from '../../server/src/seed';
import {
  DB_KINDS,
  expectError,
  expectNothingLeaked,
  expectValidation,
  givenDashboardUser,
  givenSuperAdmin,
  loginDashboardUser,
  loginSuperAdmin,
  makeTestApp,
  type Reply,
  type TestApp,
} from './helpers';

// The password policy (docs/decisions/0034): every place a password is set refuses the audit's passwords, each with
// its reason on the password field, and accepts a strong one; a reset link dies with any change of the account's
// password or email.

const REPEATS = 'Avoid repeated characters like aaa or 1212';
const SEQUENCE = 'Avoid sequences like abcd or 1234';
const COMMON = 'This password is too common. Choose one that is harder to guess.';
const BRAND = "Don't use the site's name, Eternity";
const PERSONAL = "Don't use your email or name";

interface Account {
  email: string;
  name: string;
}

/** The audit's passwords (issue 21), each with the reason it is refused; some are made of the account's own words. */
const REFUSED: [string, (a: Account) => string, string][] = [
  ['aaaaaaaa', () => 'aaaaaaaa', REPEATS],
  ['abcdefgh', () => 'abcdefgh', SEQUENCE],
  ['12341234', () => '12341234', REPEATS],
  ['eight spaces', () => ' '.repeat(8), REPEATS],
  ['Passw0rd!', () => 'Passw0rd!', COMMON],
  ['Eternity123', () => 'Eternity123', BRAND],
  ["the account's email", (a) => a.email, PERSONAL],
  ["the account's email, capitalised", (a) => a.email.toUpperCase(), PERSONAL],
  ["the account's name", (a) => a.name.replace(/\s+/g, ''), PERSONAL],
];

const uniqueName = () => `Zephyrine Quillfeather${newId().slice(-6).replace(/\d/g, '')}`;
const freshEmail = (prefix: string) => `${prefix}.${newId()}@example.com`;

const RESET = '/api/dashboard-user/password-reset';
const CONFIRM = '/api/dashboard-user/password-reset/confirm';

const sentTo = (t: TestApp, email: string): MailMessage[] =>
  (t.deps.mailer as unknown as { sent: MailMessage[] }).sent.filter((m) => m.to === email);

/** Ask for a link for `email` and read it from the mail, which leaves after the reply. */
async function resetLink(t: TestApp, email: string): Promise<string> {
  const before = sentTo(t, email).length;
  expect((await t.request('POST', RESET, { body: { email } })).status).toBe(200);
  for (let i = 0; i < 200 && sentTo(t, email).length === before; i++) await new Promise((r) => setTimeout(r, 10));
  const match = /\/dashboard\/reset-password\?token=(\S+)/.exec(sentTo(t, email).at(-1)?.text ?? '');
  expect(match).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

describe.each(DB_KINDS)('the password policy on %s', (kind) => {
  let t: TestApp;
  let sa: string;

  beforeAll(async () => {
    t = await makeTestApp({ kind, env: { RATE_LIMIT_LOGIN: '100000' } });
    const admin = await givenSuperAdmin(t);
    sa = (await loginSuperAdmin(t, admin.email, admin.password)).accessToken;
  });
  afterAll(() => t?.close());

  /** Each place a password is set: it makes the account, then sets the password `pick` makes of it. */
  const SETTERS: Record<string, (pick: (a: Account) => string) => Promise<Reply>> = {
    'POST super-admin (create)': (pick) => {
      const a = { name: uniqueName(), email: freshEmail('sa') };
      return t.request('POST', '/api/super-admin', { token: sa, body: { ...a, password: pick(a) } });
    },
    'PATCH super-admin (own)': async (pick) => {
      const me = await givenSuperAdmin(t, { name: uniqueName(), email: freshEmail('me') });
      const { accessToken } = await loginSuperAdmin(t, me.email, me.password);
      const password = pick({ email: me.email, name: me.superAdmin.name });
      return t.request('PATCH', '/api/super-admin', { token: accessToken, body: { password, currentPassword: me.password } });
    },
    'PUT dashboard-user (create)': (pick) => {
      const a = { name: uniqueName(), email: freshEmail('du') };
      return t.request('PUT', '/api/dashboard-user', { token: sa, body: { ...a, password: pick(a), phoneNumber: '+919876543210' } });
    },
    'PATCH dashboard-user/:id (by the super admin)': async (pick) => {
      const other = await givenDashboardUser(t, { name: uniqueName(), email: freshEmail('other') });
      const password = pick({ email: other.email, name: other.dashboardUser.name });
      return t.request('PATCH', `/api/dashboard-user/${other.dashboardUser._id}`, { token: sa, body: { password } });
    },
    'PATCH dashboard-user (own)': async (pick) => {
      const me = await givenDashboardUser(t, { name: uniqueName(), email: freshEmail('dme') });
      const { accessToken } = await loginDashboardUser(t, me.email, me.password);
      const password = pick({ email: me.email, name: me.dashboardUser.name });
      return t.request('PATCH', '/api/dashboard-user', { token: accessToken, body: { password, currentPassword: me.password } });
    },
    'POST dashboard-user/password-reset/confirm': async (pick) => {
      const me = await givenDashboardUser(t, { name: uniqueName(), email: freshEmail('reset') });
      const token = await resetLink(t, me.email);
      const password = pick({ email: me.email, name: me.dashboardUser.name });
      return t.request('POST', CONFIRM, { body: { token, password } });
    },
  };

  it.each(Object.keys(SETTERS))('%s: refuses each weak password with its reason on password, accepts a strong one', async (name) => {
    for (const [what, pick, reason] of REFUSED) {
      const res = await SETTERS[name]!(pick);
      expect(res.status, `${what}: ${res.text}`).toBe(400);
      expectValidation(res, { message: reason, path: ['password'] });
    }
    const strong = `mossy-Kettle-${newId().slice(-8)}`;
    t.secrets.add(strong);
    const res = await SETTERS[name]!(() => strong);
    expect(res.status, res.text).toBeLessThan(300);
  });

  it("a change of email is judged against the new email: the old password may not be set to the account's new one", async () => {
    const me = await givenDashboardUser(t, { name: uniqueName(), email: freshEmail('move') });
    const { accessToken } = await loginDashboardUser(t, me.email, me.password);
    const email = freshEmail('moved');
    const res = await t.request('PATCH', '/api/dashboard-user', { token: accessToken, body: { email, password: email, currentPassword: me.password } });
    expectValidation(res, { message: PERSONAL, path: ['password'] });
  });

  describe('a reset link dies with a change of the password or email', () => {
    const linkFor = async () => {
      const me = await givenDashboardUser(t, { name: uniqueName(), email: freshEmail('link') });
      return { me, token: await resetLink(t, me.email) };
    };
    const use = (token: string) => {
      const password = `fresh-Lantern-${newId().slice(-8)}`;
      t.secrets.add(password);
      return t.request('POST', CONFIRM, { body: { token, password } });
    };
    const strong = () => {
      const password = `other-Harbour-${newId().slice(-8)}`;
      t.secrets.add(password);
      return password;
    };

    it('after the user changes their own password', async () => {
      const { me, token } = await linkFor();
      const { accessToken } = await loginDashboardUser(t, me.email, me.password);
      const res = await t.request('PATCH', '/api/dashboard-user', { token: accessToken, body: { password: strong(), currentPassword: me.password } });
      expect(res.status, res.text).toBe(200);
      expectError(await use(token), 400, MESSAGES.passwordResetInvalid);
    });

    it('after the user changes their own email', async () => {
      const { me, token } = await linkFor();
      const { accessToken } = await loginDashboardUser(t, me.email, me.password);
      const res = await t.request('PATCH', '/api/dashboard-user', { token: accessToken, body: { email: freshEmail('new'), currentPassword: me.password } });
      expect(res.status, res.text).toBe(200);
      expectError(await use(token), 400, MESSAGES.passwordResetInvalid);
    });

    it('after the super admin sets the password', async () => {
      const { me, token } = await linkFor();
      const res = await t.request('PATCH', `/api/dashboard-user/${me.dashboardUser._id}`, { token: sa, body: { password: strong() } });
      expect(res.status, res.text).toBe(200);
      expectError(await use(token), 400, MESSAGES.passwordResetInvalid);
    });

    it('after the super admin changes the email, even when it is changed back', async () => {
      const { me, token } = await linkFor();
      const path = `/api/dashboard-user/${me.dashboardUser._id}`;
      expect((await t.request('PATCH', path, { token: sa, body: { email: freshEmail('away') } })).status).toBe(200);
      expect((await t.request('PATCH', path, { token: sa, body: { email: me.email } })).status).toBe(200);
      expectError(await use(token), 400, MESSAGES.passwordResetInvalid);
    });

    it('after another reset link of the account is used', async () => {
      const { me, token } = await linkFor();
      const second = await resetLink(t, me.email);
      expect((await use(second)).status).toBe(200);
      expectError(await use(token), 400, MESSAGES.passwordResetInvalid);
    });

    it('when the credentials changed by any other way since it was mailed (bound to the password hash and email)', async () => {
      // What a change racing the mailing of a link looks like: the row changes, the link's own row does not.
      const { me, token } = await linkFor();
      await t.deps.db.update(dashboardUsers).set({ email: freshEmail('raced') }).where(eq(dashboardUsers.id, me.dashboardUser._id));
      expectError(await use(token), 400, MESSAGES.passwordResetInvalid);
      // Spent by that try: changing the email back does not revive it.
      await t.deps.db.update(dashboardUsers).set({ email: me.email }).where(eq(dashboardUsers.id, me.dashboardUser._id));
      expectError(await use(token), 400, MESSAGES.passwordResetInvalid);
    });

    it('but not after a change of name or phone number', async () => {
      const { me, token } = await linkFor();
      const res = await t.request('PATCH', `/api/dashboard-user/${me.dashboardUser._id}`, { token: sa, body: { name: 'Someone Else', phoneNumber: '+919800000001' } });
      expect(res.status, res.text).toBe(200);
      expect((await use(token)).status).toBe(200);
    });
  });

  it('the seed refuses a weak SUPER_ADMIN_PASSWORD, with the reason, and creates no one', async () => {
    const email = freshEmail('seeded');
    const config = { ...t.deps.config, superAdminEmail: email, superAdminPassword: 'aaaaaaaa', seedDemo: false };
    await expect(seed({ ...t.deps, config }, { logger: t.deps.logger, print: () => {} })).rejects.toThrow(
      'SUPER_ADMIN_PASSWORD is too weak: avoid repeated characters like aaa or 1212.',
    );
    expect(await t.deps.db.select().from(superAdmins).where(eq(superAdmins.email, email))).toEqual([]);
  });

  it('leaks nothing', () => {
    expectNothingLeaked(t);
  });
});
