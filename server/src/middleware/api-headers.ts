import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../hono-env';

// Every reply under /api carries a short header set: JSON is never rendered as a document, so it needs no more than
// this to stop sniffing, framing and cross-site reads. Built as one plain object per reply, because headers added
// one by one (`c.header`) go through a WHATWG Headers object, which costs more than the rest of a cached list reply
// (docs/decisions/0010-api-reply-fast-path.md).
// `no-store` because API replies carry accounts, tokens and visitors' bookings: no browser cache or proxy on the way
// may keep them (the server's own list cache, pipeline/reply-cache.ts, is another matter). A reply meant to be
// cached says so in the `extra` headers of `apiReply`, which win.

export const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

/**
 * A whole API reply in one step: the short header set, the request id, the content type and any `extra` headers
 * (a download's file name, say; they replace a header of the set with the same name). `apiMiddleware` sees the mark
 * and adds nothing.
 */
export function apiReply(
  c: Context<AppEnv>,
  body: string,
  status: ContentfulStatusCode,
  contentType = 'application/json',
  extra?: Readonly<Record<string, string>>,
): Response {
  c.set('replyHeaded', true);
  // One object literal of a fixed shape: cheaper than spreading API_HEADERS into a new object on every reply.
  const headers: Record<string, string> = {
    'content-security-policy': API_HEADERS['content-security-policy']!,
    'x-content-type-options': API_HEADERS['x-content-type-options']!,
    'cross-origin-resource-policy': API_HEADERS['cross-origin-resource-policy']!,
    'referrer-policy': API_HEADERS['referrer-policy']!,
    'cache-control': API_HEADERS['cache-control']!,
    'x-request-id': c.get('reqId'),
    'content-type': contentType,
  };
  if (extra) Object.assign(headers, extra);
  return new Response(body, { status, headers });
}

/**
 * Every /api request except /api/docs: requests that may carry a body pass through `limitBody` (wrapping a GET's
 * empty body stream costs more than half of a cached list reply's time), and replies built any other way than
 * `apiReply` (errors, 404s, body-limit refusals) get the same headers afterwards.
 */
export function apiMiddleware(limitBody: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') await next();
    else {
      // The limit answers a refusal as its return value (after `next` it returns whatever `next` resolved to).
      const refused: unknown = await limitBody(c, next);
      if (refused instanceof Response) c.res = refused;
    }
    if (c.get('replyHeaded')) return;
    for (const [name, value] of Object.entries(API_HEADERS)) c.header(name, value);
    c.header('x-request-id', c.get('reqId'));
  };
}
