import axios, { AxiosHeaders, type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { env } from '@/config/env';
import type { UserType } from '@/lib/session';
import type { Role } from '@contract/common';
import type { ReplyOf, RequestOf } from '@contract/endpoints';
import type { EndpointName, EndpointRouting } from '@contract/endpoint-routing';
import { buildPath } from '@contract/public-routing';
import { serviceBaseUrl } from './service-url';
import { isExpiringSoon, tokenStore } from './token-store';

declare module 'axios' {
  interface AxiosRequestConfig {
    endpoint?: EndpointName;
    /** The roles the endpoint's row admits: whose token goes with the request. */
    roles?: readonly Role[];
    retried?: boolean;
  }
}

// The session module keeps its own list of user types (no zod in the entry); both must name the same roles.
const sameRoles: [UserType, Role] extends [Role, UserType] ? true : never = true;
void sameRoles;

/**
 * The refresh code loads with the first refresh (docs/decisions/0045): a visitor's anonymous calls, the demo form's,
 * never need it. It keeps one refresh in flight for every caller itself.
 */
const refreshTokens = (): Promise<string> => import('./refresh').then((m) => m.refreshTokens());

// No default Content-Type: a bare GET then needs no CORS preflight.
export const http = axios.create({ baseURL: env.apiBaseUrl });

async function attachToken(config: InternalAxiosRequestConfig): Promise<InternalAxiosRequestConfig> {
  const userType = tokenStore.userType();
  if (!userType || !config.roles?.includes(userType)) return config;
  let token = tokenStore.accessToken();
  if (!token) return config;
  if (isExpiringSoon(token)) token = await refreshTokens();
  config.headers.set('Authorization', `Bearer ${token}`);
  return config;
}

async function retryAfterRefresh(error: AxiosError): Promise<unknown> {
  const config = error.config;
  const sentToken = config?.headers && AxiosHeaders.from(config.headers).has('Authorization');
  // Only a request that carried the role's token can be fixed by a new one: a 401 on a login is a wrong password.
  if (error.response?.status !== 401 || !config || config.retried || !sentToken) throw error;
  const token = await refreshTokens();
  config.retried = true;
  config.headers.set('Authorization', `Bearer ${token}`);
  return http.request(config);
}

http.interceptors.request.use(attachToken);
http.interceptors.response.use((reply) => reply, retryAfterRefresh);

type Defined<T> = { [K in keyof T as undefined extends T[K] ? never : K]: T[K] };
type Optional<T> = { [K in keyof T as undefined extends T[K] ? K : never]?: T[K] };
export type CallArgs<N extends EndpointName> = Defined<RequestOf<N>> & Optional<RequestOf<N>>;

export type CallRest<N extends EndpointName> = keyof Defined<RequestOf<N>> extends never ? [CallArgs<N>?] : [CallArgs<N>];

/**
 * One call of the table's row `endpoint` (named `name`). The whole table's `call` is in call.ts; the public site's
 * code calls through public-call.ts, whose table holds only its own rows (docs/decisions/0045).
 */
export async function callRow<N extends EndpointName>(name: N, endpoint: EndpointRouting, args?: CallArgs<N>): Promise<ReplyOf<N>> {
  const { params, query, body, headers } = (args ?? {}) as { params?: unknown; query?: unknown; body?: unknown; headers?: object };
  const contactHeaders =
    endpoint.service === 'contact' ? { token: env.contactApiToken, versionNumber: 'v2' } : undefined;
  const reply = await http.request<ReplyOf<N>>({
    endpoint: name,
    roles: endpoint.roles,
    method: endpoint.method,
    baseURL: serviceBaseUrl(endpoint.service),
    url: buildPath(endpoint.path, params as Record<string, string> | undefined),
    params: query,
    data: body,
    headers: { ...contactHeaders, ...headers },
  });
  return reply.data;
}
