import type { Config } from '../env';
import { createMemoryLimiter, type RateLimiter } from './limiter';
import { createRedisLimiter } from './redis';

export type { RateLimiter } from './limiter';
export { createMemoryLimiter } from './limiter';
export { createRedisLimiter } from './redis';

/**
 * Redis when REDIS_URL is set (counters shared by every instance), else this process's memory. The clock is not used:
 * rate-limiter-flexible's windows run on real time (Date.now for memory, the TTL for Redis); the parameter stays so
 * callers need not change.
 */
export function createRateLimiter(config: Pick<Config, 'redisUrl'>, _now: () => Date = () => new Date()): RateLimiter {
  if (config.redisUrl) return createRedisLimiter({ url: config.redisUrl });
  return createMemoryLimiter();
}
