import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** Where the abuse-limit counters live: memory or Redis (docs/decisions/0016). */
export interface RateLimiter {
  /** One limit: `points` per fixed window of `durationSeconds`, its keys kept apart from other limits by `name`. */
  limit(name: string, points: number, durationSeconds: number): RateLimiterAbstract;
  /** Calls `listener` when the shared store fails (Redis only; counting goes on in memory meanwhile). */
  onStoreError?(listener: (error: unknown) => void): void;
  close(): Promise<void>;
}

/** RateLimiterMemory per limit, on the real clock: tests fake `Date` to pass a window. */
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
