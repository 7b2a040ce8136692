import type { Endpoint } from '@contract/endpoints';
import type { AccountCheck } from '../auth/accounts';
import { verifyAccessToken, type AuthContext } from '../auth/tokens';
import type { AppDeps } from '../deps';
import { forbidden, unauthorized } from '../errors';
import { isContactToken } from '../services/book-demo';

/** The table's role rule: a valid token (401) of a listed role (403) whose account and sign-in still exist (401). */
export async function authorize(
  deps: AppDeps,
  row: Endpoint,
  header: (name: string) => string | undefined,
  accounts: AccountCheck,
): Promise<AuthContext | null> {
  if (row.service === 'contact' && !row.beacon) {
    // Checked before the body is read: without the key a caller learns nothing of the form's rules.
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
    [exists, live] = await Promise.all([
      exists ?? accounts.lookup(auth.role, auth.userId),
      live ?? accounts.lookupSession(sid!),
    ]);
  }
  if (!exists || !live) throw unauthorized();
  return auth;
}
