import axios from 'axios';
import { REFRESH_ENDPOINT, endpointRouting } from '@contract/endpoint-routing';
import { leaveTo } from './leave-to';
import { serviceBaseUrl } from './service-url';
import { tokenStore } from './token-store';

interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export class SessionExpiredError extends Error {
  constructor(cause?: unknown) {
    super('Session expired', { cause });
    this.name = 'SessionExpiredError';
  }
}

function readPair(body: unknown): TokenPair | null {
  const reply = (body ?? {}) as { data?: Partial<TokenPair> } & Partial<TokenPair>;
  const accessToken = reply.data?.accessToken ?? reply.accessToken;
  const refreshToken = reply.data?.refreshToken ?? reply.refreshToken;
  return typeof accessToken === 'string' && typeof refreshToken === 'string' && accessToken && refreshToken
    ? { accessToken, refreshToken }
    : null;
}

function endSession(cause?: unknown): never {
  tokenStore.clear();
  leaveTo('/');
  throw new SessionExpiredError(cause);
}

async function requestPair(): Promise<string> {
  const userType = tokenStore.userType();
  const refreshToken = tokenStore.refreshToken();
  if (!userType || !refreshToken) endSession();
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
    endSession(err);
  }
  if (!pair) endSession();
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
