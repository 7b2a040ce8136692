import { isIP } from 'node:net';
import type { Endpoint, EndpointName } from '@contract/endpoints';
import { MESSAGES } from '@contract/messages';
import type { Context } from 'hono';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { PasswordAttempts } from '../auth/passwords';
import type { AppDeps } from '../deps';
import { HttpError } from '../errors';
import { verifyProof } from '../human-check';
import type { AppEnv } from '../hono-env';
import { createMemoryLimiter, type RateLimiter } from './limiter';
import { normalizeEmail, type NormalizedEmail } from './normalize-email';

export { normalizeEmail, type NormalizedEmail } from './normalize-email';

// Abuse limits around every table row (docs/decisions/0006, 0016): counted before the work, given back after it.

export type LimitKind = 'login' | 'refresh' | 'bookDemo' | 'formOpen';

/** Which per-IP limit a row counts against. Rows not named here are limited only by authentication. */
export const RATE_LIMIT_POLICY: Partial<Record<EndpointName, LimitKind>> = {
  superAdminLogin: 'login',
  dashboardUserLogin: 'login',
  userLogin: 'login',
  userCode: 'login',
  userIdentityLink: 'login',
  deviceCodeLookup: 'login',
  deviceCode: 'login',
  dashboardUserPasswordResetRequest: 'login',
  dashboardUserPasswordReset: 'login',
  dashboardUserInvitationAccept: 'login',
  // A metaverse's admin names a manager by exact email: counted like a login, so emails cannot be probed in bulk (0049).
  metaverseAddManagerByEmail: 'login',
  superAdminSecondFactorLogin: 'login',
  superAdminRefresh: 'refresh',
  dashboardUserRefresh: 'refresh',
  userRefresh: 'refresh',
  bookDemo: 'bookDemo',
  formOpen: 'formOpen',
};

/** Rows no per-IP limit counts: a human-check challenge stores nothing and costs one key derivation (docs/decisions/0038). */
const UNCOUNTED: ReadonlySet<string> = new Set<EndpointName>(['identityLocalHumanCheck']);

/** The policy for a row; the local identity provider's calls (sending and checking codes) are logins too. */
export function limitKindOf(name: string, row: Pick<Endpoint, 'path'>): LimitKind | undefined {
  if (UNCOUNTED.has(name)) return undefined;
  return RATE_LIMIT_POLICY[name as EndpointName] ?? (row.path.startsWith('identity/local/') ? 'login' : undefined);
}

/**
 * The password sign-ins whose failures also count per account, from any address (issue 38 item 6): past
 * `RATE_LIMIT_FAILED_LOGIN_ACCOUNT` failures in the failed-login window, the account's sign-in waits `GUARDED_SIGN_IN_DELAY_MS` and needs
 * the invisible human check's proof (428 without one), so stuffing from many addresses costs each try a proof of work
 * and a second, while the owner's browser solves it and signs in. Failures are also kept two weeks for the owner, whose
 * next sign-in is told how many came since the previous one, once they are `RATE_LIMIT_FAILED_LOGIN` or more.
 */
const GUARDED_SIGN_INS: ReadonlySet<string> = new Set<EndpointName>(['superAdminLogin', 'dashboardUserLogin']);
export const GUARDED_SIGN_IN_DELAY_MS = 1000;
// Two weeks: rate-limiter-flexible's memory store keeps a key with a timer, and Node cuts timers over 24.8 days to 1 ms.
const UNSEEN_FAILURES_SECONDS = 14 * 86_400;
/** Points of a limit used only as a counter: never reached. */
const COUNTER = 1_000_000_000;

/** Replies that mean "wrong credentials": the attempt stays counted as a failed login. */
const FAILED_LOGIN_STATUSES = new Set([401, 404]);

const ok = (status: number) => status >= 200 && status < 300;

export interface RouteLimits {
  before(name: string, row: Pick<Endpoint, 'path'>, c: Context<AppEnv>, body: unknown): Promise<void>;
  after(name: string, row: Pick<Endpoint, 'path'>, c: Context<AppEnv>, body: unknown, status: number): Promise<void>;
  /** Current-password checks of one account (docs/decisions/0015), counted like failed logins. */
  passwordAttempts(role: string, userId: string): PasswordAttempts;
  /** Second-factor codes of one account (docs/decisions/0036), counted like failed logins, whatever the ticket. */
  secondFactorAttempts(role: string, userId: string, onLocked?: (seconds: number) => Promise<void>): PasswordAttempts;
}

