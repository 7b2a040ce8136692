import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import type { AppDeps } from './deps';
import { errorBody } from './errors';
import type { AppEnv } from './hono-env';
import { apiMiddleware, apiReply } from './middleware/api-headers';
import { apiNotFound, errorHandler, payloadTooLarge } from './middleware/errors';
import { requestLog } from './middleware/request-log';
import { renderDocs } from './docs';
import { buildOpenApi } from './openapi';
import { handlers } from './handlers';
import type { SomeHandlers } from './pipeline/handler';
import { mountEndpoints } from './pipeline/pipeline';
import { clientApiOrigins, serveSpa } from './static';

export type { AppDeps } from './deps';

// Hosts the Firebase JS SDK, Google sign-in and invisible reCAPTCHA talk to; allowed only in firebase mode.
const FIREBASE_HOSTS = [
  'https://apis.google.com',
  'https://www.gstatic.com',
  'https://*.googleapis.com',
  'https://*.firebaseapp.com',
  'https://www.google.com',
];

const HEALTHY = JSON.stringify({ status: 'ok' });

export function createApp(deps: AppDeps, options: { handlers?: SomeHandlers } = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const firebase = deps.config.identityProvider === 'firebase' ? FIREBASE_HOSTS : [];

  app.onError(errorHandler(deps.logger));
  app.use(requestLog(deps.logger));
  const documentHeaders = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...firebase],
      // Inline style attributes are set by React and carousel/phone-input libraries; inline scripts stay banned.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...firebase],
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      // PUBLIC_API_BASE_URL / PUBLIC_CONTACT_API_BASE_URL may name another origin (docs/decisions/0013).
      connectSrc: ["'self'", ...new Set([...clientApiOrigins(deps.config.client), ...deps.config.webBuildOrigins]), ...firebase],
      frameSrc: ["'self'", ...deps.config.webBuildOrigins, ...firebase],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
    // Google's sign-in popup must be able to report back to its opener.
    crossOriginOpenerPolicy: firebase.length > 0 ? 'same-origin-allow-popups' : 'same-origin',
  });
  const forApi = apiMiddleware(bodyLimit({ maxSize: 100 * 1024, onError: payloadTooLarge }));
  app.use((c, next) => {
    if (c.req.path.startsWith('/api/') && c.req.path !== '/api/docs') return forApi(c, next);
    c.header('X-Request-Id', c.get('reqId'));
    return documentHeaders(c, next);
  });

  app.get('/api/health', async (c) => {
    try {
      await deps.db.execute(sql`select 1`);
    } catch (err) {
      deps.logger.error('health check failed', { reqId: c.get('reqId'), error: String(err) });
      return c.json(errorBody('Database unavailable'), 503);
    }
    return apiReply(c, HEALTHY, 200);
  });
  const openapi = buildOpenApi();
  const openapiJson = JSON.stringify(openapi);
  app.get('/api/openapi.json', (c) => apiReply(c, openapiJson, 200));
  const docs = renderDocs(openapi);
  app.get('/api/docs', (c) => c.html(docs));

  mountEndpoints(app, deps, { ...handlers, ...options.handlers });
  app.all('/api/*', apiNotFound);

  serveSpa(app, deps.config);
  return app;
}
