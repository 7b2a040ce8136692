import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountCheck } from '../../server/src/auth/accounts';
import { startSession } from '../../server/src/auth/session';
import type { Db } from '../../server/src/db/client';
import { superAdmins } from '../../server/src/db/schema';
import { DB_KINDS, givenSuperAdmin, makeTestApp, type TestApp } from './helpers';

// The account check's refill (docs/decisions/0070): when a remembered answer expires under load, the requests in
// flight share one lookup per account and one per sign-in instead of each asking the database; a change made here
// (clear) is never answered by a lookup begun before it.

/** The same database, counting the statements the account check starts (each begins with `select`). */
function counting(db: Db): { db: Db; selects: () => number } {
  let selects = 0;
  const wrapped = new Proxy(db, {
    get(target, key) {
      const value = Reflect.get(target, key, target) as unknown;
      if (key === 'select' && typeof value === 'function') {
        return (...args: unknown[]) => {
          selects++;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { db: wrapped, selects: () => selects };
}

describe.each(DB_KINDS)('the account check on %s', (kind) => {
  let t: TestApp;
  let adminId: string;
  let sessionId: string;
  beforeAll(async () => {
    t = await makeTestApp({ kind });
    const admin = await givenSuperAdmin(t);
    adminId = admin.superAdmin._id;
    const { accessToken } = await startSession(t.deps, { role: 'super-admin', userId: adminId });
    sessionId = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).sid as string;
  });
  afterAll(() => t?.close());

  it('asks once per account and sign-in however many requests wait, and again once after the TTL', async () => {
    let now = 0;
    const { db, selects } = counting(t.deps.db);
    const check = createAccountCheck(db, 5000, () => now);
    const round = () =>
      Promise.all(
        Array.from({ length: 25 }, () => [check.lookup('super-admin', adminId), check.lookupSession(sessionId)]).flat(),
      );
    expect(await round()).toEqual(Array(50).fill(true));
    expect(selects()).toBe(2);
    expect(check.known('super-admin', adminId)).toBe(true);
    expect(check.sessionKnown(sessionId)).toBe(true);
    now += 5001;
    expect(check.known('super-admin', adminId)).toBeUndefined();
    expect(await round()).toEqual(Array(50).fill(true));
    expect(selects()).toBe(4);
    // A different account is its own lookup, not another's answer.
    expect(await check.lookup('super-admin', 'no-such-admin-id-0000000')).toBe(false);
    expect(selects()).toBe(5);
  });

  it('a lookup begun before a change is not shared with the requests after it', async () => {
    const other = await givenSuperAdmin(t);
    const check = createAccountCheck(t.deps.db, 5000, () => 0);
    const before = check.lookup('super-admin', other.superAdmin._id);
    await t.deps.db.delete(superAdmins).where(eq(superAdmins.id, other.superAdmin._id));
    check.clear();
    const after = check.lookup('super-admin', other.superAdmin._id);
    expect(after).not.toBe(before);
    expect(await after).toBe(false);
    await before;
    expect(check.known('super-admin', other.superAdmin._id)).toBe(false);
  });
});
