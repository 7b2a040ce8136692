import { MESSAGES } from '@contract/messages';
import { endpoints, type Endpoint, type EndpointName, type EndpointOf } from '@contract/endpoints';
import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { ACCOUNT_CHECK_TTL_MS, createAccountCheck, type AccountCheck } from '../auth/accounts';
import type { AuthContext } from '../auth/tokens';
import type { AppDeps } from '../deps';
import { badRequest, HttpError, notFound, validationError } from '../errors';
import type { AppEnv } from '../hono-env';
import { authorize } from '../middleware/auth';
import { apiReply } from '../middleware/api-headers';
import { createRouteLimits, limitKindOf, type RouteLimits } from '../middleware/rate-limit';
import { CACHEABLE, cacheKey, createReplyCache, type ReplyCache } from '../middleware/reply-cache';

type Part<N extends EndpointName, K extends string> = EndpointOf<N> extends { [P in K]: infer S }
  ? S extends z.ZodType
    ? z.output<S>
    : undefined
  : undefined;

/** What a handler receives: already authorized and parsed with the row's schemas. */
export interface HandlerContext<N extends EndpointName> {
  params: Part<N, 'params'>;
  query: Part<N, 'query'>;
  body: Part<N, 'body'>;
  auth: EndpointOf<N>['anonymous'] extends true ? null : AuthContext;
  deps: AppDeps;
  c: Context<AppEnv>;
  /** The app's abuse limits, for a service that counts attempts itself (current-password checks). */
  limits: RouteLimits;
}

export interface HandlerResult<N extends EndpointName> {
  status?: ContentfulStatusCode;
  body: z.input<EndpointOf<N>['reply']>;
  /** Headers of this reply beyond the API set (a download's file name, say). */
  headers?: Readonly<Record<string, string>>;
}

export type Handler<N extends EndpointName> = (ctx: HandlerContext<N>) => Promise<HandlerResult<N>>;
export type Handlers = { [N in EndpointName]?: Handler<N> };

interface Route {
  name: EndpointName;
  row: Endpoint;
  handler: Handler<EndpointName>;
  /** Counted by an abuse limit (middleware/rate-limit.ts). */
  limited: boolean;
  /** Replies kept by the list reply cache. */
  cached: boolean;
}

/**
 * Register every endpoint that has a handler under `/api/<path>`. Rows sharing method and path are one Hono route
 * that picks its row with `when(body)`. Static paths go first so `dashboard-user/metaverses` is not taken for
 * `dashboard-user/:id`.
 */
export function registerEndpoints(app: Hono<AppEnv>, deps: AppDeps, handlers: Handlers): void {
  const limits = createRouteLimits(deps);
  const cache = createReplyCache(deps.config.listCacheMs);
  const accounts = createAccountCheck(deps.db, ACCOUNT_CHECK_TTL_MS, () => deps.clock().getTime());
  const groups = new Map<string, Route[]>();
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const handler = handlers[name] as Handler<EndpointName> | undefined;
    if (!handler) continue;
    const row: Endpoint = endpoints[name];
    const key = `${row.method} ${row.path}`;
    const route: Route = {
      name,
      row,
      handler,
      limited: limitKindOf(name, row) !== undefined,
      cached: row.method === 'GET' && CACHEABLE.has(name),
    };
    groups.set(key, [...(groups.get(key) ?? []), route]);
  }
  const paramCount = (path: string) => (path.match(/:/g) ?? []).length;
  const ordered = [...groups.values()].sort((a, b) => paramCount(a[0]!.row.path) - paramCount(b[0]!.row.path));

  for (const routes of ordered) {
    const { method, path } = routes[0]!.row;
    const wantsBody = routes.some((r) => r.row.body || r.row.when);
    app.on(method, `/api/${path}`, async (c) => {
      const raw = wantsBody ? await readJson(c) : undefined;
      const route = routes.find((r) => r.row.when?.(raw)) ?? routes.find((r) => !r.row.when);
      if (!route) throw notFound();
      return run(route, deps, c, raw, limits, cache, accounts);
    });
  }
}

async function run(
  route: Route,
  deps: AppDeps,
  c: Context<AppEnv>,
  raw: unknown,
  limits: RouteLimits,
  cache: ReplyCache,
  accounts: AccountCheck,
): Promise<Response> {
  const { row, name } = route;
  if (!route.limited) return execute(route, deps, c, raw, limits, cache, accounts);
  // Abuse limits first (before any password hashing); login outcomes are counted whichever way the handler ends.
  await limits.before(name, row, c, raw);
  let status = 500;
  try {
    const response = await execute(route, deps, c, raw, limits, cache, accounts);
    status = response.status;
    return response;
  } catch (err) {
    if (err instanceof HttpError) status = err.status;
    throw err;
  } finally {
    await limits.after(name, row, c, raw, status);
  }
}

