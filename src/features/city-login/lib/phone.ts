import { UI_TEXT } from '@contract/ui-text';

/** SPEC 5 and 9 */
export const PHONE_LENGTH = 10;

/** SPEC 5, in SPEC's words; spaces, dashes, dots and brackets are ignored. */
export function checkPhone(raw: string): { digits: string } | { error: string } {
  const compact = raw.replace(/[\s().-]/g, '');
  if (/\D/.test(compact)) return { error: UI_TEXT.invalidPhone };
  if (compact.length < PHONE_LENGTH) return { error: UI_TEXT.phoneTooShort };
  if (compact.length > PHONE_LENGTH) return { error: UI_TEXT.phoneTooLong };
  return { digits: compact };
}

export const toE164 = (dialCode: string, digits: string) => `${dialCode}${digits}`;
