import type { AppDeps } from '../deps';
import { issueRefreshToken, rotateRefreshToken } from './refresh-tokens';
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

/** A fresh login: new access token and a refresh token starting a new family. */
export async function startSession(deps: SessionDeps, auth: AuthContext): Promise<TokenPair> {
  const s = tokenSettings(deps);
  return { accessToken: await signAccessToken(s, auth), refreshToken: await issueRefreshToken(s, auth) };
}

/** Trade a refresh token for a new pair in the same family (throws 401 'Invalid refresh token'). */
export async function refreshSession(
  deps: SessionDeps,
  role: AuthContext['role'],
  refreshToken: string,
): Promise<TokenPair & { userId: string }> {
  const s = tokenSettings(deps);
  const rotated = await rotateRefreshToken(s, role, refreshToken);
  const accessToken = await signAccessToken(s, { role, userId: rotated.userId });
  return { userId: rotated.userId, accessToken, refreshToken: rotated.refreshToken };
}
