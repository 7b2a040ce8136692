import { hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ETERNITY_CITY_METAVERSE_ID } from '@contract/constants';
import { clientBrandNames, clientBrandsProblem } from '@contract/client-brands';
import { teamMemberEntries, teamMembersProblem } from '@contract/team-members';
import { SOCIAL_SETTING_KEYS, socialUrlProblem, type SocialSettingKey, type SocialSettings } from '@contract/social-links';
import { CONTACT_SETTING_KEYS, contactSettingProblem, type ContactSettingKey, type ContactSettings } from '@contract/contact-settings';
import type { RuntimeClientConfig } from '@contract/runtime-config';

// The only module that reads the environment (eslint enforces it). Everything else receives a `Config`.

/** The book-demo key of a local evaluation; a deployment refuses to start with it (server/src/startup-check.ts). */
export const DEFAULT_CONTACT_API_TOKEN = 'dev-contact-token';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(blankToUndefined, z.string().optional());
const flag = (fallback: boolean) =>
  z.preprocess(blankToUndefined, z.enum(['0', '1', 'true', 'false']).optional()).transform((v) =>
    v === undefined ? fallback : v === '1' || v === 'true',
  );
const clientUrl = (name: string) =>
  z
    .string()
    .trim()
    .refine((v) => /^\/(?!\/)/.test(v) || (/^https?:\/\//i.test(v) && URL.canParse(v)), `${name} must be a path like /api or an http(s) URL`);
/** A host a CSP source may name: DNS labels, an IPv4 address or a bracketed IPv6 address; never `*`, `;` or quotes. */
const CSP_HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])$/;
/** Hosts on which plain http is still this machine: a local build server, never the network. */
const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;
/**
 * Comma-separated origins, `scheme://host[:port]` only (https, or http for localhost), normalised by the URL parser,
 * as a CSP source list wants them (docs/decisions/0027, 0035). The text is checked before and after parsing: the URL
 * parser lets `;`, quotes and `*` through in a host, and decodes `%2a` into one.
 */
