import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ETERNITY_CITY_METAVERSE_ID } from '@contract/constants';
import type { RuntimeClientConfig } from '@contract/runtime-config';

// The only module that reads the environment (eslint enforces it). Everything else receives a `Config`.

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
/** Comma-separated http(s) origins, normalised by the URL parser, as a CSP source list wants them. */
const originList = (name: string) =>
  z.preprocess(blankToUndefined, z.string().optional()).transform((raw, ctx) => {
    const origins = new Set<string>();
    for (const item of (raw ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
      const url = URL.canParse(item) ? new URL(item) : undefined;
      // No path, query, fragment or credentials: `?` and `#` are looked for in the text (`https://x.com?` parses empty).
      const bare = url && /^https?:$/.test(url.protocol) && url.pathname === '/' && !url.username && !url.password && !/[?#]/.test(item);
      if (!url || !bare) {
        ctx.addIssue({ code: 'custom', message: `${name}: '${item}' is not an origin like https://builds.example.com` });
        return z.NEVER;
      }
      origins.add(url.origin);
    }
    return [...origins];
  });
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
  IDENTITY_PROVIDER: z.preprocess(blankToUndefined, z.enum(['local', 'firebase']).default('local')),
  LOCAL_TEST_PHONES: optionalString,
  FIREBASE_PROJECT_ID: optionalString,
  CONTACT_API_TOKEN: z.preprocess(blankToUndefined, z.string().default('dev-contact-token')),
  // Read by the browser at run time (docs/decisions/0013).
  PUBLIC_API_BASE_URL: z.preprocess(blankToUndefined, clientUrl('PUBLIC_API_BASE_URL').default('/api')),
  PUBLIC_CONTACT_API_BASE_URL: z.preprocess(blankToUndefined, clientUrl('PUBLIC_CONTACT_API_BASE_URL').optional()),
  FIREBASE_API_KEY: optionalString,
  FIREBASE_AUTH_DOMAIN: optionalString,
  FIREBASE_APP_ID: optionalString,
  FIREBASE_MESSAGING_SENDER_ID: optionalString,
  FIREBASE_STORAGE_BUCKET: optionalString,
  CITY_METAVERSE_ID: z.preprocess(
    blankToUndefined,
    z.string().regex(/^[0-9a-f]{24}$/i, 'CITY_METAVERSE_ID must be 24 hexadecimal characters').default(ETERNITY_CITY_METAVERSE_ID),
  ),
  DASHBOARD_LOGIN_URL: z.preprocess(blankToUndefined, clientUrl('DASHBOARD_LOGIN_URL').default('/dashboard/login')),
  WEB_BUILD_ORIGINS: originList('WEB_BUILD_ORIGINS'),
  SMTP_URL: optionalString,
  SALES_EMAIL: z.preprocess(blankToUndefined, z.email().default('sales@eternity.local')),
  BOOK_DEMO_MIN_FILL_MS: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(600_000).default(3000)),
  REDIS_URL: optionalString,
  RATE_LIMIT_LOGIN: seconds(100),
  RATE_LIMIT_REFRESH: seconds(300),
  RATE_LIMIT_BOOK_DEMO: seconds(20),
  RATE_LIMIT_BOOK_DEMO_EMAIL: seconds(5),
  RATE_LIMIT_BOOK_DEMO_EMAIL_WINDOW_SECONDS: seconds(3600),
  RATE_LIMIT_BOOK_DEMO_DOMAIN: seconds(20),
  RATE_LIMIT_BOOK_DEMO_DOMAIN_WINDOW_SECONDS: seconds(3600),
  RATE_LIMIT_WINDOW_SECONDS: seconds(300),
  RATE_LIMIT_FAILED_LOGIN: seconds(10),
  RATE_LIMIT_FAILED_LOGIN_WINDOW_SECONDS: seconds(900),
  TRUST_PROXY: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(10).default(0)),
  LOG_LEVEL: z.preprocess(blankToUndefined, z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info')),
  LIST_CACHE_MS: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(60_000).default(1000)),
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
  identityProvider: 'local' | 'firebase';
  localTestPhones: Record<string, string>;
  firebaseProjectId?: string;
  contactApiToken: string;
  cityMetaverseId: string;
  webBuildOrigins: readonly string[];
  /** What the browser reads at run time (static.ts writes it into index.html): never put a secret here. */
  client: RuntimeClientConfig;
  smtpUrl?: string;
  salesEmail: string;
  bookDemoMinFillMs: number;
  redisUrl?: string;
  logLevel: LogLevel;
  rateLimit: RateLimitConfig;
  listCacheMs: number;
}

/** Counts per window (docs/decisions/0006, .env.example). */
export interface RateLimitConfig {
  login: number;
  refresh: number;
  bookDemo: number;
  bookDemoEmail: number;
  bookDemoEmailWindowSeconds: number;
  bookDemoDomain: number;
  bookDemoDomainWindowSeconds: number;
  windowSeconds: number;
  failedLogin: number;
  failedLoginWindowSeconds: number;
  trustProxy: number;
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
  return {
    production: e.NODE_ENV === 'production',
    appMode: appModeOf(e),
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    staticDir: path.resolve(e.STATIC_DIR),
    siteUrl: e.SITE_URL === undefined ? undefined : new URL(e.SITE_URL).origin,
    jwtSecret: e.JWT_SECRET ?? loadOrCreateJwtSecret(dataDir),
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    refreshTokenIdleTtl: e.REFRESH_TOKEN_IDLE_TTL,
    refreshReuseGrace: e.REFRESH_REUSE_GRACE,
    superAdminEmail: e.SUPER_ADMIN_EMAIL?.toLowerCase(),
    superAdminPassword: e.SUPER_ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO,
    identityProvider: e.IDENTITY_PROVIDER,
    localTestPhones: parseTestPhones(e.LOCAL_TEST_PHONES),
    firebaseProjectId: e.FIREBASE_PROJECT_ID,
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
    },
    smtpUrl: e.SMTP_URL,
    salesEmail: e.SALES_EMAIL.toLowerCase(),
    bookDemoMinFillMs: e.BOOK_DEMO_MIN_FILL_MS,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    listCacheMs: e.LIST_CACHE_MS,
    rateLimit: {
      login: e.RATE_LIMIT_LOGIN,
      refresh: e.RATE_LIMIT_REFRESH,
      bookDemo: e.RATE_LIMIT_BOOK_DEMO,
      bookDemoEmail: e.RATE_LIMIT_BOOK_DEMO_EMAIL,
      bookDemoEmailWindowSeconds: e.RATE_LIMIT_BOOK_DEMO_EMAIL_WINDOW_SECONDS,
      bookDemoDomain: e.RATE_LIMIT_BOOK_DEMO_DOMAIN,
      bookDemoDomainWindowSeconds: e.RATE_LIMIT_BOOK_DEMO_DOMAIN_WINDOW_SECONDS,
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      failedLogin: e.RATE_LIMIT_FAILED_LOGIN,
      failedLoginWindowSeconds: e.RATE_LIMIT_FAILED_LOGIN_WINDOW_SECONDS,
      trustProxy: e.TRUST_PROXY,
    },
  };
}

export type AppMode = 'local' | 'deployment';

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
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
