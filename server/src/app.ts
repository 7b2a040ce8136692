import { MESSAGES } from '@contract/messages';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import type { AppDeps } from './deps';
import type { Config } from './env';
import { errorBody } from './errors';
import type { AppEnv } from './hono-env';
import { apiMiddleware, apiReply } from './middleware/api-headers';
import { apiNotFound, errorHandler, payloadTooLarge } from './middleware/errors';
import { requestLog } from './middleware/request-log';
import { createLifecycle } from './lifecycle';
import { bearerMatches, createMetrics, httpMetrics } from './metrics';
import { renderDocs } from './docs';
import { buildOpenApi } from './openapi';
import { handlers } from './handlers';
import type { SomeHandlers } from './pipeline/handler';
import { documentPermissionsPolicy } from './permissions-policy';
import { mountEndpoints } from './pipeline/pipeline';
import { clientApiOrigins, serveSpa } from './static';

export type { AppDeps } from './deps';

/**
 * What the Firebase Auth SDK (popup, redirect, invisible reCAPTCHA) loads, by directive; only in firebase mode.
 * Exact hosts, paths where CSP allows them (docs/decisions/0035): no `*.googleapis.com` or `*.firebaseapp.com`, on
 * which anyone can host a script, and only reCAPTCHA's paths of www.google.com and www.gstatic.com.
 */
export function firebaseSources(config: Pick<Config, 'identityProvider' | 'firebaseProjectId' | 'client'>) {
  if (config.identityProvider !== 'firebase') return { script: [], connect: [], frame: [], img: [] };
  // The project's own auth domain (env.ts checked it is a bare host): the SDK frames its /__/auth/ helpers.
  const authDomain = config.client.FIREBASE_AUTH_DOMAIN ?? (config.firebaseProjectId ? `${config.firebaseProjectId}.firebaseapp.com` : undefined);
  const recaptcha = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
  return {
    // gapi (apis.google.com/js/api.js) for popup and redirect; reCAPTCHA's api.js and the release it loads.
    script: ['https://apis.google.com', 'https://www.gstatic.com/recaptcha/', 'https://www.google.com/recaptcha/'],
    connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://apis.google.com', ...recaptcha],
    frame: [...(authDomain ? [`https://${authDomain}`] : []), 'https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
    img: recaptcha,
  };
}

const HEALTHY = JSON.stringify({ status: 'ok' });

export function createApp(deps: AppDeps, options: { handlers?: SomeHandlers } = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const firebase = firebaseSources(deps.config);

  // One registry per app: tests make many apps in one process (main.ts passes its own, with process metrics).
  deps.metrics ??= createMetrics({ db: deps.db });
  const lifecycle = (deps.lifecycle ??= createLifecycle());
  const metrics = deps.metrics;

  app.onError(errorHandler(deps.logger));
  app.use(requestLog(deps.logger));
  app.use(httpMetrics(metrics));
  // Draining (SIGTERM): every reply closes its connection, so keep-alive clients reconnect through the balancer.
  app.use(async (c, next) => {
    await next();
    if (!lifecycle.draining) return;
    try {
      c.res.headers.set('Connection', 'close');
    } catch {
      // a reply with immutable headers keeps its connection; the listener closes idle ones anyway
    }
  });
  const documentHeaders = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...firebase.script],
      // Inline style attributes are set by React and carousel/phone-input libraries; inline scripts stay banned.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...firebase.img],
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      // PUBLIC_API_BASE_URL / PUBLIC_CONTACT_API_BASE_URL may name another origin (docs/decisions/0013).
      connectSrc: ["'self'", ...new Set([...clientApiOrigins(deps.config.client), ...deps.config.webBuildOrigins]), ...firebase.connect],
      frameSrc: ["'self'", ...deps.config.webBuildOrigins, ...firebase.frame],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
    // Google's sign-in popup must be able to report back to its opener.
    crossOriginOpenerPolicy: deps.config.identityProvider === 'firebase' ? 'same-origin-allow-popups' : 'same-origin',
  });
  const permissionsPolicy = documentPermissionsPolicy(deps.config.webBuildOrigins);
  const forApi = apiMiddleware(bodyLimit({ maxSize: 100 * 1024, onError: payloadTooLarge }));
  app.use((c, next) => {
    if (c.req.path.startsWith('/api/') && c.req.path !== '/api/docs') return forApi(c, next);
    c.header('X-Request-Id', c.get('reqId'));
    c.header('Permissions-Policy', permissionsPolicy);
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
  // Liveness: the process answers; nothing else is checked (a database outage must not get every instance restarted).
  app.get('/api/health/live', (c) => apiReply(c, HEALTHY, 200));
  // Readiness: send traffic here? Not while shutting down, without the database, or before this build's migrations.
  app.get('/api/health/ready', async (c) => {
    if (lifecycle.draining) return c.json(errorBody('Shutting down'), 503);
    try {
      await deps.db.execute(sql`select 1`);
      if (!(await lifecycle.migrated())) return c.json(errorBody('Migrations not applied'), 503);
    } catch (err) {
      deps.logger.error('readiness check failed', { reqId: c.get('reqId'), error: String(err) });
      return c.json(errorBody('Database unavailable'), 503);
    }
    return apiReply(c, HEALTHY, 200);
  });
  // Prometheus (docs/decisions/0057): behind METRICS_TOKEN; without one, open in a local evaluation, off in a deployment.
  app.get('/api/metrics', async (c) => {
    const token = deps.config.metricsToken;
    if (!token && deps.config.appMode === 'deployment') return apiNotFound(c);
    if (token && !bearerMatches(c.req.header('authorization'), token)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return c.json(errorBody(MESSAGES.unauthorized), 401);
    }
    let text: string;
    try {
      text = await metrics.registry.metrics();
    } catch (err) {
      deps.logger.error('metrics scrape failed', { reqId: c.get('reqId'), error: String(err) });
      return c.json(errorBody('Metrics unavailable'), 503);
    }
    return apiReply(c, text, 200, metrics.registry.contentType);
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
