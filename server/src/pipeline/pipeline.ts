import { endpoints, type Endpoint, type EndpointName } from '@contract/endpoints';
import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ACCOUNT_CHECK_TTL_MS, createAccountCheck, type AccountCheck } from '../auth/accounts';
import { createSecondFactorGate, type SecondFactorGate } from '../auth/second-factor-gate';
import type { AppDeps } from '../deps';
import { HttpError, notFound, validationError } from '../errors';
import type { AppEnv } from '../hono-env';
import { apiReply } from '../middleware/api-headers';
import { createRouteLimits, limitKindOf, type RouteLimits } from '../rate-limit/route-limits';
import { audited } from '../audit/step';
import { auditContextOf } from '../audit/record';
import { authorize } from './authorize';
import { abandon, actorOf, begin, claimOf, finish, isIdempotentRow } from './idempotency';
import type { Handler, HandlerContext, Handlers } from './handler';
import { parse, readJson, rejectNul } from './json-body';
import { CACHEABLE, cacheKey, createReplyCache, type ReplyCache } from './reply-cache';

interface Route {
  name: EndpointName;
  row: Endpoint;
  handler: Handler<EndpointName>;
  limited: boolean;
  cached: boolean;
}

interface Shared {
  deps: AppDeps;
  limits: RouteLimits;
  cache: ReplyCache;
  accounts: AccountCheck;
  secondFactor: SecondFactorGate;
}

/**
 * Every endpoint of the table under `/api/<path>`, each request through the same steps: limits, authorization, cache,
 * parsing, handler, reply. Static paths go first so `dashboard-user/metaverses` is not taken for `dashboard-user/:id`.
 */
export function mountEndpoints(app: Hono<AppEnv>, deps: AppDeps, handlers: Handlers): void {
  const shared: Shared = {
    deps,
    limits: createRouteLimits(deps),
    cache: createReplyCache(deps.config.listCacheMs),
    accounts: createAccountCheck(deps.db, ACCOUNT_CHECK_TTL_MS, () => deps.clock().getTime()),
    secondFactor: createSecondFactorGate(deps, ACCOUNT_CHECK_TTL_MS),
  };
  const groups = new Map<string, Route[]>();
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const row: Endpoint = endpoints[name];
    const key = `${row.method} ${row.path}`;
    const route: Route = {
      name,
      row,
      handler: handlers[name] as Handler<EndpointName>,
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
      return limited(route, shared, c, raw);
    });
  }
}

/** Abuse limits first (before any password hashing); login outcomes are counted whichever way the handler ends. */
async function limited(route: Route, shared: Shared, c: Context<AppEnv>, raw: unknown): Promise<Response> {
  if (!route.limited) return execute(route, shared, c, raw);
  const { row, name } = route;
  await shared.limits.before(name, row, c, raw);
  let status = 500;
  try {
    const response = await execute(route, shared, c, raw);
    status = response.status;
    return response;
  } catch (err) {
    if (err instanceof HttpError) status = err.status;
    throw err;
  } finally {
    await shared.limits.after(name, row, c, raw, status);
  }
}

async function execute(route: Route, shared: Shared, c: Context<AppEnv>, raw: unknown): Promise<Response> {
  const { row, name } = route;
  const { deps, limits, cache, accounts, secondFactor } = shared;
  const auth = await authorize(deps, row, (name) => c.req.header(name), accounts);
  await secondFactor.check(name, auth);
  const key = route.cached ? cacheKey(name, c.req.url) : undefined;
  if (key) {
    const hit = cache.get(key) ?? (await cache.pending(key));
    if (hit) return apiReply(c, hit.json, hit.status as ContentfulStatusCode);
  }
  const params = parse(row.params, c.req.param());
  const query = parse(row.query, rejectNul(c.req.query()));
  if (row.body && raw === undefined) throw validationError([{ message: 'Request body is required', path: [] }]);
  const body = parse(row.body, raw);
  // A console create with an Idempotency-Key answers its repeats with the first reply (docs/decisions/0051).
  // The booking too (0068): its repeats are answered before the human check, whose proof was spent by the first.
  // `authorize` has answered 401 to a signed-out caller of every other row the test lets through.
  const claim = isIdempotentRow(row, name) ? claimOf(actorOf(auth), c.req.header('idempotency-key'), name, new URL(c.req.url).pathname, raw) : undefined;
  if (claim) {
    const begun = await begin(deps, claim);
    if (begun.kind === 'replay') {
      return apiReply(c, begun.json, begun.status as ContentfulStatusCode, 'application/json', { 'idempotent-replayed': 'true' });
    }
  }
  const answer = async () => {
    // A console change is recorded in the audit log (docs/decisions/0052); `audit` is for a service that records
    // its own events in its transaction.
    const audit = () => (auth ? auditContextOf(deps, c, auth) : Promise.reject(new Error('no caller to audit')));
    const run = () => route.handler({ params, query, body, auth, deps, c, limits, audit } as HandlerContext<EndpointName>);
    const result = row.method === 'GET' ? await run() : await audited(deps, c, name, auth, { params, body }, run, (r) => r.body);
    if (!deps.config.production) {
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
  } catch (err) {
    if (claim) await abandon(deps, claim);
    throw err;
  } finally {
    // Also when the handler failed after writing (a reused refresh token revokes its family, then answers 401).
    if (row.method !== 'GET') {
      cache.clear();
      accounts.clear();
      secondFactor.clear();
    }
  }
  const { result, status } = answered;
  if (claim) {
    const json = JSON.stringify(result.body);
    await finish(deps, claim, status, json);
    return apiReply(c, json, status, 'application/json', result.headers);
  }
  // A row that declares another media type (the CSV export) replies with its text as is.
  if (row.produces) return apiReply(c, String(result.body), status, `${row.produces}; charset=utf-8`, result.headers);
  return apiReply(c, JSON.stringify(result.body), status, 'application/json', result.headers);
}
