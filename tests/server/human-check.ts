import type { HumanCheckChallenge } from '@contract/human-check';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { issueChallenge } from '../../server/src/human-check';
import type { AppDeps } from '../../server/src/deps';

/** Solve a challenge as the browser does (altcha-lib, PBKDF2 in node here): the proof a form sends. */
export async function solveProof(challenge: HumanCheckChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the human-check challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * A proof the app accepts (docs/decisions/0038), signed with its key but with a tiny secret counter so it solves at
 * once; what the endpoints issue is solved for real in human-check.test.ts.
 */
export async function humanProof(t: { deps: Pick<AppDeps, 'config' | 'clock'> }): Promise<string> {
  return solveProof(await issueChallenge(t.deps, { counter: 1 }));
}
