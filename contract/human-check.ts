import { z } from 'zod';

// The invisible human check (docs/decisions/0038): an ALTCHA proof of work, solved by the browser in the background.

/** An ALTCHA v2 challenge (altcha-lib `Challenge`) as the server signs it: deterministic PBKDF2, with an expiry. */
export const HumanCheckChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int().positive(),
    keyLength: z.number().int().positive(),
    keyPrefix: z.string(),
    keySignature: z.string(),
    /** Seconds since the epoch. */
    expiresAt: z.number().int().positive(),
  }),
  signature: z.string(),
});
export type HumanCheckChallenge = z.infer<typeof HumanCheckChallengeSchema>;

export const HumanCheckReplySchema = z.object({
  message: z.string(),
  data: z.object({ challenge: HumanCheckChallengeSchema }),
});

/** The proof a form sends: base64 of the JSON `{challenge, solution}` (the ALTCHA widget's payload format). */
export const HumanCheckProofSchema = z.string().max(4096);
