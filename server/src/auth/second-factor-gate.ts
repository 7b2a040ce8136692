import type { EndpointName } from '@contract/endpoints';
import { MESSAGES } from '@contract/messages';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { superAdminSecondFactors } from '../db/schema';
import { HttpError } from '../errors';
import { createExpiringMap } from '../expiring-map';
import type { AuthContext } from './tokens';

// SUPER_ADMIN_MFA_REQUIRED (docs/decisions/0036): a super admin without a confirmed second factor may only read
// their profile, set the factor up and sign out; every other call answers 403 with a message the client follows to
// My Account. Checked on the database for each call (remembered a few seconds, forgotten by any write, like 0012's
// account check), so it holds for tokens issued before the setting was turned on.

/** What a super admin may call before enrolling. */
export const BEFORE_SECOND_FACTOR: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'superAdminGetSelf',
  'superAdminLogout',
  'superAdminSecondFactorStatus',
  'superAdminSecondFactorStart',
  'superAdminSecondFactorConfirm',
]);

export interface SecondFactorGate {
  check(name: EndpointName, auth: AuthContext | null): Promise<void>;
  clear(): void;
}

export function createSecondFactorGate(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>, ttlMs: number): SecondFactorGate {
  const seen = createExpiringMap<boolean>(ttlMs, 10_000, () => deps.clock().getTime());
  return {
    async check(name, auth) {
      if (!deps.config.superAdminMfaRequired || auth?.role !== 'super-admin' || BEFORE_SECOND_FACTOR.has(name)) return;
      let enrolled = seen.get(auth.userId);
      if (enrolled === undefined) {
        const since = seen.generation();
        const f = superAdminSecondFactors;
        const rows = await deps.db
          .select({ id: f.superAdminId })
          .from(f)
          .where(and(eq(f.superAdminId, auth.userId), isNotNull(f.confirmedAt)))
          .limit(1);
        enrolled = rows.length > 0;
        seen.set(auth.userId, enrolled, since);
      }
      if (!enrolled) throw new HttpError(403, MESSAGES.secondFactorSetupRequired);
    },
    clear: () => seen.clear(),
  };
}
