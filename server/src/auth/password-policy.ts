import { isCommonPassword, passwordProblem, type PasswordOwner } from '@contract/password-verdict';
import { validationError } from '../errors';

// The password policy (docs/decisions/0034, after 0015): at least 8 characters, not common, not mostly repeats or a
// sequence, not the account's email or name nor the site's. The verdict is shared with the client
// (contract/password-verdict.ts), so the field says while typing what this answers.

export { isCommonPassword, passwordProblem, type PasswordOwner };

/** 400 on `path`, with the reason, when a password about to be set for `owner` is refused. */
export function assertNewPassword(
  password: string | undefined,
  owner: PasswordOwner = {},
  path: (string | number)[] = ['password'],
): void {
  if (password === undefined) return;
  const problem = passwordProblem(password, owner);
  if (problem) throw validationError([{ message: problem, path }]);
}

/** The name the seed gives the super admin of SUPER_ADMIN_EMAIL (server/src/seed.ts). */
export const SEEDED_SUPER_ADMIN_NAME = 'Super Admin';

/** One line when SUPER_ADMIN_PASSWORD would be refused for that account: a deployment does not start, the seed throws. */
export function superAdminPasswordProblem(config: { superAdminEmail?: string; superAdminPassword?: string }): string | undefined {
  if (!config.superAdminPassword) return undefined;
  const problem = passwordProblem(config.superAdminPassword, { email: config.superAdminEmail, name: SEEDED_SUPER_ADMIN_NAME });
  if (!problem) return undefined;
  const reason = `${problem.charAt(0).toLowerCase()}${problem.slice(1)}${problem.endsWith('.') ? '' : '.'}`;
  return `SUPER_ADMIN_PASSWORD is too weak: ${reason} Every account follows this policy; a password manager's is best.`;
}
