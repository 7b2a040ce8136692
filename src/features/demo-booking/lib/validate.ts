import { regexes } from 'zod/mini';

/** The form's fields as the booking body names them (SPEC 3), plus the picked country's dial code. */
export interface DemoValues {
  name: string;
  companyName: string;
  businessEmail: string;
  /** The national number: digits only, at most 10. */
  phone: string;
  message: string;
}
export type DemoField = keyof DemoValues;

/** Banner texts of SPEC parts 5 and 8, to the letter. */
export const DEMO_TEXT = {
  empty: 'Please fill all the fields',
  email: 'Invalid email address!',
  phone: 'Invalid Phone Number!',
  success: 'Request Sent successfully!!',
  generic: 'Something went wrong. Please try again.',
  network: 'Network error: please check your connection and try again.',
} as const;

export const PHONE_DIGITS = 10;

export interface Invalid {
  message: string;
  /** Fields to mark aria-invalid (the banner stays the one generic text, as SPEC 5 says). */
  fields: DemoField[];
}

/**
 * SPEC 5, in its order: any empty field (the country code included), then the email, then exactly 10 digits. The
 * email rule is zod's, the same the server applies (contract/book-demo.ts), so the two never disagree.
 */
export function validateDemo(values: DemoValues, countryCode: string): Invalid | null {
  const empty = (Object.keys(values) as DemoField[]).filter((k) => values[k].trim() === '');
  if (empty.length > 0 || countryCode.trim() === '') return { message: DEMO_TEXT.empty, fields: empty };
  if (!regexes.email.test(values.businessEmail.trim())) return { message: DEMO_TEXT.email, fields: ['businessEmail'] };
  if (!new RegExp(`^\\d{${PHONE_DIGITS}}$`).test(values.phone)) return { message: DEMO_TEXT.phone, fields: ['phone'] };
  return null;
}

/** What the phone input keeps of what was typed or pasted: digits only, 10 at most. */
export const phoneDigits = (raw: string): string => raw.replace(/\D+/g, '').slice(0, PHONE_DIGITS);

/** SPEC 4: after a booking the page moved on after 5 s, or 2 s on these pages. */
const QUICK_PAGES = ['/aboutus', '/contactus', '/faq', '/industries'];
export const successDelayMs = (pathname: string): number =>
  QUICK_PAGES.includes(pathname.replace(/\/+$/, '') || '/') ? 2000 : 5000;

/** SPEC 9: demo error banners hide after 2 s. */
export const ERROR_BANNER_MS = 2000;
