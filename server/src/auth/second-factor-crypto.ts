import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

// Secrets at rest for the super admin's second factor (docs/decisions/0036). The TOTP secret must be read back to
// check a code, so it cannot be hashed: it is encrypted with AES-256-GCM under a key derived (HKDF-SHA256) from
// SECOND_FACTOR_KEY, else the JWT secret, and bound to its account (additional data), so a database dump alone, or a
// row copied onto another account, gives nothing. Recovery codes are only compared: a keyed hash (HMAC) is enough.

const VERSION = 'v1';
const keys = new Map<string, { encryption: Buffer; hashing: Buffer }>();

function keysOf(secret: string) {
  let k = keys.get(secret);
  if (!k) {
    if (keys.size > 8) keys.clear();
    const derive = (info: string) => Buffer.from(hkdfSync('sha256', secret, 'eternity second factor', info, 32));
    k = { encryption: derive('totp secret encryption'), hashing: derive('recovery code hashing') };
    keys.set(secret, k);
  }
  return k;
}

export function encryptSecret(key: string, accountId: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keysOf(key).encryption, iv);
  cipher.setAAD(Buffer.from(accountId, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}.${iv.toString('base64url')}.${body.toString('base64url')}`;
}

/** The plain secret, or null when it was written under another key or for another account. */
export function decryptSecret(key: string, accountId: string, stored: string): string | null {
  const [version, iv, body] = stored.split('.');
  if (version !== VERSION || !iv || !body) return null;
  try {
    const raw = Buffer.from(body, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keysOf(key).encryption, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(accountId, 'utf8'));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    return Buffer.concat([decipher.update(raw.subarray(0, raw.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** A recovery code as typed: case, spaces and dashes do not count. */
export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

export function hashRecoveryCode(key: string, accountId: string, code: string): string {
  return createHmac('sha256', keysOf(key).hashing).update(`${accountId}:${normalizeRecoveryCode(code)}`).digest('base64url');
}

// No 0/o, 1/l/i: read from paper without doubt. 31 symbols, 10 of them: about 50 bits per code.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newRecoveryCode(): string {
  const out: string[] = [];
  while (out.length < 10) {
    for (const byte of randomBytes(16)) {
      if (byte < 248 && out.length < 10) out.push(ALPHABET[byte % ALPHABET.length]!); // 248 = 8 × 31: no bias
    }
  }
  return `${out.slice(0, 5).join('')}-${out.slice(5).join('')}`;
}

export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
