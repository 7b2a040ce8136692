import { DEVICE_CODE_LENGTH } from '@contract/constants';

/** SPEC 5 and 9 */
export const CODE_LENGTH = DEVICE_CODE_LENGTH;

/** A screen may show `ABC-DEF`: anything not a letter or digit is dropped. */
export function codeChars(raw: string): string[] {
  return [...raw.toUpperCase().replace(/[^A-Z0-9]/g, '')];
}

export function prefill(raw: string | null): string[] {
  const chars = codeChars(raw ?? '').slice(0, CODE_LENGTH);
  return Array.from({ length: CODE_LENGTH }, (_, i) => chars[i] ?? '');
}

export const emptyCode = (): string[] => Array.from({ length: CODE_LENGTH }, () => '');
