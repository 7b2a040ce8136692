import { PHONE_PLANS } from './phone-plans';

/**
 * One phone rule for the client and the server (docs/decisions/0039-every-real-phone-number.md): +91 keeps SPEC 5's
 * exactly 10 digits; every other calling code follows its own numbering plan (libphonenumber's, tabled at build time).
 */

/** SPEC 5 and 9: India's numbers are exactly 10 digits, and +91 is the default. */
export const INDIA_DIAL_CODE = '+91';
export const INDIA_DIGITS = 10;

interface Plan {
  pattern: RegExp;
  lengths: readonly number[];
  trunk: string;
  country: string;
}

const PLANS = new Map<string, Plan>(
  PHONE_PLANS.map(([code, pattern, lengths, trunk, country]) => [code, { pattern: new RegExp(`^(?:${pattern})$`), lengths, trunk, country }]),
);

const codeOf = (dialCode: string) => dialCode.replace(/^\+/, '');

/** Whether `national` (digits only, no trunk prefix) is a number of the plan behind `dialCode` ('+971'). */
export function isNationalNumber(dialCode: string, national: string): boolean {
  if (!/^\d+$/.test(national)) return false;
  if (dialCode === INDIA_DIAL_CODE) return national.length === INDIA_DIGITS;
  const plan = PLANS.get(codeOf(dialCode));
  return plan !== undefined && plan.lengths.includes(national.length) && plan.pattern.test(national);
}

/** Calling codes are prefix-free (ITU-T E.164): at most one of the first 1–3 digits is one. */
export function splitCallingCode(digits: string): { dialCode: string; national: string } | null {
  for (let n = 1; n <= 3 && n <= digits.length; n += 1) {
    if (PLANS.has(digits.slice(0, n))) return { dialCode: `+${digits.slice(0, n)}`, national: digits.slice(n) };
  }
  return null;
}

/** The wire's joined `phoneNumber` (SPEC 5: dial code + national digits, nothing between). */
export function isPhoneNumber(joined: string): boolean {
  if (!/^\+\d+$/.test(joined)) return false;
  const split = splitCallingCode(joined.slice(1));
  return split !== null && isNationalNumber(split.dialCode, split.national);
}

/** The longest national number of the plan: the box's cap, applied after normalising. */
export function maxNationalLength(dialCode: string): number {
  if (dialCode === INDIA_DIAL_CODE) return INDIA_DIGITS;
  const lengths = PLANS.get(codeOf(dialCode))?.lengths ?? [];
  return lengths.length ? Math.max(...lengths) : 15;
}

/** The main country of a calling code ('+44' → 'GB'), for a picker that follows a pasted number. */
export const countryOfDialCode = (dialCode: string): string | undefined => PLANS.get(codeOf(dialCode))?.country || undefined;

/**
 * What a person pasted, typed or had autofilled, as national digits: spaces, dashes, dots and brackets go; a number
 * written internationally (+…, 00…) gives its own calling code; the calling code written without '+' and a trunk
 * prefix (a leading 0) go when the number is only valid without them. An international number still being typed
 * ('+9') is kept as typed. Nothing is cut here: a length cap comes after (maxNationalLength).
 */
export function normalisePhone(raw: string, dialCode: string): { dialCode: string; national: string } {
  const compact = raw.trim().replace(/[\s().\-\u2010-\u2015/]/g, '');
  const international = /^(?:\+|00)/.exec(compact);
  if (international) {
    const digits = compact.slice(international[0].length).replace(/\D+/g, '');
    const split = splitCallingCode(digits);
    if (!split) return { dialCode, national: `${international[0]}${digits}` };
    return { dialCode: split.dialCode, national: withoutTrunk(split.dialCode, split.national) };
  }
  let digits = compact.replace(/\D+/g, '');
  const code = codeOf(dialCode);
  if (digits.startsWith(code) && !isNationalNumber(dialCode, digits) && isNationalNumber(dialCode, digits.slice(code.length))) {
    digits = digits.slice(code.length);
  }
  return { dialCode, national: withoutTrunk(dialCode, digits) };
}

/** The trunk prefix dialled before a national number inside the country ('0' in India, the UK, the UAE). */
export const trunkPrefix = (dialCode: string): string => (dialCode === INDIA_DIAL_CODE ? '0' : (PLANS.get(codeOf(dialCode))?.trunk ?? ''));

function withoutTrunk(dialCode: string, digits: string): string {
  const trunk = trunkPrefix(dialCode);
  if (!trunk || !digits.startsWith(trunk) || isNationalNumber(dialCode, digits)) return digits;
  const rest = digits.slice(trunk.length);
  return isNationalNumber(dialCode, rest) ? rest : digits;
}
