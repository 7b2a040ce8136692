import { createHmac } from 'node:crypto';
import { createRemoteJWKSet } from 'jose';
import type { Config } from '../env';
import type { Logger } from '../logger';
import { createFirebaseIdentity } from './firebase';
import type { IdentityVerifier } from './identity';
import { createLocalIdentity } from './local';

export type { IdentityVerifier, VerifiedIdentity } from './identity';

/** The identity verifier IDENTITY_PROVIDER asks for (ARCHITECTURE "Identity"). */
export function createIdentity(config: Config, deps: { logger: Logger; clock: () => Date }): IdentityVerifier {
  if (config.identityProvider === 'firebase') {
    if (!config.firebaseProjectId) throw new Error('FIREBASE_PROJECT_ID is required when IDENTITY_PROVIDER=firebase');
    // FIREBASE_JWKS_URL: another key server (the cluster suite's, docs/decisions/0058); the claims checked are the same.
    const keys = config.firebaseJwksUrl ? createRemoteJWKSet(new URL(config.firebaseJwksUrl)) : undefined;
    return createFirebaseIdentity({ projectId: config.firebaseProjectId, logger: deps.logger, clock: deps.clock, keys });
  }
  // Derived rather than random, so identity tokens survive a restart and verify on every instance; a separate key
  // from the access tokens' so neither kind of token can ever pass for the other.
  const secret = createHmac('sha256', config.jwtSecret).update('local-identity').digest('hex');
  return createLocalIdentity({ testPhones: config.localTestPhones, logger: deps.logger, clock: deps.clock, secret });
}
