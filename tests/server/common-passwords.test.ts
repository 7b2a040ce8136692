import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCommonPassword } from '../../server/src/auth/password-policy';
import { newId } from '../../server/src/db/ids';
import {
  DB_KINDS,
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

// Every place a password is set refuses the common ones (the ~49,000 of @zxcvbn-ts/language-common), with a clear
// message on the password field; the list stays on the server (docs/decisions/0015).

const TOO_COMMON = 'This password is too common. Choose one that is harder to guess.';
const COMMON = ['password', '12345678', 'PassWord', 'iloveyou'];

describe.each(DB_KINDS)('common passwords on %s', (kind) => {
  let t: TestApp;
  let sa: string;

  beforeAll(async () => {
    t = await makeTestApp({ kind });
    const admin = await givenSuperAdmin(t);
    sa = (await loginSuperAdmin(t, admin.email, admin.password)).accessToken;
  });
  afterAll(() => t?.close());

  const SETTERS: Record<string, (password: string) => Promise<Reply>> = {
    'POST super-admin (create)': (password) =>
      t.request('POST', '/api/super-admin', { token: sa, body: { name: 'New', email: `sa-${newId()}@example.com`, password } }),
    'PATCH super-admin (own)': async (password) => {
      const me = await givenSuperAdmin(t);
      const { accessToken } = await loginSuperAdmin(t, me.email, me.password);
      return t.request('PATCH', '/api/super-admin', { token: accessToken, body: { password, currentPassword: me.password } });
    },
    'PUT dashboard-user (create)': (password) =>
      t.request('PUT', '/api/dashboard-user', {
        token: sa,
        body: { name: 'New', email: `du-${newId()}@example.com`, password, phoneNumber: '+919876543210' },
      }),
    'PATCH dashboard-user/:id (by the super admin)': async (password) => {
      const other = await givenDashboardUser(t);
      return t.request('PATCH', `/api/dashboard-user/${other.dashboardUser._id}`, { token: sa, body: { password } });
    },
    'PATCH dashboard-user (own)': async (password) => {
      const me = await givenDashboardUser(t);
      const { accessToken } = await loginDashboardUser(t, me.email, me.password);
      return t.request('PATCH', '/api/dashboard-user', { token: accessToken, body: { password, currentPassword: me.password } });
    },
  };

  it.each(Object.keys(SETTERS))('%s: refuses a common password with a 400 on password', async (name) => {
    for (const password of COMMON) {
      expectValidation(await SETTERS[name]!(password), { message: TOO_COMMON, path: ['password'] });
    }
    const fine = `uncommon-${newId()}`;
    t.secrets.add(fine);
    const res = await SETTERS[name]!(fine);
    expect(res.status, res.text).toBeLessThan(300);
  });

  it('a refused own change leaves the old password working', async () => {
    const me = await givenDashboardUser(t);
    const { accessToken } = await loginDashboardUser(t, me.email, me.password);
    const res = await t.request('PATCH', '/api/dashboard-user', {
      token: accessToken,
      body: { password: 'password', currentPassword: me.password },
    });
    expectValidation(res, { message: TOO_COMMON, path: ['password'] });
    await loginDashboardUser(t, me.email, me.password);
    const common = await t.request('POST', '/api/dashboard-user', { body: { email: me.email, password: 'password' } });
    expect(common.status).toBe(401);
  });

  it('leaks nothing', () => {
    expectNothingLeaked(t);
  });
});

describe('the list of common passwords', () => {
  it('holds at least 10,000 passwords, compared without case', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('12345678')).toBe(true);
    expect(isCommonPassword('QWERTY123')).toBe(true);
    expect(isCommonPassword(`not-common-${newId()}`)).toBe(false);
    const list = JSON.parse(readFileSync(path.resolve('node_modules/@zxcvbn-ts/language-common/src/passwords.json'), 'utf8')) as string[];
    expect(list.length).toBeGreaterThanOrEqual(10_000);
    expect(list.filter((p) => p.length >= 8).every((p) => isCommonPassword(p))).toBe(true);
  });

  it('stays out of the eager client bundles: only contract/password-verdict.ts imports it, src/ only with import()', () => {
    // Since docs/decisions/0034 the list and zxcvbn reach the client, in the password forms' own lazy chunk only.
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
    const all = [...files('contract'), ...files('src')];
    const offenders = all.filter(
      (f) => f !== path.join('contract', 'password-verdict.ts') && /['"][^'"\n]*(?:zxcvbn|passwords\.json|password-policy)[^'"\n]*['"]/.test(readFileSync(f, 'utf8')),
    );
    expect(offenders).toEqual([]);
    // The verdict module itself: never a static import (an `import type` is erased), so no eager chunk carries it.
    const staticImport = /(?:^|\n)\s*(?:import|export)(?!\s+type\b)[^'";]*\sfrom\s+['"](?:@contract\/|\.\/)password-verdict['"]/;
    expect(all.filter((f) => staticImport.test(readFileSync(f, 'utf8')))).toEqual([]);
    expect(all.filter((f) => /import\(\s*['"]@contract\/password-verdict['"]\s*\)/.test(readFileSync(f, 'utf8')))).toEqual([
      path.join('src', 'lib', 'load-password-verdict.ts'),
    ]);
  });
});
