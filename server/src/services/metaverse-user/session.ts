import type { MetaverseUser } from '@contract/metaverse-user';
import { MESSAGES } from '@contract/messages';
import { refreshSession, startSession, type TokenPair } from '../../auth/session';
import type { ServiceDeps } from '../../deps';
import { unauthorized } from '../../errors';
import type { VerifiedIdentity } from '../../identity/identity';
import { recordEvent } from './activity';
import { findOrCreateByIdentity } from './identity-link';
import { findMetaverseUser, ROLE, toReply, type MetaverseUserRow } from './rows';

/** A session for a metaverse user who exists: what login, code login and device login all end with. */
export async function sessionFor(deps: ServiceDeps, row: MetaverseUserRow): Promise<TokenPair & { user: MetaverseUser }> {
  const tokens = await startSession(deps, { role: ROLE, userId: row.id });
  return { user: await toReply(deps, row), ...tokens };
}

export async function loginUser(deps: ServiceDeps, identity: VerifiedIdentity): Promise<TokenPair & { user: MetaverseUser }> {
  const row = await findOrCreateByIdentity(deps, identity);
  await recordEvent(deps, row.id, 'user.login', { provider: identity.provider });
  return sessionFor(deps, row);
}

export async function refreshUser(deps: ServiceDeps, refreshToken: string): Promise<TokenPair & { user: MetaverseUser }> {
  const session = await refreshSession(deps, ROLE, refreshToken);
  const row = await findMetaverseUser(deps, session.userId);
  if (!row) throw unauthorized(MESSAGES.invalidRefreshToken);
  return { user: await toReply(deps, row), accessToken: session.accessToken, refreshToken: session.refreshToken };
}
