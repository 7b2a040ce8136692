import { regexes } from 'zod/mini';
import { isNationalNumber } from '@contract/phone';

export interface DemoValues {
  name: string;
  companyName: string;
  businessEmail: string;
  phone: string;
  message: string;
}
export type DemoField = keyof DemoValues;

/** SPEC parts 5 and 8, to the letter. */
export const DEMO_TEXT = {
  empty: 'Please fill all the fields',
  email: 'Invalid email address!',
  phone: 'Invalid Phone Number!',
  success: 'Request Sent successfully!!',
  generic: 'Something went wrong. Please try again.',
  network: 'Network error: please check your connection and try again.',
} as const;

export interface Invalid {
  message: string;
  /** The banner stays the one generic text, as SPEC 5 says. */
  fields: DemoField[];
}

/**
 * SPEC 5's order; the email rule is zod's and the phone rule contract/phone.ts's, as on the server
 * (contract/book-demo.ts), so the two never disagree. `values.phone` holds national digits (normalised as typed).
 */
export function validateDemo(values: DemoValues, countryCode: string): Invalid | null {
  const empty = (Object.keys(values) as DemoField[]).filter((k) => values[k].trim() === '');
  if (empty.length > 0 || countryCode.trim() === '') return { message: DEMO_TEXT.empty, fields: empty };
  if (!regexes.email.test(values.businessEmail.trim())) return { message: DEMO_TEXT.email, fields: ['businessEmail'] };
  if (!isNationalNumber(countryCode, values.phone)) return { message: DEMO_TEXT.phone, fields: ['phone'] };
  return null;
}

/** SPEC 4: after a booking the page moved on after 5 s, or 2 s on these pages. */
const QUICK_PAGES = ['/aboutus', '/contactus', '/faq', '/industries'];
export const successDelayMs = (pathname: string): number =>
  QUICK_PAGES.includes(pathname.replace(/\/+$/, '') || '/') ? 2000 : 5000;

/** SPEC 9 */
export const ERROR_BANNER_MS = 2000;
