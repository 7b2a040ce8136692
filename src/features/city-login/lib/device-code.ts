import { DEVICE_CODE_LENGTH } from '@contract/constants';

/** SPEC 5 and 9: the code a screen shows is 6 characters. */
export const CODE_LENGTH = DEVICE_CODE_LENGTH;

/**
 * What the visitor typed, pasted or had autofilled, as code characters: letters in any case become capitals; dashes,
 * spaces and anything else that is not a letter or a digit are dropped (a screen may show `ABC-DEF`).
 */
export function codeChars(raw: string): string[] {
  return [...raw.toUpperCase().replace(/[^A-Z0-9]/g, '')];
}

/** `?code=` of a link or QR code on the screen: the six boxes it fills (empty strings where it has no character). */
export function prefill(raw: string | null): string[] {
  const chars = codeChars(raw ?? '').slice(0, CODE_LENGTH);
  return Array.from({ length: CODE_LENGTH }, (_, i) => chars[i] ?? '');
}

export const emptyCode = (): string[] => Array.from({ length: CODE_LENGTH }, () => '');