async function execute(
  route: Route,
  deps: AppDeps,
  c: Context<AppEnv>,
  raw: unknown,
  limits: RouteLimits,
  cache: ReplyCache,
  accounts: AccountCheck,
): Promise<Response> {
  const { row, name } = route;
  const auth = await authorize(deps, row, (name) => c.req.header(name), accounts);
  const key = route.cached ? cacheKey(name, c.req.url) : undefined;
  if (key) {
    // These exact bytes were parsed and answered before (or are being answered now): no need to parse them again.
    const hit = cache.get(key) ?? (await cache.pending(key));
    if (hit) return apiReply(c, hit.json, hit.status as ContentfulStatusCode);
  }
  const params = parse(row.params, c.req.param());
  const query = parse(row.query, rejectNul(c.req.query(), []));
  if (row.body && raw === undefined) throw validationError([{ message: 'Request body is required', path: [] }]);
  const body = parse(row.body, raw);
  const answer = async () => {
    const result = await route.handler({ params, query, body, auth, deps, c, limits } as HandlerContext<EndpointName>);
    if (!deps.config.production) {
      // Development aid only: tests assert reply shapes themselves.
      const checked = row.reply.safeParse(result.body);
      if (!checked.success) {
        deps.logger.warn('reply does not match the contract', { endpoint: name, issues: checked.error.issues.slice(0, 3) });
      }
    }
    return { result, status: result.status ?? ((row.status ?? 200) as ContentfulStatusCode) };
  };
  if (key) {
    const entry = await cache.fill(key, async () => {
      const { result, status } = await answer();
      return { status, json: JSON.stringify(result.body) };
    });
    return apiReply(c, entry.json, entry.status as ContentfulStatusCode);
  }
  let answered: Awaited<ReturnType<typeof answer>>;
  try {
    answered = await answer();
  } finally {
    // Whatever this changed, no cached list may show the world as it was before, and no deleted account or ended
    // sign-in may pass: also when the handler failed after writing (a reused refresh token revokes its family and
    // answers 401).
    if (row.method !== 'GET') {
      cache.clear();
      accounts.clear();
    }
  }
  const { result, status } = answered;
  // A row that declares another media type (the CSV export) replies with its text as is.
  if (row.produces) return apiReply(c, String(result.body), status, `${row.produces}; charset=utf-8`, result.headers);
  return apiReply(c, JSON.stringify(result.body), status, 'application/json', result.headers);
}

function parse(schema: z.ZodType | undefined, input: unknown): unknown {
  if (!schema) return undefined;
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error.issues);
  return parsed.data;
}

/** The JSON body, or undefined when there is none. Bad JSON and non-JSON bodies are the client's fault: 4xx. */
async function readJson(c: Context<AppEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(type)) {
    throw new HttpError(415, 'Content-Type must be application/json');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('Invalid JSON');
  }
  return rejectNul(value, []);
}

/** No contract body nests more than a few levels; a deeper one is refused before anything walks it recursively. */
const MAX_JSON_DEPTH = 32;

interface Visit {
  value: unknown;
  /** How many arrays and objects enclose this value. */
  depth: number;
  key?: string | number;
  parent?: Visit;
}

/**
 * PostgreSQL text cannot hold U+0000: a string carrying one would fail in the database as a 500. Refuse it up front,
 * for every field of every endpoint, with a 400 that names the field. Also refuses nesting deeper than
 * MAX_JSON_DEPTH (a 5,000-level body would otherwise overflow the stack of whatever walks it next). The walk is a
 * loop over an explicit stack, and a field's path is only built for the field refused, so neither depth nor width
 * costs more than one step per value.
 */
function rejectNul<T>(value: T, path: (string | number)[]): T {
  const pending: Visit[] = [{ value, depth: 0 }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const item = visit.value;
    if (typeof item === 'string') {
      if (item.includes('\0')) throw validationError([{ message: MESSAGES.nulCharacter, path: [...path, ...pathOf(visit)] }]);
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    const depth = visit.depth + 1;
    if (depth > MAX_JSON_DEPTH) throw badRequest('JSON is nested too deeply');
    // Pushed last to first, so the first bad field in document order is the one named.
    const entries: [string | number, unknown][] = Array.isArray(item) ? item.map((v, i) => [i, v]) : Object.entries(item);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      if (typeof child === 'string' || (child && typeof child === 'object')) pending.push({ value: child, depth, key, parent: visit });
    }
  }
  return value;
}

function pathOf(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let v: Visit | undefined = visit; v?.parent; v = v.parent) path.unshift(v.key!);
  return path;
}
