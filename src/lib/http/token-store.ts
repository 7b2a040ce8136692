import { clearSession, getSession, getUserType, setTokens, type UserType } from '@/lib/session';

export const tokenStore = {
  userType: (): UserType | null => getUserType(),
  accessToken: (): string | null => getSession()?.accessToken ?? null,
  refreshToken: (): string | null => getSession()?.refreshToken ?? null,
  setTokens,
  clear: clearSession,
};

/** A token counts as expired this long before its `exp` (SPEC part 9). */
export const EXPIRY_MARGIN_MS = 30_000;

export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json: unknown = JSON.parse(atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=')));
    const exp = (json as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

export function isExpiringSoon(token: string, now = Date.now()): boolean {
  const exp = tokenExpiry(token);
  return exp !== null && exp - now < EXPIRY_MARGIN_MS;
}
