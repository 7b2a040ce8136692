/** A fixed-window counter as a store reports it. */
export interface Counter {
  count: number;
  /** Milliseconds until the window ends and the count starts again at zero. */
  resetInMs: number;
}

/**
 * Fixed-window counters keyed by string. The memory store is the default (one process); the Redis store shares the
 * counts between instances (REDIS_URL). Callers decide what a key means and what limit applies.
 */
export interface RateLimiter {
  /** Count one event under `key`; the first event opens a window of `windowMs`. */
  hit(key: string, windowMs: number): Promise<Counter>;
  /** The current window's count without adding to it, or null when no window is open. */
  get(key: string): Promise<Counter | null>;
  /** Forget the key (a successful login clears its failures). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

interface Entry {
  count: number;
  resetAt: number;
}

/**
 * Counters in a Map. `now` is injected so tests can move time; expired entries are swept lazily, and past `maxKeys`
 * the oldest windows go first, so a flood of spoofed addresses cannot grow the map without bound.
 */
export function createMemoryLimiter(options: { now?: () => number; maxKeys?: number } = {}): RateLimiter {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 100_000;
  const entries = new Map<string, Entry>();
  let nextSweep = 0;

  const sweep = (t: number) => {
    if (t >= nextSweep || entries.size >= maxKeys) {
      for (const [key, e] of entries) if (e.resetAt <= t) entries.delete(key);
      nextSweep = t + 10_000;
    }
    // Map iteration is insertion order, i.e. oldest window first.
    for (const key of entries.keys()) {
      if (entries.size < maxKeys) break;
      entries.delete(key);
    }
  };
  const live = (key: string, t: number) => {
    const e = entries.get(key);
    if (e && e.resetAt <= t) {
      entries.delete(key);
      return undefined;
    }
    return e;
  };

  return {
    async hit(key, windowMs) {
      const t = now();
      let e = live(key, t);
      if (!e) {
        sweep(t);
        e = { count: 0, resetAt: t + windowMs };
        entries.set(key, e);
      }
      e.count += 1;
      return { count: e.count, resetInMs: e.resetAt - t };
    },
    async get(key) {
      const t = now();
      const e = live(key, t);
      return e ? { count: e.count, resetInMs: e.resetAt - t } : null;
    },
    async reset(key) {
      entries.delete(key);
    },
    async close() {
      entries.clear();
    },
  };
}
