import type { Logger } from '../logger';
import type { IdentityVerifier } from './identity';

/**
 * The offline identity provider. Skeleton for the Foundation issue: it verifies nothing yet.
 * The API issue adds sending one-time codes (fixed codes for LOCAL_TEST_PHONES, others to the log and outbox),
 * the local Google-like account chooser, and signed identity tokens that `verify` checks.
 */
export function createLocalIdentity(options: { testPhones: Record<string, string>; logger: Logger }): IdentityVerifier {
  void options;
  return {
    kind: 'local',
    verify: async () => null,
  };
}
