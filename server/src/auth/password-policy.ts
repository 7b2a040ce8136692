import { createRequire } from 'node:module';
import { COMMON_PASSWORD_MESSAGE } from '@contract/common';
import { validationError } from '../errors';

// A new password must not be one of the ~49,000 most common ones (NIST SP 800-63B 5.1.1.2: compare against
// "passwords obtained from previous breach corpuses"). The list is the one @zxcvbn-ts/language-common ships; it is
// read here, on the server, once, and never reaches contract/ or src/ (the client bundles would carry 400 kB).
// Length stays the contract's rule (PasswordSchema: 8 to 128). docs/decisions/0015.

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  if (!common) {
    const list = createRequire(import.meta.url)('@zxcvbn-ts/language-common/src/passwords.json') as string[];
    common = new Set(list.map((p) => p.toLowerCase()));
  }
  return common;
}

/** Whether `password` is in the list of common passwords (case does not make a password less common). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/**
 * Refuse a password about to be set (create, own change, set by an administrator) when it is a common one: 400 with
 * the detail on `path`, like the contract's own password rules. Also for the seeded SUPER_ADMIN_PASSWORD.
 */
export function assertNewPassword(password: string | undefined, path: (string | number)[] = ['password']): void {
  if (password !== undefined && isCommonPassword(password)) {
    throw validationError([{ message: COMMON_PASSWORD_MESSAGE, path }]);
  }
}
