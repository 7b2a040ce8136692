import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

// The visitor's two signed links (docs/decisions/0041), no sign-in and no table: HMAC-SHA256 under a key derived
// (HKDF) from JWT_SECRET for this purpose only, so neither can pass for an access token or the other way round.
//  - booking `b`: picks a first time for one stored demo request; 7 days.
//  - meeting `m`: reads, moves or cancels one meeting at one SEQUENCE; a move issues a new one and the old one dies.

export const BOOKING_LINK_TTL_MS = 7 * 24 * 3_600_000;
/** A meeting's link works until this long after the meeting ended. */
export const MEETING_LINK_GRACE_MS = 24 * 3_600_000;

export type LinkClaims = { k: 'b'; id: string; exp: number } | { k: 'm'; id: string; s: number; exp: number };

const keys = new Map<string, Buffer>();

function keyOf(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    if (keys.size > 8) keys.clear();
    key = Buffer.from(hkdfSync('sha256', secret, 'eternity scheduling', 'visitor links', 32));
    keys.set(secret, key);
  }
  return key;
}

const mac = (secret: string, body: string) => createHmac('sha256', keyOf(secret)).update(body).digest('base64url');

export function signLink(secret: string, claims: LinkClaims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${mac(secret, body)}`;
}

/** The claims of a genuine, unexpired link of that kind, else null (forged, altered, expired, malformed). */
export function readLink<K extends LinkClaims['k']>(
  secret: string,
  token: string,
  kind: K,
  now: Date,
): Extract<LinkClaims, { k: K }> | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null) return null;
  const c = claims as Partial<Record<string, unknown>>;
  if (c.k !== kind || typeof c.id !== 'string' || typeof c.exp !== 'number') return null;
  if (kind === 'm' && (typeof c.s !== 'number' || !Number.isInteger(c.s))) return null;
  if (c.exp <= now.getTime()) return null;
  return claims as Extract<LinkClaims, { k: K }>;
}
