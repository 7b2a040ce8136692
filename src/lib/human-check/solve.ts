import { solveChallenge, solveChallengeWorkers } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { HumanCheckChallenge } from '@contract/human-check';

export interface Solution {
  counter: number;
  derivedKey: string;
}

/** Give up on a challenge after this long: the send goes without a proof rather than keep anyone waiting. */
const SOLVE_TIMEOUT_MS = 20_000;

const createWorker = () => new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module', name: 'human-check' });

/** Find the counter of a challenge: in Web Workers (up to 4), else on the main thread. Null when aborted or timed out. */
export async function solve(challenge: HumanCheckChallenge, controller: AbortController): Promise<Solution | null> {
  if (typeof Worker !== 'undefined') {
    try {
      return await solveChallengeWorkers({
        challenge,
        concurrency: Math.min(4, navigator.hardwareConcurrency || 1),
        controller,
        createWorker,
        timeout: SOLVE_TIMEOUT_MS,
      });
    } catch {
      // A worker that cannot start (an old browser, a strict policy): the page solves it itself.
    }
  }
  return solveChallenge({ challenge, controller, deriveKey, timeout: SOLVE_TIMEOUT_MS });
}
