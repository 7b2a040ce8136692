import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { env } from '@/config/env';
import { buildPath, endpoints, type EndpointName } from '@contract/endpoints';

/** Absolute URL the client calls for a contract endpoint (jsdom resolves the relative base against its origin). */
export function urlOf(name: EndpointName, params?: Record<string, string>): string {
  const endpoint = endpoints[name];
  const base = endpoint.service === 'contact' ? env.contactApiBaseUrl : env.apiBaseUrl;
  return new URL(`${base}/${buildPath(endpoint.path, params)}`, window.location.origin).toString();
}

/** An msw handler for a contract endpoint, matched by its method and path from the endpoint table. */
export function handle(name: EndpointName, resolver: HttpResponseResolver, params?: Record<string, string>) {
  const endpoint = endpoints[name];
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const pathParams = params ?? Object.fromEntries([...endpoint.path.matchAll(/:([A-Za-z]+)/g)].map((m) => [m[1], `:${m[1]}`]));
  const url = urlOf(name, pathParams).replace(/%3A/g, ':');
  return http[method](url, resolver);
}

/** The error reply shape every service sends (`errors.details[0].message`). */
export function errorReply(status: number, message: string, detail = message) {
  return HttpResponse.json({ message, errors: { details: [{ message: detail, path: [] }] } }, { status });
}

/** An unsigned JWT whose `exp` is `secondsFromNow` away: enough for the client's expiry check. */
export function makeJwt(secondsFromNow = 3600, claims: Record<string, unknown> = {}): string {
  const b64 = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const exp = Math.floor(Date.now() / 1000) + secondsFromNow;
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 'test', ...claims, exp })}.signature`;
}

export const ids = {
  superAdmin: '6650e7e1c17c0000000000a1',
  dashboardUser: '6650e7e1c17c0000000000b1',
} as const;

export const superAdmin = {
  _id: ids.superAdmin,
  name: 'Ada Admin',
  email: 'ada@example.com',
  createdAt: '2024-05-01T10:00:00.000Z',
  updatedAt: '2024-05-02T11:30:00.000Z',
};

export const dashboardUser = {
  _id: ids.dashboardUser,
  name: 'Dana Dashboard',
  email: 'dana@example.com',
  phoneNumber: '+919876543210',
  createdAt: '2024-05-01T10:00:00.000Z',
  updatedAt: '2024-05-02T11:30:00.000Z',
  metaverses: [],
  status: 'active' as const,
};
