import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimiter } from './limiter';

/** RateLimiterRedis per limit over one ioredis client, keys `<prefix><limit>:<key>`. */
export function createRedisLimiter(options: { url: string; prefix?: string; client?: Redis }): RateLimiter & {
  client: Redis;
} {
  const prefix = options.prefix ?? 'eternity:rl:';
  const client =
    options.client ??
    new Redis(options.url, {
      maxRetriesPerRequest: 1,
      commandTimeout: 1_000,
      enableOfflineQueue: true,
      // Keep reconnecting in the background, never faster than every 2 s.
      retryStrategy: (times) => Math.min(times * 200, 2_000),
    });
  const listeners: ((error: unknown) => void)[] = [];
  // Without a listener ioredis prints every connection error to the console itself.
  client.on('error', (error: unknown) => {
    for (const listener of listeners) listener(error);
  });
  const limits = new Map<string, RateLimiterAbstract>();

  return {
    client,
    limit(name, points, durationSeconds) {
      const id = `${name}/${points}/${durationSeconds}`;
      let limiter = limits.get(id);
      if (!limiter) {
        limiter = new RateLimiterRedis({
          storeClient: client,
          keyPrefix: `${prefix}${name}`,
          points,
          duration: durationSeconds,
          rejectIfRedisNotReady: true,
          insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds }),
        });
        limits.set(id, limiter);
      }
      return limiter;
    },
    onStoreError(listener) {
      listeners.push(listener);
    },
    async close() {
      limits.clear();
      if (!options.client) await client.quit().catch(() => client.disconnect());
    },
  };
}
