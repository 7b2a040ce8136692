import { MESSAGES } from '@contract/messages';
import {
  RecoveryCodesReplySchema,
  SecondFactorEnrolmentReplySchema,
  SecondFactorStatusReplySchema,
  SecondFactorTicketReplySchema,
} from '@contract/second-factor';
import { SuperAdminLoginReplySchema } from '@contract/super-admin';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditEvents, superAdminSecondFactors } from '../../server/src/db/schema';
import {
  DB_KINDS,
  expectError,
  expectValidation,
  expectNothingLeaked,
  givenSuperAdmin,
  loginSuperAdmin,
  makeTestApp,
  type TestApp,
} from './helpers';

// Issue 21, Deliver 7: a TOTP second factor for the super admin (docs/decisions/0036).

const epoch = (t: TestApp) => Math.floor(t.clock().getTime() / 1000);
/** The code an authenticator app shows now (or `steps` periods away). */
const totp = (t: TestApp, secret: string, steps = 0) => generate({ secret, epoch: epoch(t) + steps * 30 });

/** Enrol through the API: start, then confirm with the password and a valid code. */
async function enrol(t: TestApp, admin: { email: string; password: string }) {
  const { accessToken } = await loginSuperAdmin(t, admin.email, admin.password);
  const start = await t.request('POST', '/api/super-admin/second-factor', { token: accessToken });
  expect(start.status, start.text).toBe(200);
  const { secret, uri, qrSvg } = SecondFactorEnrolmentReplySchema.parse(start.body).data;
  const confirm = await t.request('PUT', '/api/super-admin/second-factor', {
    token: accessToken,
    body: { code: await totp(t, secret), currentPassword: admin.password },
  });
  expect(confirm.status, confirm.text).toBe(200);
  const { recoveryCodes } = RecoveryCodesReplySchema.parse(confirm.body).data;
  t.clock.advance(30); // the confirming code's step is used: the next sign-in needs a later one
  return { secret, uri, qrSvg, recoveryCodes, accessToken };
}

async function passwordStep(t: TestApp, admin: { email: string; password: string }) {
  const res = await t.request('POST', '/api/super-admin', { body: { email: admin.email, password: admin.password } });
  expect(res.status, res.text).toBe(200);
  return SecondFactorTicketReplySchema.parse(res.body);
}

const codeStep = (t: TestApp, ticket: string, code: string) =>
  t.request('POST', '/api/super-admin/second-factor/login', { body: { ticket, code } });