export function createRouteLimits(deps: Pick<AppDeps, 'config' | 'logger' | 'limiter' | 'metrics' | 'db' | 'clock'>): RouteLimits {
  const store: RateLimiter = deps.limiter ?? createMemoryLimiter();
  const cfg = deps.config.rateLimit;
  const perIp: Record<LimitKind, RateLimiterAbstract> = {
    login: store.limit('ip-login', cfg.login, cfg.windowSeconds),
    refresh: store.limit('ip-refresh', cfg.refresh, cfg.windowSeconds),
    bookDemo: store.limit('ip-book-demo', cfg.bookDemo, cfg.windowSeconds),
    formOpen: store.limit('ip-form-open', cfg.formOpen, cfg.windowSeconds),
  };
  const failedLogins = store.limit('failed-login', cfg.failedLogin, cfg.failedLoginWindowSeconds);
  const currentPasswords = store.limit('current-password', cfg.failedLogin, cfg.failedLoginWindowSeconds);
  const secondFactorCodes = store.limit('second-factor', cfg.failedLogin, cfg.failedLoginWindowSeconds);
  // How many times in a day an account's codes were locked: each lock lasts twice the one before (issue 38 item 1).
  const secondFactorLockouts = store.limit('second-factor-lockouts', 1_000, 86_400);
  // Sign-in failures per account from any address: recent ones turn the human check on, unseen ones are told.
  const accountFailures = store.limit('failed-login-account', COUNTER, cfg.failedLoginWindowSeconds);
  const unseenFailures = store.limit('failed-login-unseen', COUNTER, UNSEEN_FAILURES_SECONDS);
  const bookDemoEmails = store.limit('book-demo-email', cfg.bookDemoEmail, cfg.bookDemoEmailWindowSeconds);
  const bookDemoDomains = store.limit('book-demo-domain', cfg.bookDemoDomain, cfg.bookDemoDomainWindowSeconds);

  // A store outage must not take logins down with it: warn at most once a minute.
  let lastWarning = -Infinity;
  const warn = (error: unknown) => {
    const now = Date.now();
    if (now - lastWarning < 60_000) return;
    lastWarning = now;
    deps.logger.warn('rate limiter unavailable; requests are not being counted in the shared store', {
      error: String(error),
    });
  };
  store.onStoreError?.(warn);

  const tooMany = (c: Context<AppEnv>, limiter: string, res: RateLimiterRes): never => {
    deps.metrics?.rateLimitRefusals.inc({ limiter });
    c.header('Retry-After', String(Math.max(1, Math.ceil(res.msBeforeNext / 1000))));
    throw new HttpError(429, MESSAGES.tooManyRequests);
  };
  const refusedBy = (limiter: string) => () => deps.metrics?.rateLimitRefusals.inc({ limiter });
  /** The limit's name (as `store.limit` got it) labels its refusals in the metrics (docs/decisions/0057). */
  const nameOf = new Map<RateLimiterAbstract, string>([
    [perIp.login, 'ip-login'],
    [perIp.refresh, 'ip-refresh'],
    [perIp.bookDemo, 'ip-book-demo'],
    [perIp.formOpen, 'ip-form-open'],
    [failedLogins, 'failed-login'],
    [bookDemoEmails, 'book-demo-email'],
    [bookDemoDomains, 'book-demo-domain'],
  ]);
  const consume = async (c: Context<AppEnv>, limit: RateLimiterAbstract, key: string) => {
    try {
      await limit.consume(key);
    } catch (err) {
      if (err instanceof RateLimiterRes) tooMany(c, nameOf.get(limit) ?? 'other', err);
      warn(err);
    }
  };
  const settle = async (work: Promise<unknown>) => {
    try {
      await work;
    } catch (err) {
      warn(err);
    }
  };

  const points = async (limit: RateLimiterAbstract, key: string) => {
    try {
      return (await limit.get(key))?.consumedPoints ?? 0;
    } catch (err) {
      warn(err);
      return 0;
    }
  };
  /** Counts the sign-in before judging it (docs/decisions/0033); an account under attack needs a proof and waits. */
  const guard = async (name: string, c: Context<AppEnv>, body: unknown) => {
    const account = accountOf(body);
    if (account === undefined) return;
    const key = `${name}:${account}`;
    // Told from RATE_LIMIT_FAILED_LOGIN on: fewer are the owner's own typos (one address is stopped there anyway).
    const unseen = await points(unseenFailures, key);
    if (unseen >= cfg.failedLogin) c.set('failedSignIns', unseen);
    let recent = 0;
    try {
      recent = (await accountFailures.consume(key)).consumedPoints - 1;
    } catch (err) {
      warn(err);
    }
    if (recent < cfg.failedLoginAccount) return;
    await new Promise((resolve) => setTimeout(resolve, GUARDED_SIGN_IN_DELAY_MS));
    const proof = typeof body === 'object' && body !== null ? (body as { humanCheck?: unknown }).humanCheck : undefined;
    if ((await verifyProof(deps, proof)) === 'passed') return;
    deps.metrics?.rateLimitRefusals.inc({ limiter: 'failed-login-account' });
    throw new HttpError(428, MESSAGES.humanCheckRequired);
  };
  /** A guarded sign-in's outcome: a wrong password is kept for the owner; anything else gives the attempt back. */
  const settleGuard = async (name: string, body: unknown, status: number) => {
    const account = accountOf(body);
    if (account === undefined) return;
    const key = `${name}:${account}`;
    if (FAILED_LOGIN_STATUSES.has(status)) {
      await settle(unseenFailures.consume(key));
      return;
    }
    await settle(accountFailures.reward(key));
    if (ok(status)) await settle(unseenFailures.delete(key));
  };

  const failureKey = (name: string, c: Context<AppEnv>, body: unknown) => {
    const account = accountOf(body);
    return account === undefined ? undefined : `${name}:${account}:${clientIp(c, cfg.trustProxy)}`;
  };

  return {
    passwordAttempts: (role, userId) => ({ limit: currentPasswords, key: `${role}:${userId}`, refused: refusedBy('current-password') }),
    secondFactorAttempts: (role, userId, onLocked) => ({
      limit: secondFactorCodes,
      key: `${role}:${userId}`,
      refused: refusedBy('second-factor'),
      lockouts: { limit: secondFactorLockouts, windowSeconds: cfg.failedLoginWindowSeconds, onLocked },
    }),
    async before(name, row, c, body) {
      const kind = limitKindOf(name, row);
      if (!kind) return;
      await consume(c, perIp[kind], clientIp(c, cfg.trustProxy));
      if (kind === 'bookDemo') {
        const email = bookDemoEmailOf(body);
        if (!email) return;
        await consume(c, bookDemoEmails, email.address);
        try {
          await consume(c, bookDemoDomains, email.domain);
        } catch (err) {
          await settle(bookDemoEmails.reward(email.address));
          throw err;
        }
        return;
      }
      if (kind !== 'login') return;
      const key = failureKey(name, c, body);
      if (key) await consume(c, failedLogins, key);
      if (GUARDED_SIGN_INS.has(name)) await guard(name, c, body);
    },
    async after(name, row, c, body, status) {
      const kind = limitKindOf(name, row);
      if (kind === 'bookDemo') {
        // Only accepted bookings count (a dropped bot answers 200 and counts too: it must look like a booking).
        const email = bookDemoEmailOf(body);
        if (email && !ok(status)) {
          await settle(bookDemoEmails.reward(email.address));
          await settle(bookDemoDomains.reward(email.domain));
        }
        return;
      }
      if (kind !== 'login') return;
      if (GUARDED_SIGN_INS.has(name)) await settleGuard(name, body, status);
      const key = failureKey(name, c, body);
      if (!key) return;
      if (ok(status)) await settle(failedLogins.delete(key));
      else if (!FAILED_LOGIN_STATUSES.has(status)) await settle(failedLogins.reward(key));
    },
  };
}

