import { UI_TEXT } from '@contract/ui-text';

/** SPEC 5 and 9: a phone number is exactly 10 digits after the country code. */
export const PHONE_LENGTH = 10;

/**
 * The phone step's check (SPEC 5), on submit: spaces, dashes, dots and brackets are ignored; anything else that is not
 * a digit is an invalid number; then at least and at most 10 characters, in SPEC's words.
 */
export function checkPhone(raw: string): { digits: string } | { error: string } {
  const compact = raw.replace(/[\s().-]/g, '');
  if (/\D/.test(compact)) return { error: UI_TEXT.invalidPhone };
  if (compact.length < PHONE_LENGTH) return { error: UI_TEXT.phoneTooShort };
  if (compact.length > PHONE_LENGTH) return { error: UI_TEXT.phoneTooLong };
  return { digits: compact };
}

export const toE164 = (dialCode: string, digits: string) => `${dialCode}${digits}`;
