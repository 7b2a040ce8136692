import { createRequire } from 'node:module';
import { COMMON_PASSWORD_MESSAGE } from '@contract/common';
import { validationError } from '../errors';

// No new password among the ~49,000 most common (NIST SP 800-63B); the list stays server-side (docs/decisions/0015).

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  if (!common) {
    const list = createRequire(import.meta.url)('@zxcvbn-ts/language-common/src/passwords.json') as string[];
    common = new Set(list.map((p) => p.toLowerCase()));
  }
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** 400 on `path` when a password about to be set is a common one. */
export function assertNewPassword(password: string | undefined, path: (string | number)[] = ['password']): void {
  if (password !== undefined && isCommonPassword(password)) {
    throw validationError([{ message: COMMON_PASSWORD_MESSAGE, path }]);
  }
}
