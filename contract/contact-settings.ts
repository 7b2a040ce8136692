// The contact details a deployment sets for itself (docs/decisions/0060): read by the server at start, handed to the
// browser in the run-time config block (0013), and written by the server into the prerendered pages that show them,
// so the HTML and the hydrated page agree. Unset, each shows a placeholder that reads as one.

/** The run-time settings, by their names in the environment and in the config block. */
export const CONTACT_SETTING_KEYS = [
  'CONTACT_EMAIL',
  'OFFICE_UAE_ADDRESS',
  'OFFICE_UAE_PHONE',
  'OFFICE_UAE_EMAIL',
  'OFFICE_INDIA_NORTH_ADDRESS',
  'OFFICE_INDIA_NORTH_PHONE',
  'OFFICE_INDIA_NORTH_EMAIL',
  'OFFICE_INDIA_WEST_ADDRESS',
  'OFFICE_INDIA_WEST_PHONE',
  'OFFICE_INDIA_WEST_EMAIL',
  'OFFICE_UK_ADDRESS',
  'OFFICE_UK_PHONE',
  'OFFICE_UK_EMAIL',
] as const;

export type ContactSettingKey = (typeof CONTACT_SETTING_KEYS)[number];
export type ContactSettings = Partial<Record<ContactSettingKey, string>>;
export type ContactSettingKind = 'email' | 'phone' | 'address';

export const contactSettingKind = (key: ContactSettingKey): ContactSettingKind =>
  key.endsWith('_PHONE') ? 'phone' : key.endsWith('_ADDRESS') ? 'address' : 'email';

/**
 * What a local evaluation shows: example.com addresses (RFC 2606), zero phone numbers (Ofcom's drama range for the
 * UK) and addresses that say they are samples.
 */
export const CONTACT_PLACEHOLDERS: Record<ContactSettingKey, string> = {
  CONTACT_EMAIL: 'hello@example.com',
  OFFICE_UAE_ADDRESS: 'Sample address; Dubai, United Arab Emirates',
  OFFICE_UAE_PHONE: '+971 4 000 0000',
  OFFICE_UAE_EMAIL: 'uae@example.com',
  OFFICE_INDIA_NORTH_ADDRESS: 'Sample address; Noida, Uttar Pradesh, India',
  OFFICE_INDIA_NORTH_PHONE: '+91 120 000 0000',
  OFFICE_INDIA_NORTH_EMAIL: 'india-north@example.com',
  OFFICE_INDIA_WEST_ADDRESS: 'Sample address; Pune, Maharashtra, India',
  OFFICE_INDIA_WEST_PHONE: '+91 20 0000 0000',
  OFFICE_INDIA_WEST_EMAIL: 'india-west@example.com',
  OFFICE_UK_ADDRESS: 'Sample address; London, United Kingdom',
  OFFICE_UK_PHONE: '+44 20 7946 0000',
  OFFICE_UK_EMAIL: 'uk@example.com',
};

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;
const PHONE = /^\+?[0-9][0-9 ().-]{4,24}$/;

/** Why a value cannot be used for `key`, or nothing. Addresses: up to 6 lines separated by `;`, 300 characters. */
export function contactSettingProblem(key: ContactSettingKey, value: string): string | undefined {
  const kind = contactSettingKind(key);
  if (kind === 'email') return EMAIL.test(value) && value.length <= 254 ? undefined : `${key} must be an email address`;
  if (kind === 'phone') return PHONE.test(value) ? undefined : `${key} must be a phone number like +44 20 7946 0000`;
  const lines = addressLines(value);
  return value.length <= 300 && lines.length >= 1 && lines.length <= 6 ? undefined : `${key} must be 1 to 6 lines separated by ";" (300 characters at most)`;
}

/** The setting's value, or its placeholder when unset or blank. */
export const contactValue = (settings: ContactSettings, key: ContactSettingKey): string => settings[key]?.trim() || CONTACT_PLACEHOLDERS[key];

export const addressLines = (value: string): string[] =>
  value
    .split(';')
    .map((line) => line.trim())
    .filter(Boolean);

/** The text a page shows: an address one line each (rendered with `white-space: pre-line`), the rest as set. */
export const contactText = (key: ContactSettingKey, value: string): string =>
  contactSettingKind(key) === 'address' ? addressLines(value).join('\n') : value;

/** The link a phone or email opens (`tel:` keeps only digits and a leading +); an address links nowhere. */
export function contactHref(key: ContactSettingKey, value: string): string | undefined {
  const kind = contactSettingKind(key);
  if (kind === 'email') return `mailto:${value}`;
  if (kind === 'phone') return `tel:${value.replace(/[^\d+]/g, '')}`;
  return undefined;
}

/** The attribute marking an element whose text (and href) the server rewrites in a prerendered page. */
export const CONTACT_SETTING_ATTRIBUTE = 'data-contact-setting';
