import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Logger } from '../logger';
import type { IdentityVerifier, VerifiedIdentity } from './identity';

// https://firebase.google.com/docs/auth/admin/verify-id-tokens#verify_id_tokens_using_a_third-party_jwt_library

export const FIREBASE_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

const SIGN_IN_PROVIDER: Record<VerifiedIdentity['provider'], string> = { google: 'google.com', phone: 'phone' };

export interface FirebaseIdentityOptions {
  projectId: string;
  logger: Logger;
  clock?: () => Date;
  /** Where the signing keys come from; Google's published JWKS (fetched and cached by jose) unless a test injects one. */
  keys?: JWTVerifyGetKey;
}

export function createFirebaseIdentity(options: FirebaseIdentityOptions): IdentityVerifier {
  const { projectId, logger } = options;
  const clock = options.clock ?? (() => new Date());
  const keys = options.keys ?? createRemoteJWKSet(new URL(FIREBASE_JWKS_URL));
  return {
    kind: 'firebase',
    async verify(provider, token) {
      let payload;
      try {
        ({ payload } = await jwtVerify(token, keys, {
          algorithms: ['RS256'],
          issuer: `https://securetoken.google.com/${projectId}`,
          audience: projectId,
          currentDate: clock(),
          requiredClaims: ['sub', 'exp', 'iat', 'auth_time'],
        }));
      } catch (err) {
        // A bad token is the caller's problem; Google's keys being unreachable is worth a log line (still a refusal).
        if (!(err instanceof errors.JOSEError) || err instanceof errors.JWKSTimeout) {
          logger.warn('firebase token verification failed', { error: err instanceof Error ? err.message : String(err) });
        }
        return null;
      }
      const sub = payload.sub;
      if (typeof sub !== 'string' || sub.length === 0 || sub.length > 128) return null;
      const authTime = payload.auth_time;
      if (typeof authTime !== 'number' || authTime * 1000 > clock().getTime() + 60_000) return null;
      const firebase = payload.firebase as { sign_in_provider?: unknown } | undefined;
      if (firebase?.sign_in_provider !== SIGN_IN_PROVIDER[provider]) return null;
      const str = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : undefined);
      return {
        provider,
        subject: sub,
        email: str(payload.email)?.toLowerCase(),
        emailVerified: payload.email_verified === true,
        phoneNumber: str(payload.phone_number),
        name: str(payload.name),
      };
    },
  };
}