describe.each(DB_KINDS)('super-admin second factor on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await makeTestApp({ kind });
  });
  afterAll(() => t?.close());

  it('enrols (start, then confirm with a valid code) and then asks for the code after the password', async () => {
    const admin = await givenSuperAdmin(t);
    const { secret, uri, qrSvg, recoveryCodes } = await enrol(t, admin);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\/Eternity:.*\?secret=[A-Z2-7]+&issuer=Eternity$/);
    expect(qrSvg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // At rest the secret is encrypted.
    const [row] = await t.deps.db.select().from(superAdminSecondFactors).where(eq(superAdminSecondFactors.superAdminId, admin.superAdmin._id));
    expect(row!.secret).not.toContain(secret);
    expect(row!.confirmedAt).not.toBeNull();

    const ticketReply = await passwordStep(t, admin);
    expect(ticketReply.message).toBe(MESSAGES.secondFactorNeeded);
    expect(JSON.stringify(ticketReply)).not.toMatch(/accessToken|refreshToken/);
    const res = await codeStep(t, ticketReply.data.secondFactorTicket, await totp(t, secret));
    expect(res.status, res.text).toBe(200);
    const reply = SuperAdminLoginReplySchema.parse(res.body);
    expect(reply.message).toBe(MESSAGES.superAdminLoggedIn);
    expect(reply.data.superAdmin._id).toBe(admin.superAdmin._id);
    const self = await t.request('GET', '/api/super-admin', { token: reply.data.accessToken });
    expect(self.status).toBe(200);
    const status = SecondFactorStatusReplySchema.parse(
      (await t.request('GET', '/api/super-admin/second-factor', { token: reply.data.accessToken })).body,
    );
    expect(status.data).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: false });
  });

  it('does not turn on before a valid code confirms it', async () => {
    const admin = await givenSuperAdmin(t);
    const { accessToken } = await loginSuperAdmin(t, admin.email, admin.password);
    const start = await t.request('POST', '/api/super-admin/second-factor', { token: accessToken });
    const { secret } = SecondFactorEnrolmentReplySchema.parse(start.body).data;
    const wrong = (Number(await totp(t, secret)) + 1) % 1_000_000;
    const bad = await t.request('PUT', '/api/super-admin/second-factor', {
      token: accessToken,
      body: { code: String(wrong).padStart(6, '0'), currentPassword: admin.password },
    });
    expectValidation(bad, { message: MESSAGES.secondFactorInvalidCode, path: ['code'] });
    const wrongPassword = await t.request('PUT', '/api/super-admin/second-factor', {
      token: accessToken,
      body: { code: await totp(t, secret), currentPassword: 'not-the-password' },
    });
    expect(wrongPassword.status).toBe(400);
    // Still a plain password login.
    await loginSuperAdmin(t, admin.email, admin.password);
  });

  it('refuses a wrong code and a replayed code; accepts ±1 step of drift', async () => {
    const admin = await givenSuperAdmin(t);
    const { secret } = await enrol(t, admin);
    t.clock.advance(60); // the confirming code's step is two behind: the one before now is then a fresh code
    const { data } = await passwordStep(t, admin);
    const now = await totp(t, secret);
    const wrong = String((Number(now) + 1) % 1_000_000).padStart(6, '0');
    expectError(await codeStep(t, data.secondFactorTicket, wrong), 401, MESSAGES.secondFactorInvalidCode);
    expectError(await codeStep(t, data.secondFactorTicket, await totp(t, secret, 3)), 401, MESSAGES.secondFactorInvalidCode);
    // The same ticket still takes the right code (a typo is not the end), from one step behind (clock drift).
    expect((await codeStep(t, data.secondFactorTicket, await totp(t, secret, -1))).status).toBe(200);

    // Replay: the code just used, and the current one (step ≤ last accepted + …) once used, never pass again.
    const second = await passwordStep(t, admin);
    expect((await codeStep(t, second.data.secondFactorTicket, now)).status).toBe(200);
    const third = await passwordStep(t, admin);
    expectError(await codeStep(t, third.data.secondFactorTicket, now), 401, MESSAGES.secondFactorInvalidCode);
    // …and the ticket is single use.
    expectError(await codeStep(t, second.data.secondFactorTicket, await totp(t, secret, 1)), 401, MESSAGES.secondFactorInvalidTicket);
    t.clock.advance(30);
    expect((await codeStep(t, third.data.secondFactorTicket, await totp(t, secret))).status).toBe(200);
  });

  it('lets one of two concurrent sign-ins with the same code through, and one of two with the same recovery code', async () => {
    const admin = await givenSuperAdmin(t);
    const { secret, recoveryCodes } = await enrol(t, admin);
    const tickets = await Promise.all([passwordStep(t, admin), passwordStep(t, admin)]);
    const code = await totp(t, secret);
    const statuses = (await Promise.all(tickets.map((x) => codeStep(t, x.data.secondFactorTicket, code)))).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 401]);
    const more = await Promise.all([passwordStep(t, admin), passwordStep(t, admin)]);
    const byRecovery = await Promise.all(more.map((x) => codeStep(t, x.data.secondFactorTicket, recoveryCodes[0]!)));
    expect(byRecovery.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('accepts a recovery code once', async () => {
    const admin = await givenSuperAdmin(t);
    const { recoveryCodes } = await enrol(t, admin);
    const code = recoveryCodes[3]!;
    const first = await passwordStep(t, admin);
    const ok = await codeStep(t, first.data.secondFactorTicket, code.toUpperCase());
    expect(ok.status, ok.text).toBe(200);
    const { accessToken } = SuperAdminLoginReplySchema.parse(ok.body).data;
    const status = await t.request('GET', '/api/super-admin/second-factor', { token: accessToken });
    expect(status.body.data.recoveryCodesLeft).toBe(9);
    const again = await passwordStep(t, admin);
    expectError(await codeStep(t, again.data.secondFactorTicket, code), 401, MESSAGES.secondFactorInvalidCode);
    expect((await codeStep(t, again.data.secondFactorTicket, recoveryCodes[4]!)).status).toBe(200);
  });

  it('refuses an expired, unknown or foreign ticket', async () => {
    const a = await givenSuperAdmin(t);
    const b = await givenSuperAdmin(t);
    const ea = await enrol(t, a);
    const eb = await enrol(t, b);
    // Expired after five minutes.
    const old = await passwordStep(t, a);
    t.clock.advance(301);
    expectError(await codeStep(t, old.data.secondFactorTicket, await totp(t, ea.secret)), 401, MESSAGES.secondFactorInvalidTicket);
    // Unknown.
    expectError(await codeStep(t, 'x'.repeat(43), await totp(t, ea.secret)), 401, MESSAGES.secondFactorInvalidTicket);
    // Foreign: A's ticket with B's valid code or recovery code signs nobody in.
    const ticketA = await passwordStep(t, a);
    expectError(await codeStep(t, ticketA.data.secondFactorTicket, await totp(t, eb.secret)), 401, MESSAGES.secondFactorInvalidCode);
    expectError(await codeStep(t, ticketA.data.secondFactorTicket, eb.recoveryCodes[0]!), 401, MESSAGES.secondFactorInvalidCode);
    // A ticket is no token.
    const asToken = await t.request('GET', '/api/super-admin', { token: ticketA.data.secondFactorTicket });
    expect(asToken.status).toBe(401);
  });

  it('limits the code step like the password: a wrong-code streak is a 429 for the account, whatever the ticket', async () => {
    const limited = await makeTestApp({ kind, env: { RATE_LIMIT_FAILED_LOGIN: '3' } });
    try {
      const admin = await givenSuperAdmin(limited);
      const { secret } = await enrol(limited, admin);
      const wrong = String((Number(await totp(limited, secret)) + 7) % 1_000_000).padStart(6, '0');
      // Four tickets first: once the account's codes are locked its password step is too (the test below).
      const tickets = [];
      for (let i = 0; i < 4; i++) tickets.push((await passwordStep(limited, admin)).data.secondFactorTicket);
      const statuses: number[] = [];
      for (const ticket of tickets.slice(0, 3)) statuses.push((await codeStep(limited, ticket, wrong)).status); // the count is the account's
      expect(statuses).toEqual([401, 401, 401]);
      const blocked = await codeStep(limited, tickets[3]!, await totp(limited, secret));
      expectError(blocked, 429, MESSAGES.tooManyRequests);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('counts wrong codes per account across tickets and addresses: 12 over 3 tickets from 12 addresses lock it, the password step too, audited; the next lock lasts twice as long', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const locked = await makeTestApp({ kind, env: { TRUST_PROXY: '1', RATE_LIMIT_LOGIN: '1000' } });
    try {
      const admin = await givenSuperAdmin(locked);
      const { secret } = await enrol(locked, admin);
      const id = admin.superAdmin._id;
      const wrong = async () => String((Number(await totp(locked, secret)) + 7) % 1_000_000).padStart(6, '0');
      const from = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i + 1}` });
      const password = (i: number) => locked.request('POST', '/api/super-admin', { body: { email: admin.email, password: admin.password }, headers: from(i) });
      const statuses: number[] = [];
      for (let ticket = 0; ticket < 3; ticket++) {
        const { data } = SecondFactorTicketReplySchema.parse((await password(ticket * 4)).body);
        for (let i = 0; i < 4; i++) {
          const at = ticket * 4 + i;
          statuses.push((await locked.request('POST', '/api/super-admin/second-factor/login', { body: { ticket: data.secondFactorTicket, code: await wrong() }, headers: from(at) })).status);
        }
      }
      // Ten wrong codes are counted (401); the eleventh begins the lock (429); the twelfth meets it.
      expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
      // The right code waits now, and so does the password step: no fresh ticket to guess on.
      const blocked = await password(12);
      expectError(blocked, 429, MESSAGES.tooManyRequests);
      const firstLock = Number(blocked.headers.get('retry-after'));
      expect(firstLock).toBeGreaterThan(800);
      expect(firstLock).toBeLessThanOrEqual(900);
      // A wrong password is still just wrong: the lock says nothing to someone without it.
      expect((await locked.request('POST', '/api/super-admin', { body: { email: admin.email, password: 'not-the-password-1A' }, headers: from(13) })).status).toBe(401);
      const audited = await locked.deps.db.select().from(auditEvents).where(eq(auditEvents.targetId, id));
      const actions = audited.map((e) => e.action);
      expect(actions.filter((a) => a === 'super_admin.second_factor_failed')).toHaveLength(10);
      expect(audited.filter((e) => e.action === 'super_admin.second_factor_locked').map((e) => [e.ip, e.changes])).toEqual([
        ['203.0.113.11', { lockedForSeconds: { before: null, after: 900 } }],
      ]);

      // After the lock the right code signs in; the next streak locks it for twice as long.
      vi.setSystemTime(Date.now() + 901_000);
      locked.clock.advance(901);
      const { data } = await passwordStep(locked, admin);
      const inside = await codeStep(locked, data.secondFactorTicket, await totp(locked, secret));
      expect(inside.status, inside.text).toBe(200);
      // The one who signs in is told of the wrong codes since the account's previous sign-in.
      expect(SuperAdminLoginReplySchema.parse(inside.body).data.secondFactorFailures).toMatchObject({ count: 10, lastFrom: '203.0.113.10' });
      const { data: again } = await passwordStep(locked, admin);
      locked.clock.advance(30);
      const quiet = await codeStep(locked, again.secondFactorTicket, await totp(locked, secret));
      expect(SuperAdminLoginReplySchema.parse(quiet.body).data.secondFactorFailures, 'nothing since the sign-in before').toBeUndefined();
      let second: Awaited<ReturnType<typeof codeStep>> | undefined;
      for (let ticket = 0; ticket < 3 && second?.status !== 429; ticket++) {
        const { data: next } = await passwordStep(locked, admin);
        for (let i = 0; i < 4; i++) {
          second = await codeStep(locked, next.secondFactorTicket, await wrong());
          if (second.status === 429) break;
        }
      }
      expectError(second!, 429, MESSAGES.tooManyRequests);
      expect(Number(second!.headers.get('retry-after'))).toBe(1800);
    } finally {
      vi.useRealTimers();
      await locked.close();
    }
  });

  it('kills a ticket after five wrong codes', async () => {
    const admin = await givenSuperAdmin(t);
    const { secret } = await enrol(t, admin);
    const { data } = await passwordStep(t, admin);
    for (let i = 0; i < 5; i++) {
      expectError(await codeStep(t, data.secondFactorTicket, `00000${i}`), 401, MESSAGES.secondFactorInvalidCode);
    }
    expectError(await codeStep(t, data.secondFactorTicket, await totp(t, secret)), 401, MESSAGES.secondFactorInvalidTicket);
  });

  it('takes at most five codes on one ticket, also when they come at once', async () => {
    const admin = await givenSuperAdmin(t);
    await enrol(t, admin);
    const { data } = await passwordStep(t, admin);
    const replies = await Promise.all(Array.from({ length: 12 }, (_, i) => codeStep(t, data.secondFactorTicket, `9${String(i).padStart(5, '0')}`)));
    const messages = replies.map((r) => r.body.message);
    expect(messages.filter((m) => m === MESSAGES.secondFactorInvalidCode)).toHaveLength(5);
    expect(messages.filter((m) => m === MESSAGES.secondFactorInvalidTicket)).toHaveLength(7);
  });

  it('turns off and makes new recovery codes only with the password and a code', async () => {
    const admin = await givenSuperAdmin(t);
    const { secret, recoveryCodes } = await enrol(t, admin);
    const { data } = await passwordStep(t, admin);
    const signedIn = SuperAdminLoginReplySchema.parse((await codeStep(t, data.secondFactorTicket, await totp(t, secret))).body);
    const token = signedIn.data.accessToken;
    t.clock.advance(30);
    const noCode = await t.request('POST', '/api/super-admin/second-factor/recovery-codes', {
      token,
      body: { currentPassword: admin.password, code: '123456' },
    });
    expectValidation(noCode, { message: MESSAGES.secondFactorInvalidCode, path: ['code'] });
    const regen = await t.request('POST', '/api/super-admin/second-factor/recovery-codes', {
      token,
      body: { currentPassword: admin.password, code: await totp(t, secret) },
    });
    expect(regen.status, regen.text).toBe(200);
    const fresh = RecoveryCodesReplySchema.parse(regen.body).data.recoveryCodes;
    expect(fresh).toHaveLength(10);
    const noPassword = await t.request('POST', '/api/super-admin/second-factor/disable', {
      token,
      body: { currentPassword: 'wrong-password', code: fresh[0] },
    });
    expect(noPassword.status).toBe(400);
    // The old recovery codes died with the regeneration.
    const oldCode = await t.request('POST', '/api/super-admin/second-factor/disable', {
      token,
      body: { currentPassword: admin.password, code: recoveryCodes[0] },
    });
    expectValidation(oldCode, { message: MESSAGES.secondFactorInvalidCode, path: ['code'] });
    const off = await t.request('POST', '/api/super-admin/second-factor/disable', {
      token,
      body: { currentPassword: admin.password, code: fresh[0] },
    });
    expect(off.status, off.text).toBe(200);
    await loginSuperAdmin(t, admin.email, admin.password); // tokens again after the password alone
  });

  it('enabling it ends the account\'s other sign-ins', async () => {
    const admin = await givenSuperAdmin(t);
    const other = await loginSuperAdmin(t, admin.email, admin.password);
    const { accessToken } = await enrol(t, admin);
    expect((await t.request('GET', '/api/super-admin', { token: other.accessToken })).status).toBe(401);
    expect((await t.request('GET', '/api/super-admin', { token: accessToken })).status).toBe(200);
  });

  it('with SUPER_ADMIN_MFA_REQUIRED, a super admin without it may only enrol until enrolled', async () => {
    const strict = await makeTestApp({ kind, env: { SUPER_ADMIN_MFA_REQUIRED: 'true' } });
    try {
      const admin = await givenSuperAdmin(strict);
      const login = await strict.request('POST', '/api/super-admin', { body: { email: admin.email, password: admin.password } });
      expect(login.status).toBe(200);
      const reply = SuperAdminLoginReplySchema.parse(login.body);
      expect(reply.message).toBe(MESSAGES.superAdminLoggedIn);
      expect(reply.data.secondFactorSetupRequired).toBe(true);
      const token = reply.data.accessToken;
      for (const [method, path] of [
        ['GET', '/api/metaverses'],
        ['GET', '/api/dashboard-users'],
        ['GET', '/api/booked-demos'],
        ['PATCH', '/api/super-admin'],
        ['DELETE', '/api/super-admin'],
        ['POST', '/api/super-admin/second-factor/recovery-codes'],
      ] as const) {
        const res = await strict.request(method, path, { token, body: method === 'GET' ? undefined : { name: 'X' } });
        expectError(res, 403, MESSAGES.secondFactorSetupRequired);
      }
      expect((await strict.request('GET', '/api/super-admin', { token })).status).toBe(200);
      const status = SecondFactorStatusReplySchema.parse((await strict.request('GET', '/api/super-admin/second-factor', { token })).body);
      expect(status.data).toMatchObject({ enabled: false, required: true });
      const start = await strict.request('POST', '/api/super-admin/second-factor', { token });
      const { secret } = SecondFactorEnrolmentReplySchema.parse(start.body).data;
      const confirm = await strict.request('PUT', '/api/super-admin/second-factor', {
        token,
        body: { code: await totp(strict, secret), currentPassword: admin.password },
      });
      expect(confirm.status, confirm.text).toBe(200);
      expect((await strict.request('GET', '/api/metaverses', { token })).status).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('is off by default in a local evaluation and on in a deployment', async () => {
    const { loadEnv } = await import('../../server/src/env');
    const base = { DATA_DIR: t.deps.config.dataDir, JWT_SECRET: 'x'.repeat(40) };
    expect(loadEnv(base).superAdminMfaRequired).toBe(false);
    expect(loadEnv({ ...base, APP_MODE: 'deployment' }).superAdminMfaRequired).toBe(true);
    expect(loadEnv({ ...base, APP_MODE: 'deployment', SUPER_ADMIN_MFA_REQUIRED: '0' }).superAdminMfaRequired).toBe(false);
  });

  it('leaks nothing', () => {
    expectNothingLeaked(t);
  });
});
