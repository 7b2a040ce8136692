import { env } from '@/config/env';
import type { IdentityClient } from './identity-client';

export * from './identity-client';

let client: Promise<IdentityClient> | null = null;

/** Loaded on first use; one client per page, so the reCAPTCHA is created once. */
export function loadIdentity(provider = env.identityProvider): Promise<IdentityClient> {
  client ??= (
    provider === 'firebase'
      ? import('./firebase').then((m) => m.createFirebaseIdentity())
      : import('./local').then((m) => m.createLocalIdentity())
  ).catch((err: unknown) => {
    client = null;
    throw err;
  });
  return client;
}
