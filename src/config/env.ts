// zod/mini: tree-shaken to a few KB, because this module sits in every chunk that calls the API.
import * as z from 'zod/mini';
import { ETERNITY_CITY_METAVERSE_ID } from '@contract/constants';
import { RUNTIME_CONFIG_ID } from '@contract/runtime-config';

/** The only reader of `import.meta.env` (eslint enforces it); index.html's settings override it (docs/decisions/0013). */
const optional = z.catch(z.optional(z.string().check(z.trim(), z.minLength(1))), undefined);
const text = (fallback: string) => z._default(z.string().check(z.trim(), z.minLength(1)), fallback);

const EnvSchema = z.object({
  VITE_API_BASE_URL: text('/api'),
  VITE_CONTACT_API_BASE_URL: optional,
  VITE_CONTACT_API_TOKEN: text('dev-contact-token'),
  VITE_IDENTITY_PROVIDER: z._default(z.enum(['local', 'firebase']), 'local'),
  VITE_FIREBASE_API_KEY: optional,
  VITE_FIREBASE_AUTH_DOMAIN: optional,
  VITE_FIREBASE_PROJECT_ID: optional,
  VITE_FIREBASE_APP_ID: optional,
  VITE_FIREBASE_MESSAGING_SENDER_ID: optional,
  VITE_FIREBASE_STORAGE_BUCKET: optional,
  VITE_CITY_METAVERSE_ID: text(ETERNITY_CITY_METAVERSE_ID),
  VITE_DASHBOARD_LOGIN_URL: text('/dashboard/login'),
});

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
// A block the schema refuses is ignored as a whole: the build-time values are a consistent set.
const runTime = EnvSchema.safeParse({ ...buildTime, ...runtimeSettings() });
const parsed = runTime.success ? runTime.data : EnvSchema.parse(buildTime);
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
