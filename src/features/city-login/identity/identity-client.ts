import type { IDENTITY_PROVIDERS } from '@contract/metaverse-user';

/** What `POST user` is told signed the token (SPEC 7.4). */
export type IdentityProviderName = (typeof IDENTITY_PROVIDERS)[number];

export interface IdentityToken {
  token: string;
  provider: IdentityProviderName;
}

/** A one-time code on its way (by SMS, or by mail for the local Google stand-in): confirm it with `confirmCode`. */
export interface CodeHandle {
  readonly provider: IdentityProviderName;
  /** Where the code went: the phone number or the email, to show. */
  readonly destination: string;
  /** The provider's own reference (a verification id, a Firebase ConfirmationResult). */
  readonly ref: unknown;
}

/** The visitor closed the Google popup (or opened a second one): nothing to say. */
export const CANCELLED = 'cancelled';
/** The popup was blocked: the page is going to Google and comes back to finish (`finishRedirect`). */
export const REDIRECTING = 'redirecting';

interface IdentityClientBase {
  readonly name: 'local' | 'firebase';
  /** `phoneNumber` in E.164 (`+919876543210`); the human check (if any) runs here. */
  sendPhoneCode(phoneNumber: string): Promise<CodeHandle>;
  confirmCode(handle: CodeHandle, code: string): Promise<IdentityToken>;
  /** Forget codes under way and make the human check ready again (after an error, when the dialog closes). */
  reset(): void;
}

export interface PopupIdentityClient extends IdentityClientBase {
  readonly google: 'popup';
  signInWithGoogle(): Promise<IdentityToken | typeof CANCELLED | typeof REDIRECTING>;
  /** After a redirect sign-in came back: its token, or null when there was none. */
  finishRedirect(): Promise<IdentityToken | null>;
}

/**
 * The local provider: Google is played by an account chooser in the dialog (email and name), and the email is proven
 * with a mailed one-time code (docs/decisions/0014), confirmed like a phone code.
 */
export interface ChooserIdentityClient extends IdentityClientBase {
  readonly google: 'chooser';
  sendEmailCode(account: { email: string; name: string }): Promise<CodeHandle>;
}

/** One interface for both providers, chosen by the run-time configuration (`env.identityProvider`). */
export type IdentityClient = PopupIdentityClient | ChooserIdentityClient;

/** A provider failure already put in words (e.g. a Firebase `auth/*` code); `code` is the provider's. */
export class IdentityError extends Error {
  constructor(
    message: string,
    readonly code: string,
    /** True when the person's proof was refused (wrong or expired code, disabled account): 'Invalid credentials'. */
    readonly credentials = false,
  ) {
    super(message);
    this.name = 'IdentityError';
  }
}

/** The provider (or `POST user`) answered without a user: SPEC 8 reloads the page. */
export class NoUserError extends Error {
  constructor() {
    super('The identity provider returned no user');
    this.name = 'NoUserError';
  }
}