const originList = () =>
  z.preprocess(blankToUndefined, z.string().optional()).transform((raw, ctx) => {
    const origins = new Set<string>();
    for (const item of (raw ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
      const url = /^https?:\/\/[a-z0-9.\-[\]:]+\/?$/i.test(item) && URL.canParse(item) ? new URL(item) : undefined;
      const bare = url && /^https?:$/.test(url.protocol) && url.pathname === '/' && CSP_HOST.test(url.hostname);
      if (!url || !bare) {
        ctx.addIssue({ code: 'custom', message: `'${item}' is not an origin like https://builds.example.com` });
        return z.NEVER;
      }
      if (url.protocol === 'http:' && !LOOPBACK.test(url.hostname)) {
        ctx.addIssue({ code: 'custom', message: `'${item}' must use https (http only for localhost)` });
        return z.NEVER;
      }
      origins.add(url.origin);
    }
    return [...origins];
  });
/** A bare host name for the CSP (FIREBASE_AUTH_DOMAIN): no scheme, path, `;` or quotes. */
const cspHost = (name: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .toLowerCase()
      .refine((v) => /^[a-z0-9.-]+(?::\d{1,5})?$/.test(v) && CSP_HOST.test(v.replace(/:\d+$/, '')), `${name} must be a host name like my-project.firebaseapp.com`)
      .optional(),
  );
/** An optional setting, trimmed, refused with the message a contract check gives (contact, social, clients). */
const checkedSetting = (problemOf: (value: string) => string | undefined) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .superRefine((v, ctx) => {
        const problem = problemOf(v);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
  );
/** A contact detail (docs/decisions/0060): optional, trimmed, checked by the rule the browser's placeholder follows. */
const contactSetting = (key: ContactSettingKey) => checkedSetting((v) => contactSettingProblem(key, v));
const contactSettings = Object.fromEntries(CONTACT_SETTING_KEYS.map((key) => [key, contactSetting(key)])) as Record<
  ContactSettingKey,
  ReturnType<typeof contactSetting>
>;
/** Decision 0077: the clients this deployment may name, and the company's social profiles; unset, none. */
const clientBrands = checkedSetting(clientBrandsProblem);
const teamMembersSetting = checkedSetting(teamMembersProblem);
const socialSetting = (key: SocialSettingKey) => checkedSetting((v) => socialUrlProblem(key, v));
const socialSettings = Object.fromEntries(SOCIAL_SETTING_KEYS.map((key) => [key, socialSetting(key)])) as Record<
  SocialSettingKey,
  ReturnType<typeof socialSetting>
>;
const seconds = (fallback: number) => z.preprocess(blankToUndefined, z.coerce.number().int().positive().default(fallback));

const EnvSchema = z.object({
  NODE_ENV: optionalString,
  APP_MODE: z.preprocess(blankToUndefined, z.enum(['local', 'deployment'], { message: 'APP_MODE must be local or deployment' }).optional()),
  PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(blankToUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(blankToUndefined, z.string().default('./data')),
  DATABASE_URL: optionalString,
  STATIC_DIR: z.preprocess(blankToUndefined, z.string().default('./dist')),
  SITE_URL: z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/, message: 'SITE_URL must be an http(s) URL' }).optional()),
  JWT_SECRET: z.preprocess(blankToUndefined, z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
  ACCESS_TOKEN_TTL: seconds(900),
  REFRESH_TOKEN_TTL: seconds(30 * 24 * 3600),
  REFRESH_TOKEN_IDLE_TTL: seconds(7 * 24 * 3600),
  REFRESH_REUSE_GRACE: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(300).default(10)),
  SUPER_ADMIN_EMAIL: z.preprocess(blankToUndefined, z.email().optional()),
  SUPER_ADMIN_PASSWORD: z.preprocess(blankToUndefined, z.string().min(8).optional()),
  SEED_DEMO: flag(true),
  // docs/decisions/0036: unset, required in a deployment and not in a local evaluation.
  SUPER_ADMIN_MFA_REQUIRED: z.preprocess(blankToUndefined, z.enum(['0', '1', 'true', 'false']).optional()),
  SECOND_FACTOR_KEY: z.preprocess(blankToUndefined, z.string().min(32, 'SECOND_FACTOR_KEY must be at least 32 characters').optional()),
  // docs/decisions/0038: unset, derived from the JWT secret.
  HUMAN_CHECK_KEY: z.preprocess(blankToUndefined, z.string().min(32, 'HUMAN_CHECK_KEY must be at least 32 characters').optional()),
  IDENTITY_PROVIDER: z.preprocess(blankToUndefined, z.enum(['local', 'firebase']).default('local')),
  LOCAL_TEST_PHONES: optionalString,
  FIREBASE_PROJECT_ID: z.preprocess(
    blankToUndefined,
    z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'FIREBASE_PROJECT_ID must be a Firebase project id (lower-case letters, digits, hyphens)').optional(),
  ),
  // docs/decisions/0058: where the Firebase ID tokens' public keys are fetched; unset, Google's. https, or http to this
  // machine (a test key server, as the cluster suite runs).
  FIREBASE_JWKS_URL: z.preprocess(
    blankToUndefined,
    z
      .url({ protocol: /^https?$/, message: 'FIREBASE_JWKS_URL must be an http(s) URL' })
      .refine((v) => new URL(v).protocol === 'https:' || LOOPBACK.test(new URL(v).hostname), 'FIREBASE_JWKS_URL must use https (http only for localhost)')
      .optional(),
  ),
  CONTACT_API_TOKEN: z.preprocess(blankToUndefined, z.string().default(DEFAULT_CONTACT_API_TOKEN)),
  // Read by the browser at run time (docs/decisions/0013).
  PUBLIC_API_BASE_URL: z.preprocess(blankToUndefined, clientUrl('PUBLIC_API_BASE_URL').default('/api')),
  PUBLIC_CONTACT_API_BASE_URL: z.preprocess(blankToUndefined, clientUrl('PUBLIC_CONTACT_API_BASE_URL').optional()),
  FIREBASE_API_KEY: optionalString,
  FIREBASE_AUTH_DOMAIN: cspHost('FIREBASE_AUTH_DOMAIN'),
  FIREBASE_APP_ID: optionalString,
  FIREBASE_MESSAGING_SENDER_ID: optionalString,
  FIREBASE_STORAGE_BUCKET: optionalString,
  CITY_METAVERSE_ID: z.preprocess(
    blankToUndefined,
    z.string().regex(/^[0-9a-f]{24}$/i, 'CITY_METAVERSE_ID must be 24 hexadecimal characters').default(ETERNITY_CITY_METAVERSE_ID),
  ),
  DASHBOARD_LOGIN_URL: z.preprocess(blankToUndefined, clientUrl('DASHBOARD_LOGIN_URL').default('/dashboard/login')),
  ...contactSettings,
  CLIENT_BRANDS: clientBrands,
  TEAM_MEMBERS: teamMembersSetting,
  ...socialSettings,
  WEB_BUILD_ORIGINS: originList(), // zod's issue path names the setting in the message
  SMTP_URL: optionalString,
  SALES_EMAIL: z.preprocess(blankToUndefined, z.email().default('sales@eternity.local')),
  REDIS_URL: optionalString,
  // docs/decisions/0047: unset, allowed in a local evaluation and refused in a deployment.
  WEBHOOK_ALLOW_PRIVATE_URLS: z.preprocess(blankToUndefined, z.enum(['0', '1', 'true', 'false']).optional()),
  // The first retry's wait; each next one is 4 times longer (docs/decisions/0047). Tests shorten it.
  WEBHOOK_RETRY_BASE_SECONDS: seconds(60),
  // How long the audit log keeps an event (docs/decisions/0052).
  AUDIT_RETENTION_DAYS: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(36_500).default(365)),
  RATE_LIMIT_LOGIN: seconds(100),
  RATE_LIMIT_REFRESH: seconds(300),
  RATE_LIMIT_BOOK_DEMO: seconds(20),
  RATE_LIMIT_FORM_OPEN: seconds(120),
  RATE_LIMIT_BOOK_DEMO_EMAIL: seconds(5),
  RATE_LIMIT_BOOK_DEMO_EMAIL_WINDOW_SECONDS: seconds(3600),
  RATE_LIMIT_BOOK_DEMO_DOMAIN: seconds(20),
  RATE_LIMIT_BOOK_DEMO_DOMAIN_WINDOW_SECONDS: seconds(3600),
  RATE_LIMIT_WINDOW_SECONDS: seconds(300),
  RATE_LIMIT_FAILED_LOGIN: seconds(10),
  RATE_LIMIT_FAILED_LOGIN_WINDOW_SECONDS: seconds(900),
  // Wrong passwords for one console account from any addresses in that window, after which its sign-in needs the
  // invisible human check (docs/decisions/0085): twice one address's share, so one address alone cannot turn it on.
  RATE_LIMIT_FAILED_LOGIN_ACCOUNT: seconds(20),
  TRUST_PROXY: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(10).default(0)),
  // A header the trusted proxy sets to the client's two-letter country (Cloudflare's CF-IPCountry, CloudFront's
  // CloudFront-Viewer-Country): /code names the region a screen asked from. Read only when TRUST_PROXY is set.
  CLIENT_COUNTRY_HEADER: z.preprocess(blankToUndefined, z.string().regex(/^[A-Za-z0-9-]{1,60}$/, 'CLIENT_COUNTRY_HEADER must be a header name').optional()),
  LOG_LEVEL: z.preprocess(blankToUndefined, z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info')),
  LIST_CACHE_MS: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(60_000).default(1000)),
  // docs/decisions/0057: GET /api/metrics needs `Authorization: Bearer <METRICS_TOKEN>`; unset, it is off in a deployment.
  METRICS_TOKEN: z.preprocess(blankToUndefined, z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional()),
  // On SIGTERM: ready answers 503 for this long before the server stops accepting connections; unset, 5 s in a
  // deployment (a balancer's health checks notice) and 0 in a local evaluation.
  SHUTDOWN_DRAIN_DELAY_MS: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(600_000).optional()),
  // The whole shutdown, drain delay included: past it, open connections are closed and the process exits (code 1).
  SHUTDOWN_TIMEOUT_MS: z.preprocess(blankToUndefined, z.coerce.number().int().min(1000).max(3_600_000).default(25_000)),
});

