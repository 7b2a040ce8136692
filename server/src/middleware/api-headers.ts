import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../hono-env';
import { API_PERMISSIONS_POLICY } from '../permissions-policy';

// A short header set for JSON, built as one plain object per reply (docs/decisions/0010); `no-store`, because
// replies carry accounts and tokens. A reply meant to be cached says so in `apiReply`'s `extra` headers.

export const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
  'permissions-policy': API_PERMISSIONS_POLICY,
};

/** A whole API reply in one step: the header set, the request id, the content type and `extra` headers, which win. */
export function apiReply(
  c: Context<AppEnv>,
  body: string,
  status: ContentfulStatusCode,
  contentType = 'application/json',
  extra?: Readonly<Record<string, string>>,
): Response {
  c.set('replyHeaded', true);
  const headers: Record<string, string> = {
    'content-security-policy': API_HEADERS['content-security-policy']!,
    'x-content-type-options': API_HEADERS['x-content-type-options']!,
    'cross-origin-resource-policy': API_HEADERS['cross-origin-resource-policy']!,
    'referrer-policy': API_HEADERS['referrer-policy']!,
    'cache-control': API_HEADERS['cache-control']!,
    'permissions-policy': API_PERMISSIONS_POLICY,
    'x-request-id': c.get('reqId'),
    'content-type': contentType,
  };
  if (extra) Object.assign(headers, extra);
  return new Response(body, { status, headers });
}

/** Body limit for requests that may carry one (docs/decisions/0010); replies not built by `apiReply` get the headers. */
export function apiMiddleware(limitBody: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') await next();
    else {
      const refused: unknown = await limitBody(c, next);
      if (refused instanceof Response) c.res = refused;
    }
    if (c.get('replyHeaded')) return;
    for (const [name, value] of Object.entries(API_HEADERS)) c.header(name, value);
    c.header('x-request-id', c.get('reqId'));
  };
}
