import type { AppDeps } from '../deps';
import { newId } from '../db/ids';
import type { ClientInfo } from './client-label';
import { issueRefreshToken, revokeFamily, rotateRefreshToken, type SessionStart } from './refresh-tokens';
import { signAccessToken, type AuthContext } from './tokens';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

type SessionDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

const tokenSettings = (deps: SessionDeps) => ({
  jwtSecret: deps.config.jwtSecret,
  accessTokenTtl: deps.config.accessTokenTtl,
  refreshTokenTtl: deps.config.refreshTokenTtl,
  refreshTokenIdleTtl: deps.config.refreshTokenIdleTtl,
  refreshReuseGrace: deps.config.refreshReuseGrace,
  clock: deps.clock,
  db: deps.db,
});

/**
 * A new refresh-token family, named by the access token (`sid`) so a password change can keep this sign-in.
 * `start` records the client (User-Agent) and, for a device-code sign-in, the device, for the session list (0031).
 */
export async function startSession(deps: SessionDeps, auth: AuthContext, start: SessionStart = {}): Promise<TokenPair> {
  const s = tokenSettings(deps);
  const sessionId = newId();
  return {
    accessToken: await signAccessToken(s, { ...auth, sessionId }),
    refreshToken: await issueRefreshToken(s, auth, sessionId, start),
  };
}

export async function refreshSession(
  deps: SessionDeps,
  role: AuthContext['role'],
  refreshToken: string,
  client: ClientInfo = {},
): Promise<TokenPair & { userId: string }> {
  const s = tokenSettings(deps);
  const rotated = await rotateRefreshToken(s, role, refreshToken, client);
  const accessToken = await signAccessToken(s, { role, userId: rotated.userId, sessionId: rotated.familyId });
  return { userId: rotated.userId, accessToken, refreshToken: rotated.refreshToken };
}

export async function endSession(deps: Pick<SessionDeps, 'db' | 'clock'>, auth: AuthContext): Promise<void> {
  if (auth.sessionId !== undefined) await revokeFamily(deps, auth.sessionId);
}
