import { isIP } from 'node:net';
import type { Endpoint, EndpointName } from '@contract/endpoints';
import { MESSAGES } from '@contract/messages';
import type { Context } from 'hono';
import type { AppDeps } from '../deps';
import { HttpError } from '../errors';
import type { AppEnv } from '../hono-env';
import { createMemoryLimiter, type RateLimiter } from '../rate-limit/limiter';

// Abuse limits (docs/decisions/0006-abuse-limits.md), applied by routes/register.ts around every table row:
// per-IP request counts for login, refresh and book-demo rows, failed logins per account and IP, and accepted demo
// bookings per business email (docs/decisions/0007-demo-booking-mail.md).

export type LimitKind = 'login' | 'refresh' | 'bookDemo';

/** Which per-IP limit a row counts against. Rows not named here are limited only by authentication. */
export const RATE_LIMIT_POLICY: Partial<Record<EndpointName, LimitKind>> = {
  superAdminLogin: 'login',
  dashboardUserLogin: 'login',
  userLogin: 'login',
  // Approving a device code is guessing a code: it counts as a login.
  userCode: 'login',
  // A screen asking for a device code creates a row: limited like a login.
  deviceCode: 'login',
  superAdminRefresh: 'refresh',
  dashboardUserRefresh: 'refresh',
  userRefresh: 'refresh',
  bookDemo: 'bookDemo',
};

/** The policy for a row; the local identity provider's calls (sending and checking codes) are logins too. */
export function limitKindOf(name: string, row: Pick<Endpoint, 'path'>): LimitKind | undefined {
  return RATE_LIMIT_POLICY[name as EndpointName] ?? (row.path.startsWith('identity/local/') ? 'login' : undefined);
}

/** Replies that mean "wrong credentials": they count as failed logins. */
const FAILED_LOGIN_STATUSES = new Set([401, 404]);

export interface RouteLimits {
  /** Count the request; throws 429 (with Retry-After set) when the caller is over a limit. */
  before(name: string, row: Pick<Endpoint, 'path'>, c: Context<AppEnv>, body: unknown): Promise<void>;
  /** Record the outcome of a login row: a failure counts against the account and IP, a success clears it. */
  after(name: string, row: Pick<Endpoint, 'path'>, c: Context<AppEnv>, body: unknown, status: number): Promise<void>;
}

/** The limits of one app. Without `deps.limiter`, a fresh in-memory store on the app's clock. */
export function createRouteLimits(deps: Pick<AppDeps, 'config' | 'clock' | 'logger' | 'limiter'>): RouteLimits {
  const limiter: RateLimiter = deps.limiter ?? createMemoryLimiter({ now: () => deps.clock().getTime() });
  const cfg = deps.config.rateLimit;
  const limits: Record<LimitKind, number> = { login: cfg.login, refresh: cfg.refresh, bookDemo: cfg.bookDemo };
  const windowMs = cfg.windowSeconds * 1000;
  const failedWindowMs = cfg.failedLoginWindowSeconds * 1000;
  const bookDemoEmailWindowMs = cfg.bookDemoEmailWindowSeconds * 1000;

  // A store outage must not take logins down with it: count nothing, say so at most once a minute.
  let lastWarning = -Infinity;
  const failOpen = async <T>(work: () => Promise<T>): Promise<T | null> => {
    try {
      return await work();
    } catch (err) {
      const now = Date.now();
      if (now - lastWarning > 60_000) {
        lastWarning = now;
        deps.logger.warn('rate limiter unavailable; requests are not being counted', { error: String(err) });
      }
      return null;
    }
  };

  const tooMany = (c: Context<AppEnv>, resetInMs: number): never => {
    c.header('Retry-After', String(Math.max(1, Math.ceil(resetInMs / 1000))));
    throw new HttpError(429, MESSAGES.tooManyRequests);
  };

  const failureKey = (name: string, c: Context<AppEnv>, body: unknown) => {
    const account = accountOf(body);
    return account === undefined ? undefined : `fail:${name}:${account}:${clientIp(c, cfg.trustProxy)}`;
  };

  return {
    async before(name, row, c, body) {
      const kind = limitKindOf(name, row);
      if (!kind) return;
      const ip = clientIp(c, cfg.trustProxy);
      const counted = await failOpen(() => limiter.hit(`ip:${kind}:${ip}`, windowMs));
      if (counted && counted.count > limits[kind]) tooMany(c, counted.resetInMs);
      if (kind === 'bookDemo') {
        const email = bookDemoEmailKey(body);
        const booked = email ? await failOpen(() => limiter.get(email)) : null;
        if (booked && booked.count >= cfg.bookDemoEmail) tooMany(c, booked.resetInMs);
      }
      if (kind !== 'login') return;
      const key = failureKey(name, c, body);
      if (!key) return;
      const failures = await failOpen(() => limiter.get(key));
      if (failures && failures.count >= cfg.failedLogin) tooMany(c, failures.resetInMs);
    },
    async after(name, row, c, body, status) {
      const kind = limitKindOf(name, row);
      if (kind === 'bookDemo') {
        // Only accepted bookings count against the email, so a typo or a wrong header never locks a person out.
        const email = bookDemoEmailKey(body);
        if (email && status >= 200 && status < 300) await failOpen(() => limiter.hit(email, bookDemoEmailWindowMs));
        return;
      }
      if (kind !== 'login') return;
      const key = failureKey(name, c, body);
      if (!key) return;
      if (FAILED_LOGIN_STATUSES.has(status)) await failOpen(() => limiter.hit(key, failedWindowMs));
      else if (status >= 200 && status < 300) await failOpen(() => limiter.reset(key));
    },
  };
}

/** The per-email counter of a demo booking body: its business email, lower-cased and bounded. */
function bookDemoEmailKey(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !Object.hasOwn(body, 'businessEmail')) return undefined;
  const value = (body as { businessEmail?: unknown }).businessEmail;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return `email:bookDemo:${value.trim().toLowerCase().slice(0, 254)}`;
}

/** The account a login body names: its email, else its phone number (lower-cased, bounded). */
function accountOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const b = body as Record<string, unknown>;
  for (const field of ['email', 'phoneNumber', 'phone']) {
    const value = Object.hasOwn(b, field) ? b[field] : undefined;
    if (typeof value === 'string' && value.trim() !== '') return value.trim().toLowerCase().slice(0, 254);
  }
  return undefined;
}

/**
 * The caller's address: the socket's (via @hono/node-server's `c.env.incoming`), or with TRUST_PROXY=n the entry
 * the n-th proxy from us appended to X-Forwarded-For. Earlier entries are whatever the client claimed, so never
 * trusted. In-process requests (tests) have no socket and share the address 'local'.
 */
export function clientIp(c: Context<AppEnv>, trustProxy: number): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  let ip = env?.incoming?.socket?.remoteAddress;
  if (trustProxy > 0) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const candidate = hops.length >= trustProxy ? hops[hops.length - trustProxy] : undefined;
    if (candidate && isIP(candidate)) ip = candidate;
  }
  return ip ? normalizeIp(ip) : 'local';
}

/** IPv4-mapped IPv6 → IPv4; other IPv6 → its /64, since one host typically holds a whole /64. */
export function normalizeIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIP(ip) !== 6) return ip;
  const [head = '', tail = ''] = ip.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