export type LogLevel = z.infer<typeof EnvSchema>['LOG_LEVEL'];

export interface Config {
  production: boolean;
  /** 'deployment' fails closed on start-up (server/src/startup-check.ts) and never prints or logs a secret. */
  appMode: AppMode;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  staticDir: string;
  siteUrl?: string;
  jwtSecret: string;
  /** Whether JWT_SECRET was set; a deployment refuses to start without it (it never generates one into DATA_DIR). */
  jwtSecretSet: boolean;
  accessTokenTtl: number;
  /** Seconds a sign-in (refresh-token family) lasts at most, counted from the sign-in (docs/decisions/0031). */
  refreshTokenTtl: number;
  /** Seconds without a refresh after which a sign-in ends. */
  refreshTokenIdleTtl: number;
  /** Seconds in which the just-rotated refresh token may be used once more by the same client (two tabs). */
  refreshReuseGrace: number;
  superAdminEmail?: string;
  superAdminPassword?: string;
  seedDemo: boolean;
  /** A super admin must sign in with TOTP; one without it is sent to enrol first (docs/decisions/0036). */
  superAdminMfaRequired: boolean;
  /** What the TOTP secrets and recovery-code hashes are keyed with: SECOND_FACTOR_KEY, else the JWT secret. */
  secondFactorKey: string;
  /** What the human-check challenges are signed with (docs/decisions/0038): HUMAN_CHECK_KEY, else one derived from the JWT secret. */
  humanCheckKey: string;
  identityProvider: 'local' | 'firebase';
  localTestPhones: Record<string, string>;
  firebaseProjectId?: string;
  /** Where the Firebase ID tokens' signing keys come from; unset, Google's published JWKS (docs/decisions/0058). */
  firebaseJwksUrl?: string;
  contactApiToken: string;
  cityMetaverseId: string;
  webBuildOrigins: readonly string[];
  /** What the browser reads at run time (static.ts writes it into index.html): never put a secret here. */
  client: RuntimeClientConfig;
  smtpUrl?: string;
  salesEmail: string;
  redisUrl?: string;
  /** Webhooks may use http and loopback, private or link-local addresses (docs/decisions/0047). */
  webhookAllowPrivateUrls: boolean;
  /** The wait before a webhook's first retry, in ms. */
  webhookRetryBaseMs: number;
  /** Audit events older than this many days are purged (docs/decisions/0052). */
  auditRetentionDays: number;
  logLevel: LogLevel;
  rateLimit: RateLimitConfig;
  listCacheMs: number;
  /** The bearer token of GET /api/metrics; without one the endpoint is off in a deployment (docs/decisions/0057). */
  metricsToken?: string;
  /** SIGTERM handling (docs/decisions/0057): how long ready answers 503 before the listener closes, and the limit. */
  shutdown: { drainDelayMs: number; timeoutMs: number };
}

