import axios, { isAxiosError } from 'axios';
import { KEYS, SESSION_CHANGE_EVENT, type UserType } from '@/lib/session';
import { REFRESH_ENDPOINT, endpointRouting } from '@contract/endpoint-routing';
import { announceSessionEnded, SessionExpiredError } from './session-ended';
import { serviceBaseUrl } from './service-url';
import { isExpiringSoon, tokenStore } from './token-store';

interface TokenPair {
  accessToken: string;
  refreshToken: string;
}


function readPair(body: unknown): TokenPair | null {
  const reply = (body ?? {}) as { data?: Partial<TokenPair> } & Partial<TokenPair>;
  const accessToken = reply.data?.accessToken ?? reply.accessToken;
  const refreshToken = reply.data?.refreshToken ?? reply.refreshToken;
  return typeof accessToken === 'string' && typeof refreshToken === 'string' && accessToken && refreshToken
    ? { accessToken, refreshToken }
    : null;
}

/** The refresh was refused: the sign-in is over. Clear it and say so; the page stays (no navigation). */
function endSession(userType: UserType | null, cause?: unknown): never {
  tokenStore.clear();
  // Same-tab readers of the session (the signed-in strips, the header's name) learn at once that it is gone.
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
  if (userType) announceSessionEnded(userType);
  throw new SessionExpiredError(cause);
}

/** Tabs of one browser share the stored tokens: one refreshes at a time (Web Locks), the others use its result. */
const REFRESH_LOCK = 'eternity-token-refresh';

/** How long a tab that waited for another tab's refresh waits for its tokens to reach this tab's storage. */
const SETTLE_MS = 1000;
const NOT_GRANTED = Symbol('not granted');

async function requestPair(): Promise<string> {
  // The refresh token this tab knew when it decided to refresh.
  const known = tokenStore.refreshToken();
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // Without Web Locks (older browsers) the server's short reuse grace keeps two racing tabs signed in.
  if (!locks?.request) return rotate(known, false);
  const now = await locks.request(REFRESH_LOCK, { ifAvailable: true }, (lock) => (lock ? rotate(known, false) : NOT_GRANTED));
  if (now !== NOT_GRANTED) return now;
  // Another tab is refreshing: wait for it, then use what it stored.
  return locks.request(REFRESH_LOCK, () => rotate(known, true));
}

/**
 * Resolves once another tab's change to the stored refresh token has reached this tab (its `storage` event), or after
 * `ms`: browsers copy localStorage between tabs asynchronously, so it may lag behind the lock's release.
 */
function otherTabStored(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('storage', onStorage);
      resolve();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === KEYS.refreshToken) done();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('storage', onStorage);
  });
}

async function rotate(known: string | null, waited: boolean): Promise<string> {
  if (waited && known !== null && tokenStore.refreshToken() === known) await otherTabStored(SETTLE_MS);
  const userType = tokenStore.userType();
  const refreshToken = tokenStore.refreshToken();
  if (!userType || !refreshToken) endSession(userType);
  // Another tab refreshed while this one waited for the lock: take what it stored.
  const stored = tokenStore.accessToken();
  if (known !== null && refreshToken !== known && stored && !isExpiringSoon(stored)) return stored;
  const endpoint = endpointRouting[REFRESH_ENDPOINT[userType]];
  // The metaverse-user service reads the refresh token as bearer (SPEC 7.4); the body carries it for the others.
  const headers = userType === 'metaverse-user' ? { Authorization: `Bearer ${refreshToken}` } : undefined;
  let pair: TokenPair | null;
  try {
    // A bare axios call: never intercepted, so a 401 here cannot trigger another refresh.
    const reply = await axios.request({
      method: endpoint.method,
      baseURL: serviceBaseUrl(endpoint.service),
      url: endpoint.path,
      data: { refreshToken },
      headers,
    });
    pair = readPair(reply.data);
  } catch (err) {
    // Refused (401, or any answer saying the token is no good) ends the sign-in; offline, a server error or a rate
    // limit does not: the session may be fine, and the caller shows the error.
    const status = isAxiosError(err) ? err.response?.status : undefined;
    if (status !== undefined && status < 500 && status !== 429) endSession(userType, err);
    throw err;
  }
  if (!pair) endSession(userType);
  tokenStore.setTokens(pair.accessToken, pair.refreshToken);
  return pair.accessToken;
}

let inFlight: Promise<string> | null = null;

export function refreshTokens(): Promise<string> {
  inFlight ??= requestPair().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
