import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../hono-env';
import type { Logger } from '../logger';

export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  // A random prefix per process and a counter: unique across instances, and far cheaper than a UUID per request.
  const prefix = randomBytes(6).toString('hex');
  let counter = 0;
  return async (c, next) => {
    const started = performance.now();
    const reqId = `${prefix}-${(++counter).toString(36)}`;
    c.set('reqId', reqId);
    await next();
    const status = c.res.status;
    const fields = {
      reqId,
      method: c.req.method,
      // A meeting's link is its key (decision 0041): the log names the route, not the token.
      path: c.req.path.replace(/^\/api\/meta\/meeting\/[^/]+/, '/api/meta/meeting/:token'),
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) logger.error('request', fields);
    else logger.info('request', fields);
  };
}
