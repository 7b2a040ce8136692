import type { Config } from '../env';
import { createMemoryLimiter, type RateLimiter } from './limiter';
import { createRedisLimiter } from './redis';

export type { Counter, RateLimiter } from './limiter';
export { createMemoryLimiter } from './limiter';
export { createRedisLimiter } from './redis';

/** Redis when REDIS_URL is set (counters shared by every instance), else this process's memory. */
export function createRateLimiter(config: Pick<Config, 'redisUrl'>, now: () => Date = () => new Date()): RateLimiter {
  if (config.redisUrl) return createRedisLimiter({ url: config.redisUrl });
  return createMemoryLimiter({ now: () => now().getTime() });
}
