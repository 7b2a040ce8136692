import { BOOK_DEMO_MESSAGE_MAX, BOOK_DEMO_MESSAGE_TOO_LONG, EMAIL_PATTERN } from '@contract/book-demo-limits';
import { INDIA_DIAL_CODE, isNationalNumber } from '@contract/phone';
import { countryByCode } from '@/components/phone/countries';

export interface DemoValues {
  name: string;
  companyName: string;
  businessEmail: string;
  phone: string;
  message: string;
}
export type DemoField = keyof DemoValues;

/** The fields in the order they stand on screen: the first failing one gets the focus. */
export const DEMO_FIELDS: readonly DemoField[] = ['name', 'companyName', 'businessEmail', 'phone', 'message'];

/** SPEC parts 5 and 8, to the letter. */
export const DEMO_TEXT = {
  empty: 'Please fill all the fields',
  email: 'Invalid email address!',
  phone: 'Invalid Phone Number!',
  success: 'Request Sent successfully!!',
  generic: 'Something went wrong. Please try again.',
  network: 'Network error: please check your connection and try again.',
} as const;

export const MESSAGE_MAX = BOOK_DEMO_MESSAGE_MAX;

/** The short line under each field (docs/decisions/0040); 'Phone number must be 10 digits' is SPEC 5's own. */
export const FIELD_TEXT = {
  required: 'Required',
  email: 'Enter a valid email address',
  /** For +91 (SPEC 5); other calling codes follow their own plan (docs/decisions/0039). */
  phone: 'Phone number must be 10 digits',
  phoneOther: 'Enter a valid phone number',
  messageTooLong: BOOK_DEMO_MESSAGE_TOO_LONG,
} as const;


/** Which of SPEC 5's rules a field breaks; `tooLong` is the server's limit on the message (contract/book-demo.ts). */
export type DemoRule = 'empty' | 'email' | 'phone' | 'tooLong';
export interface FieldProblem {
  rule: DemoRule;
  text: string;
}
export type FieldProblems = Partial<Record<DemoField, FieldProblem>>;

export const messageTooLong = (message: string): boolean => message.length > MESSAGE_MAX;

/**
 * Every field's own problem at once. `country` is the picked country's two-letter code: the per-country phone rule
 * plugs in here. The email rule is zod's, as on the server, so the two never disagree.
 */
export function fieldProblems(values: DemoValues, country: string): FieldProblems {
  const problems: FieldProblems = {};
  for (const field of DEMO_FIELDS) {
    if (values[field].trim() === '') problems[field] = { rule: 'empty', text: FIELD_TEXT.required };
  }
  if (!problems.businessEmail && !EMAIL_PATTERN.test(values.businessEmail.trim())) {
    problems.businessEmail = { rule: 'email', text: FIELD_TEXT.email };
  }
  if (!problems.phone && !phoneValid(values.phone, country)) {
    const india = countryByCode(country).dialCode === INDIA_DIAL_CODE;
    problems.phone = { rule: 'phone', text: india ? FIELD_TEXT.phone : FIELD_TEXT.phoneOther };
  }
  if (!problems.message && messageTooLong(values.message)) problems.message = { rule: 'tooLong', text: FIELD_TEXT.messageTooLong };
  return problems;
}

/** +91 and 10 digits, or the calling code's own plan: contract/phone.ts, as on the server. `phone` holds national digits. */
const phoneValid = (phone: string, country: string): boolean => isNationalNumber(countryByCode(country).dialCode, phone);

export interface Invalid {
  /** The one banner: the text of the first rule broken, in SPEC 5's order. */
  message: string;
  problems: FieldProblems;
}

const BANNER_ORDER: ReadonlyArray<[DemoRule, string]> = [
  ['empty', DEMO_TEXT.empty],
  ['email', DEMO_TEXT.email],
  ['phone', DEMO_TEXT.phone],
  ['tooLong', FIELD_TEXT.messageTooLong],
];

export function validateDemo(values: DemoValues, country: string): Invalid | null {
  const problems = fieldProblems(values, country);
  const rules = new Set(Object.values(problems).map((p) => p.rule));
  if (countryByCode(country).dialCode.trim() === '') rules.add('empty');
  const first = BANNER_ORDER.find(([rule]) => rules.has(rule));
  return first ? { message: first[1], problems } : null;
}

/** The first failing field in the order the fields stand on screen. */
export const firstProblem = (problems: FieldProblems): DemoField | undefined => DEMO_FIELDS.find((f) => problems[f]);

/** SPEC 9 */
export const ERROR_BANNER_MS = 2000;
