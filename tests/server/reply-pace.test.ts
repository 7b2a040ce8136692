import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReplyPace } from '../../server/src/services/reply-pace';

// Issue 38 item 5: a quarantined booking is answered no sooner than a lead's typical reply.
describe('ReplyPace', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] }));
  afterEach(() => vi.useRealTimers());

  /** How long keep() holds a reply begun now, with the given spread. */
  async function held(pace: ReplyPace, spread: number, alreadyTook = 0): Promise<number> {
    const startedAt = performance.now();
    vi.advanceTimersByTime(alreadyTook);
    let done = false;
    const kept = pace.keep(startedAt, spread).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    let waited = 0;
    while (!done && waited < 10_000) {
      await vi.advanceTimersByTimeAsync(1);
      waited++;
    }
    await kept;
    return waited + alreadyTook;
  }

  it('learns the typical lead reply as a moving average and holds a faster reply until then', async () => {
    const pace = new ReplyPace();
    expect(await held(pace, 1)).toBe(0); // nothing learnt yet: nothing to match
    pace.learn(100);
    expect(pace.typical).toBe(100);
    pace.learn(200);
    expect(pace.typical).toBeCloseTo(110);
    expect(await held(pace, 1)).toBe(110);
    // The spread moves it by up to ±15 %, and time already spent counts.
    expect(Math.abs((await held(pace, 0.85)) - 93.5)).toBeLessThanOrEqual(1);
    expect(await held(pace, 1, 60)).toBe(110);
    // A reply that already took longer is not held at all.
    expect(await held(pace, 1, 150)).toBe(150);
  });
});
