import type { IDENTITY_PROVIDERS } from '@contract/metaverse-user';

/** SPEC 7.4 */
export type IdentityProviderName = (typeof IDENTITY_PROVIDERS)[number];

export interface IdentityToken {
  token: string;
  provider: IdentityProviderName;
}

export interface CodeHandle {
  readonly provider: IdentityProviderName;
  readonly destination: string;
  readonly ref: unknown;
}

export const CANCELLED = 'cancelled';
export const REDIRECTING = 'redirecting';

interface IdentityClientBase {
  readonly name: 'local' | 'firebase';
  /** E.164 (`+919876543210`). */
  sendPhoneCode(phoneNumber: string): Promise<CodeHandle>;
  confirmCode(handle: CodeHandle, code: string): Promise<IdentityToken>;
  reset(): void;
}

export interface PopupIdentityClient extends IdentityClientBase {
  readonly google: 'popup';
  signInWithGoogle(): Promise<IdentityToken | typeof CANCELLED | typeof REDIRECTING>;
  finishRedirect(): Promise<IdentityToken | null>;
}

/** Google is played by an account chooser; the email is proven with a mailed code (docs/decisions/0014). */
export interface ChooserIdentityClient extends IdentityClientBase {
  readonly google: 'chooser';
  sendEmailCode(account: { email: string; name: string }): Promise<CodeHandle>;
}

export type IdentityClient = PopupIdentityClient | ChooserIdentityClient;

export class IdentityError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly credentials = false,
  ) {
    super(message);
    this.name = 'IdentityError';
  }
}

/** SPEC 8 reloads the page. */
export class NoUserError extends Error {
  constructor() {
    super('The identity provider returned no user');
    this.name = 'NoUserError';
  }
}
