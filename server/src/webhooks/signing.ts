import { createHmac, randomBytes } from 'node:crypto';

// Signed exactly like Stripe's webhooks (docs/decisions/0047): the receiver recomputes the HMAC over "<t>.<raw body>"
// with its copy of the secret, compares in constant time and refuses a `t` too far from its own clock.

export const SECRET_PREFIX = 'whsec_';

/** `whsec_` and 32 random bytes, base64url. */
export const newWebhookSecret = (): string => `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;

/** What the list shows of a secret: enough to tell two apart, never enough to sign. */
export const secretHint = (secret: string): string => `${SECRET_PREFIX}…${secret.slice(-4)}`;

export const signatureOf = (secret: string, timestamp: number, body: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** The `Webhook-Signature` header: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. */
export const signatureHeader = (secret: string, timestamp: number, body: string): string =>
  `t=${timestamp},v1=${signatureOf(secret, timestamp, body)}`;