function bookDemoEmailOf(body: unknown): NormalizedEmail | undefined {
  if (typeof body !== 'object' || body === null || !Object.hasOwn(body, 'businessEmail')) return undefined;
  const value = (body as { businessEmail?: unknown }).businessEmail;
  return typeof value === 'string' ? normalizeEmail(value) : undefined;
}

function accountOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const b = body as Record<string, unknown>;
  for (const field of ['email', 'phoneNumber', 'phone']) {
    const value = Object.hasOwn(b, field) ? b[field] : undefined;
    if (typeof value === 'string' && value.trim() !== '') return value.trim().toLowerCase().slice(0, 254);
  }
  return undefined;
}

/** The socket's address, or with TRUST_PROXY=n the X-Forwarded-For entry the n-th proxy appended (never earlier ones). */
export function clientIp(c: Context<AppEnv>, trustProxy: number): string {
  const ip = clientAddress(c, trustProxy);
  return ip ? normalizeIp(ip) : 'local';
}

/** `clientIp`'s address as it came (a whole IPv6 address, not its /64), or undefined without a socket. */
export function clientAddress(c: Context<AppEnv>, trustProxy: number): string | undefined {
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
  return ip;
}

/** IPv4-mapped IPv6 → IPv4; other IPv6 → its /64 (one host typically holds a whole /64). */
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

/** The sign-in reply's `failedSignIns`, when the guard counted any since the account's previous sign-in. */
export function failedSignInsOf(c: Context<AppEnv>): { failedSignIns?: number } {
  const count = c.get('failedSignIns');
  return count ? { failedSignIns: count } : {};
}
