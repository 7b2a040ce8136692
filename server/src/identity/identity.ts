/** Who an identity token says the caller is, after the provider has checked it. */
export interface VerifiedIdentity {
  provider: 'google' | 'phone';
  subject: string;
  email?: string;
  /** The provider vouches for the email (Google accounts do); only then may it link an existing account. */
  emailVerified?: boolean;
  phoneNumber?: string;
  name?: string;
  /**
   * Set when the token may be spent only once (the local provider's tokens, docs/decisions/0035): its id and when it
   * expires. `POST user` records it in the database and refuses a second use on any instance.
   */
  singleUse?: { tokenId: string; expiresAt: Date };
}

/** Checks the `{token, provider}` a metaverse user posts to `POST user` (SPEC 7.4, 7.6). */
export interface IdentityVerifier {
  readonly kind: 'local' | 'firebase';
  verify(provider: VerifiedIdentity['provider'], token: string): Promise<VerifiedIdentity | null>;
}
