import type { Role } from '@contract/common';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dashboardUsers, metaverseUsers, refreshTokens, superAdmins } from '../db/schema';
import { createExpiringMap } from '../expiring-map';

// An access token outlives the account it names unless someone checks: a super admin who deleted their account must
// not keep creating admins with the token they still hold (docs/decisions/0012-deleted-accounts.md). Every
// authenticated request asks here; the answer is remembered for a few seconds per account, so a busy console costs
// one indexed lookup per account every few seconds, not one per request. This app forgets everything it remembered
// whenever it changes something (an account deleted here is refused at once); other instances within the TTL.
//
// The same goes for the sign-in an access token belongs to (its `sid`, the refresh-token family): once the family
// is revoked (logout, a password or email change elsewhere, refresh-token reuse) its access tokens are refused too,
// here at once, on other instances within the TTL (docs/decisions/0015). One lookup per sign-in per TTL.

const TABLES = { 'super-admin': superAdmins, 'dashboard-user': dashboardUsers, 'metaverse-user': metaverseUsers } as const;
const MAX_ENTRIES = 10_000;
/** How long another instance may still accept a deleted account's token. */
export const ACCOUNT_CHECK_TTL_MS = 5000;

export interface AccountCheck {
  /** What is remembered about the account: true, false, or undefined when it has to be looked up. */
  known(role: Role, userId: string): boolean | undefined;
  /** Look the account up (and remember the answer). */
  lookup(role: Role, userId: string): Promise<boolean>;
  /** Whether the sign-in `sessionId` is remembered as live (true), ended (false), or has to be looked up. */
  sessionKnown(sessionId: string): boolean | undefined;
  /** Look up whether the sign-in still has an unrevoked refresh token (and remember the answer). */
  lookupSession(sessionId: string): Promise<boolean>;
  clear(): void;
}

/** `now` is wall time in ms (the app's clock): the TTL bounds how long other instances lag behind a deletion. */
export function createAccountCheck(db: Db, ttlMs = ACCOUNT_CHECK_TTL_MS, now: () => number = () => Date.now()): AccountCheck {
  const seen = createExpiringMap<boolean>(ttlMs, MAX_ENTRIES, now);
  return {
    known: (role, userId) => seen.get(`${role} ${userId}`),
    async lookup(role, userId) {
      // An answer read while this app changed something may be out of date: `set` uses it, does not keep it.
      const since = seen.generation();
      const table = TABLES[role];
      const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, userId)).limit(1);
      const exists = rows.length > 0;
      seen.set(`${role} ${userId}`, exists, since);
      return exists;
    },
    sessionKnown: (sessionId) => seen.get(`sid ${sessionId}`),
    async lookupSession(sessionId) {
      const since = seen.generation();
      const rows = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt)))
        .limit(1);
      const live = rows.length > 0;
      seen.set(`sid ${sessionId}`, live, since);
      return live;
    },
    clear: () => seen.clear(),
  };
}
