import { http, HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import type { z } from 'zod';
import { env } from '@/config/env';
import { ErrorReplySchema, type ErrorReply } from '@contract/common';
import { buildPath, endpoints, type EndpointName } from '@contract/endpoints';

/** Absolute URL the client calls for a contract endpoint (jsdom resolves the relative base against its origin). */
export function urlOf(name: EndpointName, params?: Record<string, string>): string {
  const endpoint = endpoints[name];
  const base = endpoint.service === 'contact' ? env.contactApiBaseUrl : env.apiBaseUrl;
  return new URL(`${base}/${buildPath(endpoint.path, params)}`, window.location.origin).toString();
}

/** What the endpoint answers on success, as its reply schema reads it off the wire. */
export type ReplyOf<N extends EndpointName> = z.input<(typeof endpoints)[N]['reply']>;

/**
 * Every way a fake answered differently from the contract in the current test: the setup (tests/unit/setup.ts)
 * fails the test with these after it ends (docs/decisions/0073).
 */
export const fakeDrift: string[] = [];

/** Paths of keys the input has and the parsed output lost: the fields the schema does not know. */
function strayKeys(input: unknown, output: unknown, path: string): string[] {
  if (Array.isArray(input) && Array.isArray(output)) return input.flatMap((v, i) => strayKeys(v, output[i], `${path}[${i}]`));
  if (!isPlainObject(input) || !isPlainObject(output)) return [];
  return Object.keys(input).flatMap((key) =>
    key in output ? strayKeys(input[key], output[key], `${path}.${key}`) : [`${path}.${key}`],
  );
}
const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Checks a fake's JSON reply with the endpoint's reply schema (or the error shape for 4xx/5xx), strictly. */
async function checkFakeReply(name: EndpointName, response: Response): Promise<void> {
  if (response.type === 'error' || !(response.headers.get('content-type') ?? '').includes('json')) return;
  const text = await response.text();
  if (text === '') return;
  const body: unknown = JSON.parse(text);
  const schema = response.status >= 400 ? ErrorReplySchema : endpoints[name].reply;
  const what = `the fake of ${name} (HTTP ${response.status})`;
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    fakeDrift.push(`${what} answers what the contract does not: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(reply)'}: ${i.message}`).join('; ')}`);
    return;
  }
  const stray = strayKeys(body, parsed.data, 'reply');
  if (stray.length) fakeDrift.push(`${what} answers fields the contract does not have: ${stray.join(', ')}`);
}

/**
 * An msw handler for a contract endpoint, matched by its method and path from the endpoint table. The resolver's
 * JSON is typed by the endpoint's reply (or the error shape), and at run time it is parsed with the endpoint's reply
 * schema: a fake that answers what the server cannot fails the test that uses it.
 */
export function handle<N extends EndpointName>(
  name: N,
  resolver: HttpResponseResolver<PathParams, DefaultBodyType, ReplyOf<N> | ErrorReply>,
  params?: Record<string, string>,
) {
  const endpoint = endpoints[name];
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const pathParams = params ?? Object.fromEntries([...endpoint.path.matchAll(/:([A-Za-z]+)/g)].map((m) => [m[1], `:${m[1]}`]));
  const url = urlOf(name, pathParams).replace(/%3A/g, ':');
  return http[method](url, async (info) => {
    const response = await resolver(info);
    if (response instanceof Response) await checkFakeReply(name, response.clone());
    return response;
  });
}

/** The error reply shape every service sends (`errors.details[0].message`). */
export function errorReply(status: number, message: string, detail = message) {
  return HttpResponse.json<ErrorReply>({ message, errors: { details: [{ message: detail, path: [] }] } }, { status });
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
