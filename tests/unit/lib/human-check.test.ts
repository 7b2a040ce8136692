import { describe, expect, it, vi } from 'vitest';
import { createHumanCheck, type HumanCheckDeps } from '@/lib/human-check';
import type { HumanCheckChallenge } from '@contract/human-check';

// createHumanCheck's bookkeeping (docs/decisions/0038): one proof per send, renewed before expiry, skipped when absent.

const challenge = (n: number, expiresAt: number): HumanCheckChallenge => ({
  parameters: {
    algorithm: 'PBKDF2/SHA-256',
    nonce: String(n).padStart(32, '0'),
    salt: '1'.repeat(32),
    cost: 1000,
    keyLength: 32,
    keyPrefix: 'ab',
    keySignature: 'cd',
    expiresAt,
  },
  signature: 'ef',
});
const decode = (proof: string | undefined) => JSON.parse(atob(proof!)) as { challenge: HumanCheckChallenge };

function fakeDeps(now = 1_000_000_000_000) {
  let issued = 0;
  const clock = { now };
  const deps: HumanCheckDeps = {
    fetchChallenge: vi.fn(async () => challenge(++issued, Math.floor(clock.now / 1000) + 600)),
    solve: vi.fn(async () => ({ counter: 7, derivedKey: 'ab'.repeat(32) })),
    now: () => clock.now,
  };
  return { deps, clock };
}

describe('createHumanCheck', () => {
  it('gives each send its own proof', async () => {
    const { deps } = fakeDeps();
    const check = createHumanCheck('humanCheckChallenge', deps);
    check.start();
    const first = decode(await check.getProof());
    const second = decode(await check.getProof());
    expect(first.challenge.parameters.nonce).not.toBe(second.challenge.parameters.nonce);
    expect(deps.fetchChallenge).toHaveBeenCalledWith('humanCheckChallenge');
  });

  it('solves a new challenge when the one solved in advance is about to expire', async () => {
    const { deps, clock } = fakeDeps();
    const check = createHumanCheck('identityLocalHumanCheck', deps);
    check.start();
    await vi.waitFor(() => expect(deps.solve).toHaveBeenCalledTimes(1));
    clock.now += 590_000;
    const proof = decode(await check.getProof());
    expect(proof.challenge.parameters.nonce).toBe('2'.padStart(32, '0'));
    expect(proof.challenge.parameters.expiresAt * 1000).toBeGreaterThan(clock.now + 30_000);
  });

  it('skips the check, without waiting, when the API has no challenge endpoint', async () => {
    const { deps } = fakeDeps();
    const notThere = Object.assign(new Error('404'), { isAxiosError: true, response: { status: 404 } });
    deps.fetchChallenge = vi.fn(async () => Promise.reject(notThere));
    const check = createHumanCheck('humanCheckChallenge', deps);
    check.start();
    expect(await check.getProof()).toBeUndefined();
    expect(await check.getProof()).toBeUndefined();
    expect(deps.fetchChallenge).toHaveBeenCalledTimes(1);
  });

  it('a failed solve gives no proof and one more try; never a throw', async () => {
    const { deps } = fakeDeps();
    deps.solve = vi.fn(async () => null);
    const check = createHumanCheck('humanCheckChallenge', deps);
    expect(await check.getProof()).toBeUndefined();
    // The one it waited for, one more try, and the next send's, begun in advance.
    expect(deps.solve).toHaveBeenCalledTimes(3);
  });

  it('dispose stops the solving it started', async () => {
    const { deps } = fakeDeps();
    let signal: AbortSignal | undefined;
    deps.solve = vi.fn(async (_c, controller: AbortController) => {
      signal = controller.signal;
      return new Promise<null>(() => {});
    });
    const check = createHumanCheck('humanCheckChallenge', deps);
    check.start();
    await vi.waitFor(() => expect(signal).toBeDefined());
    check.dispose();
    expect(signal!.aborted).toBe(true);
  });
});
