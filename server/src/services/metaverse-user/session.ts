import type { MetaverseUser } from '@contract/metaverse-user';
import { MESSAGES } from '@contract/messages';
import type { ClientInfo } from '../../auth/client-label';
import type { SessionStart } from '../../auth/refresh-tokens';
import { refreshSession, startSession, type TokenPair } from '../../auth/session';
import type { ServiceDeps } from '../../deps';
import { unauthorized } from '../../errors';
import type { VerifiedIdentity } from '../../identity/identity';
import { recordEvent, touchDevice } from './activity';
import { findOrCreateByIdentity } from './identity-link';
import { findMetaverseUser, ROLE, toReply, type MetaverseUserRow } from './rows';

/** A session for a metaverse user who exists: what login, code login and device login all end with. */
export async function sessionFor(
  deps: ServiceDeps,
  row: MetaverseUserRow,
  start?: SessionStart,
): Promise<TokenPair & { user: MetaverseUser }> {
  const tokens = await startSession(deps, { role: ROLE, userId: row.id }, start);
  return { user: await toReply(deps, row), ...tokens };
}

/** A session started by a device code: the session list names the screen (docs/decisions/0031). */
export async function deviceSessionFor(
  deps: ServiceDeps,
  row: MetaverseUserRow,
  device: { name: string; platform: string },
  client?: ClientInfo,
): Promise<TokenPair & { user: MetaverseUser }> {
  const deviceId = await touchDevice(deps, row.id, device);
  return sessionFor(deps, row, { client, deviceId });
}

export async function loginUser(
  deps: ServiceDeps,
  identity: VerifiedIdentity,
  client?: ClientInfo,
): Promise<TokenPair & { user: MetaverseUser }> {
  const row = await findOrCreateByIdentity(deps, identity);
  await recordEvent(deps, row.id, 'user.login', { provider: identity.provider });
  return sessionFor(deps, row, { client });
}

export async function refreshUser(
  deps: ServiceDeps,
  refreshToken: string,
  client?: ClientInfo,
): Promise<TokenPair & { user: MetaverseUser }> {
  const session = await refreshSession(deps, ROLE, refreshToken, client);
  const row = await findMetaverseUser(deps, session.userId);
  if (!row) throw unauthorized(MESSAGES.invalidRefreshToken);
  return { user: await toReply(deps, row), accessToken: session.accessToken, refreshToken: session.refreshToken };
}
