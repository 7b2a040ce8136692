import { HumanCheckChallengeSchema, type HumanCheckChallenge } from '@contract/human-check';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt } from 'drizzle-orm';
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { usedHumanChecks } from '../db/schema';

// The invisible human check (docs/decisions/0038): a self-hosted ALTCHA proof of work. The server signs a challenge
// whose answer is a counter it picked at random; the browser finds it by trying counters from 0 (PBKDF2 in WebCrypto,
// in a Web Worker), and sends the challenge back with the key it derived. Each challenge works once, for minutes.

/** PBKDF2-SHA-256 in WebCrypto: no WebAssembly, so no 'wasm-unsafe-eval' in the page's CSP. */
export const HUMAN_CHECK_ALGORITHM = 'PBKDF2/SHA-256';
/** Iterations per try. */
export const HUMAN_CHECK_COST = 1_000;
/**
 * The secret counter is drawn from this range: the browser tries every counter up to it, so the work is bounded.
 * Measured in Chromium on one core of a 2-core server: 0.21 ms a try, so 20-170 ms; a phone about 5 times slower.
 */
export const HUMAN_CHECK_COUNTER = { min: 100, max: 800 } as const;
/** Seconds a challenge can be answered: the form fetches a new one when its proof is close to expiry. */
export const HUMAN_CHECK_TTL = 10 * 60;

export type HumanCheckOutcome = 'passed' | 'failed' | 'missing';

type KeyDeps = Pick<AppDeps, 'config' | 'clock'>;

/** Two keys from the configured one: the challenge's signature and the derived key's signature never share a key. */
function keys(config: AppDeps['config']) {
  const sub = (use: string) => createHmac('sha256', config.humanCheckKey).update(`altcha ${use}`).digest('hex');
  return { challenge: sub('challenge'), derivedKey: sub('derived key') };
}

/**
 * A new signed challenge. `counter` is the secret answer (random in HUMAN_CHECK_COUNTER unless given: tests give a
 * tiny one to be solved at once).
 */
export async function issueChallenge(deps: KeyDeps, options: { counter?: number } = {}): Promise<HumanCheckChallenge> {
  const { challenge, derivedKey } = keys(deps.config);
  const issued = await createChallenge({
    algorithm: HUMAN_CHECK_ALGORITHM,
    cost: HUMAN_CHECK_COST,
    counter: options.counter ?? randomInt(HUMAN_CHECK_COUNTER.max, HUMAN_CHECK_COUNTER.min),
    deriveKey,
    expiresAt: Math.floor(deps.clock().getTime() / 1000) + HUMAN_CHECK_TTL,
    hmacSignatureSecret: challenge,
    hmacKeySignatureSecret: derivedKey,
  });
  return HumanCheckChallengeSchema.parse(issued);
}

const ProofSchema = z.strictObject({
  challenge: z.strictObject({
    parameters: HumanCheckChallengeSchema.shape.parameters.strict(),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  solution: z.object({
    counter: z.number().int().min(0).max(0xffffffff),
    derivedKey: z.string().regex(/^[0-9a-f]{2,256}$/),
  }),
});

/** base64 of JSON, as the ALTCHA widget sends it; anything else is undefined. */
function decode(payload: string): z.infer<typeof ProofSchema> | undefined {
  try {
    return ProofSchema.parse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
  } catch {
    return undefined;
  }
}

/**
 * Check a proof: 'missing' without one, 'failed' when it is malformed, forged, expired, wrong or already used, else
 * 'passed' (and from then on used). Never throws for anything a caller can send.
 */
export async function verifyProof(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock' | 'logger'>,
  payload: unknown,
): Promise<HumanCheckOutcome> {
  if (payload === undefined || payload === null || payload === '') return 'missing';
  const fail = (reason: string): HumanCheckOutcome => {
    deps.logger.info('human check failed', { reason });
    return 'failed';
  };
  const proof = typeof payload === 'string' && payload.length <= 4096 ? decode(payload.trim()) : undefined;
  if (!proof) return fail('malformed');
  const { parameters } = proof.challenge;
  const now = deps.clock();
  if (parameters.algorithm !== HUMAN_CHECK_ALGORITHM) return fail('algorithm');
  if (parameters.expiresAt * 1000 <= now.getTime()) return fail('expired');
  const { challenge, derivedKey } = keys(deps.config);
  try {
    const result = await verifySolution({
      challenge: proof.challenge,
      solution: proof.solution,
      deriveKey,
      hmacSignatureSecret: challenge,
      hmacKeySignatureSecret: derivedKey,
    });
    if (!result.verified) return fail(result.expired ? 'expired' : result.invalidSignature ? 'signature' : 'solution');
  } catch {
    return fail('malformed');
  }
  // Recorded only once verified, so forged proofs cannot fill the table; the primary key settles a race.
  await deps.db.delete(usedHumanChecks).where(lt(usedHumanChecks.expiresAt, now));
  const [spent] = await deps.db
    .insert(usedHumanChecks)
    .values({ challengeId: parameters.nonce, usedAt: now, expiresAt: new Date(parameters.expiresAt * 1000) })
    .onConflictDoNothing()
    .returning({ challengeId: usedHumanChecks.challengeId });
  return spent ? 'passed' : fail('reused');
}
