import type { ErrorReply } from '@contract/common';
import { MESSAGES } from '@contract/messages';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type Detail = ErrorReply['errors']['details'][number];

/** An error the client is meant to see. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly details: Detail[] = [{ message, path: [] }],
    /** Headers the reply carries beside the error body (Retry-After on a 429). */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const errorBody = (message: string, details: Detail[] = [{ message, path: [] }]): ErrorReply => ({
  message,
  errors: { details },
});

/**
 * An unexpected failure whose transaction rolled back: still a logged 500, but its reply tells the caller that nothing
 * happened, so they can try again without fearing a double (issue 38 item 8).
 */
export class NothingSaved extends Error {
  constructor(
    readonly replyMessage: string,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'NothingSaved';
    if (cause instanceof Error && cause.stack) this.stack = cause.stack;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string = MESSAGES.unauthorized) => new HttpError(401, message);
export const forbidden = () => new HttpError(403, MESSAGES.forbidden);
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

export function validationError(issues: readonly { message: string; path: readonly PropertyKey[] }[]): HttpError {
  const details = issues.map((i) => ({
    message: i.message,
    path: i.path.map((p) => (typeof p === 'number' ? p : String(p))),
  }));
  return new HttpError(400, MESSAGES.validation, details);
}

/** PostgreSQL unique_violation, whether or not the driver wrapped it (drizzle puts the driver error in `cause`). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
