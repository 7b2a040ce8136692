// Hand-written, not zod: this module sits in every chunk that calls the API, the demo form's among them, and the
// zod core would add ~16 KB gzip to it (docs/decisions/0039).
import { ETERNITY_CITY_METAVERSE_ID } from '@contract/constants';
import { RUNTIME_CONFIG_ID } from '@contract/runtime-config';

/** The only reader of `import.meta.env` (eslint enforces it); index.html's settings override it (docs/decisions/0013). */
type Raw = Record<string, unknown>;
type Parsed<T> = { ok: true; value: T } | { ok: false };

const trimmed = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/** A text setting: trimmed; missing or blank gives the default; anything but a string refuses the block. */
function text(raw: Raw, key: string, fallback: string): Parsed<string> {
  const v = raw[key];
  if (v === undefined) return { ok: true, value: fallback };
  return typeof v === 'string' && v.trim() !== '' ? { ok: true, value: v.trim() } : { ok: false };
}

const IDENTITY_PROVIDERS = ['local', 'firebase'] as const;
type IdentityProvider = (typeof IDENTITY_PROVIDERS)[number];

const OPTIONAL_KEYS = [
  'VITE_CONTACT_API_BASE_URL',
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
  'VITE_FIREBASE_MESSAGING_SENDER_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
] as const;

/** The whole set, or nothing: a refused value refuses the block (as a schema's safeParse did). */
function parse(raw: Raw) {
  const fields = {
    VITE_API_BASE_URL: text(raw, 'VITE_API_BASE_URL', '/api'),
    VITE_CONTACT_API_TOKEN: text(raw, 'VITE_CONTACT_API_TOKEN', 'dev-contact-token'),
    VITE_CITY_METAVERSE_ID: text(raw, 'VITE_CITY_METAVERSE_ID', ETERNITY_CITY_METAVERSE_ID),
    VITE_DASHBOARD_LOGIN_URL: text(raw, 'VITE_DASHBOARD_LOGIN_URL', '/dashboard/login'),
  };
  const provider = raw.VITE_IDENTITY_PROVIDER ?? 'local';
  if (!Object.values(fields).every((f) => f.ok) || !IDENTITY_PROVIDERS.includes(provider as IdentityProvider)) return undefined;
  const value = (f: Parsed<string>) => (f.ok ? f.value : '');
  // Optional settings never refuse the block: one that is not a usable text is simply absent.
  const optional = Object.fromEntries(OPTIONAL_KEYS.map((k) => [k, trimmed(raw[k])])) as Record<(typeof OPTIONAL_KEYS)[number], string | undefined>;
  return {
    VITE_API_BASE_URL: value(fields.VITE_API_BASE_URL),
    VITE_CONTACT_API_TOKEN: value(fields.VITE_CONTACT_API_TOKEN),
    VITE_CITY_METAVERSE_ID: value(fields.VITE_CITY_METAVERSE_ID),
    VITE_DASHBOARD_LOGIN_URL: value(fields.VITE_DASHBOARD_LOGIN_URL),
    VITE_IDENTITY_PROVIDER: provider as IdentityProvider,
    ...optional,
  };
}

/** An unset `VITE_X=` line counts as missing, so defaults apply. */
function withoutBlanks(raw: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== '' && v != null));
}

/** None when served by a static host or Vite. */
function runtimeSettings(): Record<string, unknown> {
  try {
    const block = Object(JSON.parse(document.getElementById(RUNTIME_CONFIG_ID)?.textContent ?? '')) as object;
    return Object.fromEntries(Object.entries(withoutBlanks(block)).map(([k, v]) => [`VITE_${k}`, v]));
  } catch {
    return {};
  }
}

const buildTime = withoutBlanks({ ...import.meta.env });
const merged = { ...buildTime, ...runtimeSettings() };
// A block the schema refuses is ignored as a whole: the build-time values are a consistent set.
const parsed = parse(merged) ?? parse(buildTime) ?? refused();

/** One raw setting by its `VITE_` name, the run-time value winning: for modules that parse their own (contact.ts). */
export const rawSetting = (name: string): unknown => merged[name];

function refused(): never {
  throw new Error('The build-time settings (VITE_*) are not valid: VITE_IDENTITY_PROVIDER is local or firebase, texts are not blank.');
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export const env = {
  apiBaseUrl: trimSlash(parsed.VITE_API_BASE_URL),
  contactApiBaseUrl: trimSlash(parsed.VITE_CONTACT_API_BASE_URL ?? parsed.VITE_API_BASE_URL),
  contactApiToken: parsed.VITE_CONTACT_API_TOKEN,
  identityProvider: parsed.VITE_IDENTITY_PROVIDER,
  firebase: {
    apiKey: parsed.VITE_FIREBASE_API_KEY,
    authDomain: parsed.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: parsed.VITE_FIREBASE_PROJECT_ID,
    appId: parsed.VITE_FIREBASE_APP_ID,
    messagingSenderId: parsed.VITE_FIREBASE_MESSAGING_SENDER_ID,
    storageBucket: parsed.VITE_FIREBASE_STORAGE_BUCKET,
  },
  cityMetaverseId: parsed.VITE_CITY_METAVERSE_ID,
  dashboardLoginUrl: parsed.VITE_DASHBOARD_LOGIN_URL,
} as const;

export type Env = typeof env;
