import { z } from 'zod';
import { ETERNITY_CITY_METAVERSE_ID } from '@contract/constants';

/** The only reader of `import.meta.env` (eslint enforces it); every value has a working default. */
const optional = z.string().trim().min(1).optional().catch(undefined);

const EnvSchema = z.object({
  VITE_API_BASE_URL: z.string().trim().min(1).default('/api'),
  VITE_CONTACT_API_BASE_URL: optional,
  VITE_CONTACT_API_TOKEN: z.string().trim().min(1).default('dev-contact-token'),
  VITE_IDENTITY_PROVIDER: z.enum(['local', 'firebase']).default('local'),
  VITE_FIREBASE_API_KEY: optional,
  VITE_FIREBASE_AUTH_DOMAIN: optional,
  VITE_FIREBASE_PROJECT_ID: optional,
  VITE_FIREBASE_APP_ID: optional,
  VITE_FIREBASE_MESSAGING_SENDER_ID: optional,
  VITE_FIREBASE_STORAGE_BUCKET: optional,
  VITE_CITY_METAVERSE_ID: z.string().trim().min(1).default(ETERNITY_CITY_METAVERSE_ID),
  VITE_DASHBOARD_LOGIN_URL: z.string().trim().min(1).default('/dashboard/login'),
});

/** Empty strings (an unset `VITE_X=` line) count as missing, so defaults apply. */
function withoutBlanks(raw: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== '' && v !== undefined));
}

const parsed = EnvSchema.parse(withoutBlanks({ ...import.meta.env }));
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
