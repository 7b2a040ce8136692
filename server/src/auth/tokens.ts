import { ROLES, type Role } from '@contract/common';
import { createSecretKey, type KeyObject } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const ISSUER = 'eternity-api';
export const AUDIENCE = 'eternity-app';

export interface AuthContext {
  role: Role;
  userId: string;
  /** The sign-in this token belongs to (its refresh-token family), when it was issued by a session. */
  sessionId?: string;
}

export interface TokenSettings {
  jwtSecret: string;
  accessTokenTtl: number;
  clock: () => Date;
}

// Importing the HMAC key costs more than the signature check itself: keep one KeyObject per secret.
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    if (keys.size > 16) keys.clear();
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** A short-lived access JWT (HS256). `typ: 'access'` keeps any other token we might sign from passing as one. */
export function signAccessToken(settings: TokenSettings, auth: AuthContext): Promise<string> {
  const now = seconds(settings.clock());
  return new SignJWT({ role: auth.role, typ: 'access', ...(auth.sessionId && { sid: auth.sessionId }) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(auth.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + settings.accessTokenTtl)
    .sign(keyOf(settings.jwtSecret));
}

// Verifying a signature costs ~100 µs with jose; a token seen before needs only its expiry checked again.
const VERIFIED_MAX = 10_000;
const verified = new Map<string, { secret: string; auth: AuthContext; expMs: number }>();

/** The caller named by a valid access token, or null. The algorithm is pinned, so `alg: none` never verifies. */
export async function verifyAccessToken(settings: TokenSettings, token: string): Promise<AuthContext | null> {
  const now = settings.clock().getTime();
  const seen = verified.get(token);
  if (seen && seen.secret === settings.jwtSecret) {
    if (seen.expMs > now) return seen.auth;
    verified.delete(token);
    return null;
  }
  try {
    const { payload } = await jwtVerify(token, keyOf(settings.jwtSecret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: settings.clock(),
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const role = payload.role;
    if (payload.typ !== 'access' || typeof payload.sub !== 'string') return null;
    if (typeof role !== 'string' || !(ROLES as readonly string[]).includes(role)) return null;
    const auth: AuthContext = { role: role as Role, userId: payload.sub };
    if (typeof payload.sid === 'string') auth.sessionId = payload.sid;
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
    verified.set(token, { secret: settings.jwtSecret, auth, expMs: payload.exp! * 1000 });
    return auth;
  } catch {
    return null;
  }
}
