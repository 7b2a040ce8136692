import { createSecretKey } from 'node:crypto';
import { SignJWT } from 'jose';
import { AUDIENCE, ISSUER } from '../../server/src/auth/tokens';
import type { TestApp } from './helpers';

/**
 * A JWT signed with the app's access-token key, issuer and audience, with the given claims and nothing else: what a
 * token of another kind signed with the same key would look like (docs/decisions/0015). Valid for an hour.
 */
export function signWithAccessKey(t: TestApp, claims: Record<string, unknown>, userId: string): Promise<string> {
  const now = Math.floor(t.clock().getTime() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(createSecretKey(Buffer.from(t.deps.config.jwtSecret, 'utf8')));
}
