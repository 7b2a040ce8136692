import type { AppDeps } from '../deps';
import { newId } from '../db/ids';
import { issueRefreshToken, revokeFamily, rotateRefreshToken } from './refresh-tokens';
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
  clock: deps.clock,
  db: deps.db,
});

/** A new refresh-token family, named by the access token (`sid`) so a password change can keep this sign-in. */
export async function startSession(deps: SessionDeps, auth: AuthContext): Promise<TokenPair> {
  const s = tokenSettings(deps);
  const sessionId = newId();
  return {
    accessToken: await signAccessToken(s, { ...auth, sessionId }),
    refreshToken: await issueRefreshToken(s, auth, sessionId),
  };
}

export async function refreshSession(
  deps: SessionDeps,
  role: AuthContext['role'],
  refreshToken: string,
): Promise<TokenPair & { userId: string }> {
  const s = tokenSettings(deps);
  const rotated = await rotateRefreshToken(s, role, refreshToken);
  const accessToken = await signAccessToken(s, { role, userId: rotated.userId, sessionId: rotated.familyId });
  return { userId: rotated.userId, accessToken, refreshToken: rotated.refreshToken };
}

export async function endSession(deps: Pick<SessionDeps, 'db' | 'clock'>, auth: AuthContext): Promise<void> {
  if (auth.sessionId !== undefined) await revokeFamily(deps, auth.sessionId);
}