/** Counts per window (docs/decisions/0006, .env.example). */
export interface RateLimitConfig {
  login: number;
  refresh: number;
  bookDemo: number;
  /** Form-open beacons per IP per window (docs/decisions/0043). */
  formOpen: number;
  bookDemoEmail: number;
  bookDemoEmailWindowSeconds: number;
  bookDemoDomain: number;
  bookDemoDomainWindowSeconds: number;
  windowSeconds: number;
  failedLogin: number;
  failedLoginWindowSeconds: number;
  /** Wrong passwords for one account from any addresses before its sign-in needs the human check (decision 0085). */
  failedLoginAccount: number;
  trustProxy: number;
  /** The trusted proxy's country header (`CLIENT_COUNTRY_HEADER`), only with `trustProxy`. */
  clientCountryHeader?: string;
}

/** Parse the environment once; tests pass their own `source` instead of touching `process.env`. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const appMode = appModeOf(e);
  const jwtSecret = e.JWT_SECRET ?? (appModeOf(e) === 'deployment' ? '' : loadOrCreateJwtSecret(dataDir));
  return {
    production: e.NODE_ENV === 'production',
    appMode,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    staticDir: path.resolve(e.STATIC_DIR),
    siteUrl: e.SITE_URL === undefined ? undefined : new URL(e.SITE_URL).origin,
    // A deployment without JWT_SECRET is refused before anything is written (startup-check.ts): no file is made for it.
    jwtSecret,
    jwtSecretSet: e.JWT_SECRET !== undefined,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    refreshTokenIdleTtl: e.REFRESH_TOKEN_IDLE_TTL,
    refreshReuseGrace: e.REFRESH_REUSE_GRACE,
    superAdminEmail: e.SUPER_ADMIN_EMAIL?.toLowerCase(),
    superAdminPassword: e.SUPER_ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO,
    superAdminMfaRequired:
      e.SUPER_ADMIN_MFA_REQUIRED === undefined ? appMode === 'deployment' : ['1', 'true'].includes(e.SUPER_ADMIN_MFA_REQUIRED),
    secondFactorKey: e.SECOND_FACTOR_KEY ?? jwtSecret,
    humanCheckKey: e.HUMAN_CHECK_KEY ?? deriveKey(jwtSecret, 'human-check'),
    identityProvider: e.IDENTITY_PROVIDER,
    localTestPhones: parseTestPhones(e.LOCAL_TEST_PHONES),
    firebaseProjectId: e.FIREBASE_PROJECT_ID,
    firebaseJwksUrl: e.FIREBASE_JWKS_URL,
    contactApiToken: e.CONTACT_API_TOKEN,
    cityMetaverseId: e.CITY_METAVERSE_ID.toLowerCase(),
    webBuildOrigins: e.WEB_BUILD_ORIGINS,
    client: {
      API_BASE_URL: e.PUBLIC_API_BASE_URL,
      CONTACT_API_BASE_URL: e.PUBLIC_CONTACT_API_BASE_URL ?? e.PUBLIC_API_BASE_URL,
      CONTACT_API_TOKEN: e.CONTACT_API_TOKEN,
      IDENTITY_PROVIDER: e.IDENTITY_PROVIDER,
      FIREBASE_API_KEY: e.FIREBASE_API_KEY,
      FIREBASE_AUTH_DOMAIN: e.FIREBASE_AUTH_DOMAIN,
      FIREBASE_PROJECT_ID: e.FIREBASE_PROJECT_ID,
      FIREBASE_APP_ID: e.FIREBASE_APP_ID,
      FIREBASE_MESSAGING_SENDER_ID: e.FIREBASE_MESSAGING_SENDER_ID,
      FIREBASE_STORAGE_BUCKET: e.FIREBASE_STORAGE_BUCKET,
      CITY_METAVERSE_ID: e.CITY_METAVERSE_ID.toLowerCase(),
      DASHBOARD_LOGIN_URL: e.DASHBOARD_LOGIN_URL,
      ...(Object.fromEntries(CONTACT_SETTING_KEYS.map((key) => [key, e[key]])) as ContactSettings),
      CLIENT_BRANDS: e.CLIENT_BRANDS && clientBrandNames(e.CLIENT_BRANDS).join(';'),
      TEAM_MEMBERS: e.TEAM_MEMBERS && teamMemberEntries(e.TEAM_MEMBERS).map((parts) => parts.join(' | ')).join('; '),
      ...(Object.fromEntries(SOCIAL_SETTING_KEYS.map((key) => [key, e[key]])) as SocialSettings),
    },
    smtpUrl: e.SMTP_URL,
    salesEmail: e.SALES_EMAIL.toLowerCase(),
    redisUrl: e.REDIS_URL,
    webhookRetryBaseMs: e.WEBHOOK_RETRY_BASE_SECONDS * 1000,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    webhookAllowPrivateUrls:
      e.WEBHOOK_ALLOW_PRIVATE_URLS === undefined ? appMode === 'local' : ['1', 'true'].includes(e.WEBHOOK_ALLOW_PRIVATE_URLS),
    logLevel: e.LOG_LEVEL,
    listCacheMs: e.LIST_CACHE_MS,
    metricsToken: e.METRICS_TOKEN,
    shutdown: {
      drainDelayMs: e.SHUTDOWN_DRAIN_DELAY_MS ?? (appMode === 'deployment' ? 5_000 : 0),
      timeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    },
    rateLimit: {
      login: e.RATE_LIMIT_LOGIN,
      refresh: e.RATE_LIMIT_REFRESH,
      bookDemo: e.RATE_LIMIT_BOOK_DEMO,
      formOpen: e.RATE_LIMIT_FORM_OPEN,
      bookDemoEmail: e.RATE_LIMIT_BOOK_DEMO_EMAIL,
      bookDemoEmailWindowSeconds: e.RATE_LIMIT_BOOK_DEMO_EMAIL_WINDOW_SECONDS,
      bookDemoDomain: e.RATE_LIMIT_BOOK_DEMO_DOMAIN,
      bookDemoDomainWindowSeconds: e.RATE_LIMIT_BOOK_DEMO_DOMAIN_WINDOW_SECONDS,
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      failedLogin: e.RATE_LIMIT_FAILED_LOGIN,
      failedLoginWindowSeconds: e.RATE_LIMIT_FAILED_LOGIN_WINDOW_SECONDS,
      failedLoginAccount: e.RATE_LIMIT_FAILED_LOGIN_ACCOUNT,
      trustProxy: e.TRUST_PROXY,
      clientCountryHeader: e.TRUST_PROXY > 0 ? e.CLIENT_COUNTRY_HEADER?.toLowerCase() : undefined,
    },
  };
}

export type AppMode = 'local' | 'deployment';

/** A key of its own for one use of the JWT secret (HKDF-SHA-256), so a leak of one never hands over the other. */
function deriveKey(secret: string, use: string): string {
  return Buffer.from(hkdfSync('sha256', secret, 'eternity derived key', use, 32)).toString('base64url');
}

