import type { Config } from '../env';
import { createMemoryLimiter, type RateLimiter } from './limiter';
import { createRedisLimiter } from './redis';

export type { RateLimiter } from './limiter';
export { createMemoryLimiter } from './limiter';
export { createRedisLimiter } from './redis';

/** Redis when REDIS_URL is set (counts shared by every instance), else this process's memory (real time, not the app clock). */
export function createRateLimiter(config: Pick<Config, 'redisUrl'>): RateLimiter {
  if (config.redisUrl) return createRedisLimiter({ url: config.redisUrl });
  return createMemoryLimiter();
}
