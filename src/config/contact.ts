import { CONTACT_SETTING_KEYS, contactSettingProblem, type ContactSettings } from '@contract/contact-settings';
import { rawSetting } from './env';

/**
 * The deployment's contact details (docs/decisions/0060): `CONTACT_EMAIL`, `OFFICE_*` from the run-time config block,
 * else `VITE_*` at build time; a missing or unusable value is left out, and the page shows its placeholder. Kept out
 * of env.ts so `/`, which shows none of them, does not carry the parsing.
 */
export const contactSettings: ContactSettings = Object.fromEntries(
  CONTACT_SETTING_KEYS.flatMap((key) => {
    const raw = rawSetting(`VITE_${key}`);
    const value = typeof raw === 'string' ? raw.trim() : '';
    return value && !contactSettingProblem(key, value) ? [[key, value]] : [];
  }),
);
