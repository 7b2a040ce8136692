import { INDIA_DIAL_CODE, INDIA_DIGITS, isNationalNumber } from '@contract/phone';
import { UI_TEXT } from '@contract/ui-text';

/**
 * SPEC 5, in SPEC's words, for +91 (exactly 10 digits); any other calling code follows its own numbering plan
 * (contract/phone.ts, docs/decisions/0039), with SPEC's 'Invalid Phone Number!'. The box has already normalised.
 */
export function checkPhone(national: string, dialCode: string): { digits: string } | { error: string } {
  if (/\D/.test(national)) return { error: UI_TEXT.invalidPhone };
  if (dialCode !== INDIA_DIAL_CODE) return isNationalNumber(dialCode, national) ? { digits: national } : { error: UI_TEXT.invalidPhone };
  if (national.length < INDIA_DIGITS) return { error: UI_TEXT.phoneTooShort };
  if (national.length > INDIA_DIGITS) return { error: UI_TEXT.phoneTooLong };
  return { digits: national };
}

export const toE164 = (dialCode: string, digits: string) => `${dialCode}${digits}`;
