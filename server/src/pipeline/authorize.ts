import type { Endpoint } from '@contract/endpoints';
import type { AccountCheck } from '../auth/accounts';
import { verifyAccessToken, type AuthContext } from '../auth/tokens';
import type { AppDeps } from '../deps';
import { forbidden, unauthorized } from '../errors';
import { isContactToken } from '../services/book-demo';

/**
 * The endpoint table's role rule, enforced: the contact service's rows need its key in `token`; other anonymous rows
 * need nothing; the rest need a valid access token (401 otherwise) whose role the row lists (403 otherwise), whose
 * account still exists and whose sign-in (`sid`) has not ended (401 otherwise: logout, password change elsewhere).
 * Both answers are remembered for a few seconds (auth/accounts.ts). A token without `sid` names no sign-in and is
 * only bound by its expiry. Ownership checks live in the services.
 */
export async function authorize(
  deps: AppDeps,
  row: Endpoint,
  header: (name: string) => string | undefined,
  accounts: AccountCheck,
): Promise<AuthContext | null> {
  if (row.service === 'contact') {
    // The contact service's fixed key in `token` (SPEC 7.1), checked before the body is read, so a caller without it
    // gets 401 whatever it sent, and learns nothing of the form's rules.
    if (!isContactToken(deps.config.contactApiToken, header('token'))) throw unauthorized();
    return null;
  }
  if (row.anonymous) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header('authorization') ?? '');
  if (!match?.[1]) throw unauthorized();
  const auth = await verifyAccessToken(
    { jwtSecret: deps.config.jwtSecret, accessTokenTtl: deps.config.accessTokenTtl, clock: deps.clock },
    match[1],
  );
  if (!auth) throw unauthorized();
  if (!row.roles.includes(auth.role)) throw forbidden();
  const sid = auth.sessionId;
  let exists = accounts.known(auth.role, auth.userId);
  let live = sid === undefined ? true : accounts.sessionKnown(sid);
  if (exists === undefined || live === undefined) {
    // Whatever is not remembered is looked up at once: one round trip of latency, not two.
    [exists, live] = await Promise.all([
      exists ?? accounts.lookup(auth.role, auth.userId),
      live ?? accounts.lookupSession(sid!),
    ]);
  }
  if (!exists || !live) throw unauthorized();
  return auth;
}
