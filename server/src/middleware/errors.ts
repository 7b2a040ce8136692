import { MESSAGES } from '@contract/messages';
import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorBody, HttpError, NothingSaved } from '../errors';
import type { AppEnv } from '../hono-env';
import type { Logger } from '../logger';

/** Every error becomes `{message, errors: {details}}` and never carries a stack. */
export function errorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (err, c) => {
    if (err instanceof HttpError) {
      for (const [name, value] of Object.entries(err.headers ?? {})) c.header(name, value);
      return c.json(errorBody(err.message, err.details), err.status);
    }
    if (err instanceof HTTPException && err.status < 500) {
      return c.json(errorBody(err.message || 'Bad request'), err.status as ContentfulStatusCode);
    }
    logger.error('unhandled error', {
      reqId: c.get('reqId'),
      method: c.req.method,
      path: c.req.path,
      error: err instanceof Error ? { name: err.name, message: err.message, stack: err.stack } : String(err),
    });
    return c.json(errorBody(err instanceof NothingSaved ? err.replyMessage : MESSAGES.internal), 500);
  };
}

export const apiNotFound = (c: Context<AppEnv>) => c.json(errorBody(MESSAGES.notFound), 404);

export const payloadTooLarge = (c: Context<AppEnv>) => c.json(errorBody('Payload too large'), 413);
