import { DashboardUserLoginReplySchema } from '@contract/dashboard-user';
import { MESSAGES } from '@contract/messages';
import { SuperAdminLoginReplySchema } from '@contract/super-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUARDED_SIGN_IN_DELAY_MS } from '../../server/src/rate-limit/route-limits';
import { DB_KINDS, expectError, givenDashboardUser, givenSuperAdmin, makeTestApp, type TestApp } from './helpers';
import { humanProof } from './human-check';

// Issue 38 item 6: credential stuffing across addresses. Past RATE_LIMIT_FAILED_LOGIN_ACCOUNT (20) wrong passwords for one
// account's email, from any addresses, its sign-in needs the invisible human check's proof and waits a second; the
// owner's browser gives the proof and signs in, and is told how many wrong passwords came since the last sign-in.

describe.each(DB_KINDS)('the sign-in guard on %s', (kind) => {
  let t: TestApp;
  let ip = 0;
  beforeAll(async () => {
    t = await makeTestApp({ kind, env: { TRUST_PROXY: '1', RATE_LIMIT_LOGIN: '10000' } });
  });
  afterAll(() => t?.close());

  /** Each call from an address of its own, as a botnet's are. */
  const signIn = (path: string, body: object) =>
    t.request('POST', path, { body, headers: { 'x-forwarded-for': `198.51.100.${(++ip % 250) + 1}` } });

  for (const [role, path] of [
    ['super admin', '/api/super-admin'],
    ['dashboard user', '/api/dashboard-user'],
  ] as const) {
    it(`${role}: 20 wrong passwords from 20 addresses turn the check on; the owner's proof signs in, slowed, and is told`, async () => {
      const owner = role === 'super admin' ? await givenSuperAdmin(t) : await givenDashboardUser(t);
      for (let i = 0; i < 20; i++) expect((await signIn(path, { email: owner.email, password: `wrong-password-${i}A` })).status).toBe(401);

      // The right password without a proof is not enough now, nor is a wrong or a spent proof; nothing is checked.
      expectError(await signIn(path, { email: owner.email, password: owner.password }), 428, MESSAGES.humanCheckRequired);
      expectError(await signIn(path, { email: owner.email, password: owner.password, humanCheck: 'bm90LWEtcHJvb2Y=' }), 428, MESSAGES.humanCheckRequired);
      // The same email typed in another case is the same account.
      expectError(await signIn(path, { email: owner.email.toUpperCase(), password: owner.password }), 428, MESSAGES.humanCheckRequired);

      // With a proof a wrong password is still just wrong, and each try waits a second.
      const started = Date.now();
      expect((await signIn(path, { email: owner.email, password: 'still-wrong-1A', humanCheck: await humanProof(t) })).status).toBe(401);
      expect(Date.now() - started).toBeGreaterThanOrEqual(GUARDED_SIGN_IN_DELAY_MS - 20);

      const proof = await humanProof(t);
      const res = await signIn(path, { email: owner.email, password: owner.password, humanCheck: proof });
      expect(res.status, res.text).toBe(200);
      const told = role === 'super admin' ? SuperAdminLoginReplySchema.parse(res.body).data : DashboardUserLoginReplySchema.parse(res.body).data;
      // Twenty-one wrong passwords came since the previous sign-in (the 428s checked no password).
      expect(told.failedSignIns).toBe(21);
      // A proof is spent once.
      expectError(await signIn(path, { email: owner.email, password: owner.password, humanCheck: proof }), 428, MESSAGES.humanCheckRequired);

      // Told once: the next sign-in (still guarded, the failures are recent) hears of nothing new.
      const again = await signIn(path, { email: owner.email, password: owner.password, humanCheck: await humanProof(t) });
      expect(again.status, again.text).toBe(200);
      expect((again.body as { data: { failedSignIns?: number } }).data.failedSignIns).toBeUndefined();
    });
  }

  it('another account is not affected; nineteen failures ask for no check and are told, nine are not told', async () => {
    const attacked = await givenSuperAdmin(t);
    const other = await givenSuperAdmin(t);
    for (let i = 0; i < 22; i++) await signIn('/api/super-admin', { email: attacked.email, password: `wrong-password-${i}A` });
    expect((await signIn('/api/super-admin', { email: other.email, password: other.password })).status).toBe(200);

    // A few typos of the owner's own are not worth a warning: told from RATE_LIMIT_FAILED_LOGIN (10) on.
    const careless = await givenSuperAdmin(t);
    for (let i = 0; i < 9; i++) await signIn('/api/super-admin', { email: careless.email, password: `typo-${i}A` });
    const quiet = await signIn('/api/super-admin', { email: careless.email, password: careless.password });
    expect(SuperAdminLoginReplySchema.parse(quiet.body).data.failedSignIns).toBeUndefined();

    const typo = await givenSuperAdmin(t);
    for (let i = 0; i < 19; i++) await signIn('/api/super-admin', { email: typo.email, password: `typo-${i}A` });
    const res = await signIn('/api/super-admin', { email: typo.email, password: typo.password });
    expect(res.status, res.text).toBe(200);
    expect(SuperAdminLoginReplySchema.parse(res.body).data.failedSignIns).toBe(19);
  });
});
