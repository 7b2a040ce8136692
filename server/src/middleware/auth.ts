import type { Endpoint } from '@contract/endpoints';
import type { AccountCheck } from '../auth/accounts';
import { verifyAccessToken, type AuthContext } from '../auth/tokens';
import type { AppDeps } from '../deps';
import { forbidden, unauthorized } from '../errors';

/**
 * The endpoint table's role rule, enforced: anonymous rows need nothing; the rest need a valid access token
 * (401 otherwise) whose role the row lists (403 otherwise) and whose account still exists (401 otherwise).
 * Ownership checks live in the services.
 */
export async function authorize(
  deps: AppDeps,
  row: Endpoint,
  authorization: string | undefined,
  accounts: AccountCheck,
): Promise<AuthContext | null> {
  if (row.anonymous) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match?.[1]) throw unauthorized();
  const auth = await verifyAccessToken(
    { jwtSecret: deps.config.jwtSecret, accessTokenTtl: deps.config.accessTokenTtl, clock: deps.clock },
    match[1],
  );
  if (!auth) throw unauthorized();
  if (!row.roles.includes(auth.role)) throw forbidden();
  const exists = accounts.known(auth.role, auth.userId) ?? (await accounts.lookup(auth.role, auth.userId));
  if (!exists) throw unauthorized();
  return auth;
}
