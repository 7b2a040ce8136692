import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * Where the abuse-limit counters live (docs/decisions/0016-abuse-limits-with-rate-limiter-flexible.md). The counting
 * itself is rate-limiter-flexible's: `consume` adds a point atomically and rejects with a `RateLimiterRes` past the
 * limit, so N parallel requests can never all pass. This process's memory by default; Redis (REDIS_URL) shares the
 * counts between instances.
 */
export interface RateLimiter {
  /** One limit: `points` per fixed window of `durationSeconds`, its keys kept apart from other limits by `name`. */
  limit(name: string, points: number, durationSeconds: number): RateLimiterAbstract;
  /**
   * Calls `listener` whenever the shared store fails (Redis only). Counting then goes on in this process's memory
   * (the library's insurance limiter), so the listener is for the log, not for deciding anything.
   */
  onStoreError?(listener: (error: unknown) => void): void;
  close(): Promise<void>;
}

/**
 * RateLimiterMemory per limit. Its windows run on the real clock (Date.now), not on `deps.clock`: tests that need a
 * window to pass fake `Date` (vi.useFakeTimers({ toFake: ['Date'] })). An expired key is dropped by the library's
 * own timer, so a flood of distinct addresses is bounded by what arrives within one window.
 */
export function createMemoryLimiter(): RateLimiter {
  const limits = new Map<string, RateLimiterMemory>();
  return {
    limit(name, points, durationSeconds) {
      const id = `${name}/${points}/${durationSeconds}`;
      let limiter = limits.get(id);
      if (!limiter) {
        limiter = new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds });
        limits.set(id, limiter);
      }
      return limiter;
    },
    async close() {
      limits.clear();
    },
  };
}
