// The contact details a deployment sets for itself (docs/decisions/0060): read by the server at start, handed to the
// browser in the run-time config block (0013), and written by the server into the prerendered pages that show them,
// so the HTML and the hydrated page agree. Unset, a detail is left out (its row hidden), never a placeholder.

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

/** The setting's value, or '' when the deployment has not set it: then the page shows less, never a made-up fact. */
export const contactValue = (settings: ContactSettings, key: ContactSettingKey): string => settings[key]?.trim() ?? '';

/**
 * The attributes the server finds in a prerendered page beside the value's own marker: a row around a value (its
 * label with it) hidden while the value is unset, and what shows instead while it is (issue 37 item 3).
 */
export const CONTACT_ROW_ATTRIBUTE = 'data-contact-row';
export const CONTACT_ABSENT_ATTRIBUTE = 'data-contact-absent';

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