/** APP_MODE, else a deployment once a database or public origin is named (docs/decisions/0014); not NODE_ENV. */
function appModeOf(e: { APP_MODE?: AppMode; DATABASE_URL?: string; SITE_URL?: string }): AppMode {
  return e.APP_MODE ?? (e.DATABASE_URL !== undefined || e.SITE_URL !== undefined ? 'deployment' : 'local');
}

function parseTestPhones(raw: string | undefined): Record<string, string> {
  const phones: Record<string, string> = {};
  for (const pair of (raw ?? '').split(',')) {
    const [phone, code] = pair.split(':').map((s) => s.trim());
    if (phone && code) phones[phone] = code;
  }
  return phones;
}

/** Without JWT_SECRET, one random secret is kept in DATA_DIR so a restart does not sign everybody out. */
function loadOrCreateJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600); // `mode` applies only when the file is created
  return secret;
}

/**
 * The server's `.env` (README: one `.env` drives both sides), read into `process.env` before `loadEnv`, by main.ts
 * only (docs/decisions/0035). Variables already in the environment win (Node's `process.loadEnvFile` keeps them).
 * `ENV_FILE` names another file (it must exist) or `none`; unset, `.env` in the working directory when it exists.
 * Test harnesses that start the real server set `ENV_FILE=none`, so a developer's `.env` never leaks into a run.
 * Returns the file read, if any.
 */
export function loadDotEnv(env: Record<string, string | undefined> = process.env, cwd = process.cwd()): string | undefined {
  const named = env.ENV_FILE?.trim();
  if (named === 'none') return undefined;
  const file = path.resolve(cwd, named || '.env');
  if (!named && !existsSync(file)) return undefined;
  if (!existsSync(file)) throw new Error(`Invalid environment:\n  ENV_FILE: ${file} does not exist (set ENV_FILE=none to read no file)`);
  process.loadEnvFile(file);
  return file;
}
