import { isAxiosError } from 'axios';
import { callPublic as call, publicRow } from '@/lib/http/public-call';
import { isOwnService } from '@/lib/http/service-url';
import type { HumanCheckChallenge } from '@contract/human-check';

// The invisible human check (docs/decisions/0038): a challenge from the API, solved in the background while the
// visitor types, handed over when a form is sent. Nobody is refused or shown a puzzle by it: whatever goes wrong, the
// form is sent without a proof and the server decides what that means.

/** The endpoint that issues challenges: the demo form's (contact service) or the local code sends'. */
export type ChallengeSource = 'humanCheckChallenge' | 'identityLocalHumanCheck';

export interface HumanCheck {
  /** Solving begins (again, if it ended): call when the form shows. */
  start(): void;
  /** The proof for one send, waiting for it if need be; undefined when there is none to give. */
  getProof(): Promise<string | undefined>;
  /** Stops the solving (the form is gone). */
  dispose(): void;
}

interface Proof {
  payload: string;
  expiresAt: number;
}

export interface HumanCheckDeps {
  fetchChallenge(source: ChallengeSource): Promise<HumanCheckChallenge>;
  solve(challenge: HumanCheckChallenge, controller: AbortController): Promise<{ counter: number; derivedKey: string } | null>;
  now(): number;
  /** Whether the service is ours; SPEC's own services have no human check, so nothing is asked of them. */
  ours?(source: ChallengeSource): boolean;
}

/** A proof this close to its challenge's expiry is not used: a new one is solved. */
const EXPIRY_MARGIN_MS = 30_000;
/** The longest a send waits for its proof. */
const WAIT_MS = 25_000;

const defaultDeps: HumanCheckDeps = {
  fetchChallenge: async (source) => (await call(source)).data.challenge,
  solve: async (challenge, controller) => (await import('./solve')).solve(challenge, controller),
  now: () => Date.now(),
  ours: (source) => isOwnService(publicRow(source).service),
};

/** An API without the endpoint (the app pointed at services that have no human check): the check is skipped. */
const absent = (err: unknown) => isAxiosError(err) && [404, 405, 501].includes(err.response?.status ?? 0);

export function createHumanCheck(source: ChallengeSource, deps: HumanCheckDeps = defaultDeps): HumanCheck {
  let controller = new AbortController();
  let pending: Promise<Proof | undefined> | null = null;
  let unavailable = deps.ours?.(source) === false;

  const prove = async (): Promise<Proof | undefined> => {
    try {
      const challenge = await deps.fetchChallenge(source);
      const solution = await deps.solve(challenge, controller);
      if (!solution) return undefined;
      const payload = btoa(JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } }));
      return { payload, expiresAt: challenge.parameters.expiresAt * 1000 };
    } catch (err) {
      if (absent(err)) unavailable = true;
      return undefined;
    }
  };
  const usable = (proof: Proof | undefined): proof is Proof => proof !== undefined && proof.expiresAt - EXPIRY_MARGIN_MS > deps.now();
  const within = <T>(work: Promise<T>): Promise<T | undefined> =>
    Promise.race([work, new Promise<undefined>((resolve) => setTimeout(resolve, WAIT_MS))]);

  return {
    start() {
      if (controller.signal.aborted) controller = new AbortController();
      if (!pending && !unavailable) pending = prove();
    },
    async getProof() {
      if (unavailable) return undefined;
      // Each proof is used once: the next caller gets the next one.
      const mine = pending ?? prove();
      pending = null;
      let proof = await within(mine);
      // Expired while the form stood open, or a hiccup: one fresh try.
      if (!usable(proof) && !unavailable && !controller.signal.aborted) proof = await within(prove());
      if (!unavailable && !controller.signal.aborted) pending = prove();
      return usable(proof) ? proof.payload : undefined;
    },
    dispose() {
      controller.abort();
      pending = null;
    },
  };
}
