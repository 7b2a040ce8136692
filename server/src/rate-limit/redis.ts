import { Redis } from 'ioredis';
import type { Counter, RateLimiter } from './limiter';

// INCR and the window's expiry in one round trip, atomically: a crash between the two can never leave a counter
// without a TTL (which would lock its key out for good).
const HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/**
 * Counters in Redis, shared by every instance behind the load balancer. Keys are `<prefix><key>`, so several
 * deployments (or test runs) can use one server. Commands time out quickly: the caller fails open on errors.
 */
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

  return {
    client,
    async hit(key, windowMs) {
      const [count, ttl] = (await client.eval(HIT, 1, prefix + key, String(windowMs))) as [number, number];
      return { count: Number(count), resetInMs: Math.max(0, Number(ttl)) };
    },
    async get(key): Promise<Counter | null> {
      const [[, value], [, ttl]] = ((await client.multi().get(prefix + key).pttl(prefix + key).exec()) ?? [
        [null, null],
        [null, -2],
      ]) as [[unknown, string | null], [unknown, number]];
      if (value === null || Number(ttl) < 0) return null;
      return { count: Number(value), resetInMs: Number(ttl) };
    },
    async reset(key) {
      await client.del(prefix + key);
    },
    async close() {
      if (!options.client) await client.quit().catch(() => client.disconnect());
    },
  };
}
