import { deleteCookie, setCookie } from './cookies';

/** Kept here, not imported from the contract, to keep zod out of the entry chunk. */
export const USER_TYPES = ['super-admin', 'dashboard-user', 'metaverse-user'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Storage keys, spelled as SPEC part 3 gives them. */
export const KEYS = {
  userType: 'user-type',
  user: 'user',
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
} as const;

export type StoredUser = Record<string, unknown>;

export interface Session {
  userType: UserType;
  user: StoredUser;
  accessToken: string;
  refreshToken: string;
}

export const isUserType = (value: unknown): value is UserType =>
  typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);

function readUser(): StoredUser {
  const raw = localStorage.getItem(KEYS.user);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as StoredUser) : {};
  } catch {
    return {};
  }
}

function dropStoredSession(): void {
  for (const key of Object.values(KEYS)) localStorage.removeItem(key);
  deleteCookie(KEYS.accessToken);
  deleteCookie(KEYS.userType);
}

/** Session rule (SPEC part 3): a missing or unknown part clears what is stored. */
export function getSession(): Session | null {
  const userType = localStorage.getItem(KEYS.userType);
  const accessToken = localStorage.getItem(KEYS.accessToken);
  const refreshToken = localStorage.getItem(KEYS.refreshToken);
  if (!userType || !accessToken || !refreshToken) {
    if (userType || accessToken || refreshToken || localStorage.getItem(KEYS.user)) dropStoredSession();
    return null;
  }
  if (!isUserType(userType)) {
    clearSession();
    return null;
  }
  return { userType, user: readUser(), accessToken, refreshToken };
}

export function getUserType(): UserType | null {
  const userType = localStorage.getItem(KEYS.userType);
  if (userType === null) return null;
  if (isUserType(userType)) return userType;
  clearSession();
  return null;
}

export function saveSession({ userType, user, accessToken, refreshToken }: Session): void {
  localStorage.setItem(KEYS.userType, userType);
  localStorage.setItem(KEYS.user, JSON.stringify(user ?? {}));
  setCookie(KEYS.userType, userType);
  setTokens(accessToken, refreshToken);
}

/** The signed-in person's stored profile after they changed it (My Account); the tokens stay as they are. */
export function saveStoredUser(changes: StoredUser): void {
  localStorage.setItem(KEYS.user, JSON.stringify({ ...readUser(), ...changes }));
}

export function setTokens(accessToken: string, refreshToken: string): void {
  localStorage.setItem(KEYS.accessToken, accessToken);
  localStorage.setItem(KEYS.refreshToken, refreshToken);
  setCookie(KEYS.accessToken, accessToken);
}

/** Logout as SPEC gives it: ALL of localStorage and the session cookies. */
export function clearSession(): void {
  localStorage.clear();
  deleteCookie(KEYS.accessToken);
  deleteCookie(KEYS.userType);
}

export function hasRole(userType: UserType): boolean {
  const session = getSession();
  return session !== null && session.userType === userType && session.accessToken.length > 0;
}
