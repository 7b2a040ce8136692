import type { Role } from '@contract/common';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dashboardUsers, metaverseUsers, refreshTokens, superAdmins } from '../db/schema';
import { createExpiringMap } from '../expiring-map';

// Does the account a token names, and its sign-in, still exist? Remembered a few seconds; forgotten by any change
// made here (docs/decisions/0012, 0015).

const TABLES = { 'super-admin': superAdmins, 'dashboard-user': dashboardUsers, 'metaverse-user': metaverseUsers } as const;
const MAX_ENTRIES = 10_000;
/**
 * How long another instance may still accept a deleted account's or an ended session's token: half a second, so a
 * logout, a password change or a revocation holds on every instance within a second (issue 38 item 2; it was 5 s). Each
 * instance asks the database at most once per key in that time, shared by every request in flight (0070).
 */
export const ACCOUNT_CHECK_TTL_MS = 500;

export interface AccountCheck {
  known(role: Role, userId: string): boolean | undefined;
  lookup(role: Role, userId: string): Promise<boolean>;
  sessionKnown(sessionId: string): boolean | undefined;
  lookupSession(sessionId: string): Promise<boolean>;
  clear(): void;
}

export function createAccountCheck(db: Db, ttlMs = ACCOUNT_CHECK_TTL_MS, now: () => number = () => Date.now()): AccountCheck {
  const seen = createExpiringMap<boolean>(ttlMs, MAX_ENTRIES, now);
  // One lookup per key at a time (docs/decisions/0070): when an entry expires under load, every request in flight
  // asked the database again at once (50 connections: 100 lookups queued before their pages); now they share one.
  // A lookup begun before a change here is not shared with requests that come after it (`clear` forgets it).
  const inflight = new Map<string, Promise<boolean>>();
  const shared = (key: string, ask: () => Promise<boolean>): Promise<boolean> => {
    const pending = inflight.get(key);
    if (pending) return pending;
    // An answer read during a change here may be stale: used, not kept.
    const since = seen.generation();
    const work = ask().then(
      (value) => {
        if (inflight.get(key) === work) inflight.delete(key);
        seen.set(key, value, since);
        return value;
      },
      (err: unknown) => {
        if (inflight.get(key) === work) inflight.delete(key);
        throw err;
      },
    );
    inflight.set(key, work);
    return work;
  };
  return {
    known: (role, userId) => seen.get(`${role} ${userId}`),
    lookup: (role, userId) =>
      shared(`${role} ${userId}`, async () => {
        const table = TABLES[role];
        const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, userId)).limit(1);
        return rows.length > 0;
      }),
    sessionKnown: (sessionId) => seen.get(`sid ${sessionId}`),
    lookupSession: (sessionId) =>
      shared(`sid ${sessionId}`, async () => {
        const rows = await db
          .select({ id: refreshTokens.id })
          .from(refreshTokens)
          // Ended (revoked) or past its idle or absolute end (docs/decisions/0031): its access tokens are refused.
          .where(and(eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, new Date(now()))))
          .limit(1);
        return rows.length > 0;
      }),
    clear: () => {
      seen.clear();
      inflight.clear();
    },
  };
}
