import type { PasswordOwner } from '@contract/password-verdict';

// The password policy's verdict (contract/password-verdict.ts, docs/decisions/0034) carries zxcvbn and its
// dictionaries: its own chunk, fetched by the forms that set a password, never by a public page.

export type { PasswordOwner };
export type PasswordVerdict = (password: string, owner?: PasswordOwner) => string | undefined;

let loading: Promise<PasswordVerdict> | undefined;

/** The server's verdict, the same module; a failed fetch is tried again on the next call. */
export function loadPasswordVerdict(): Promise<PasswordVerdict> {
  if (!loading) {
    loading = import('@contract/password-verdict').then((m) => m.passwordProblem);
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}
