import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './hono-env';

/** The origin public/robots.txt and public/sitemap.xml are written with. */
export const PLACEHOLDER_ORIGIN = 'https://eternity.example';

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Not built</title>
<p>The web app has not been built yet. Run <code>npm run build</code>, then restart the server.</p>`;

/**
 * The built SPA: hashed files under /assets are cached for a year, index.html never is (so a deploy is picked up
 * at once), and any other GET that accepts HTML gets index.html so client-side routes like /faq survive a reload.
 */
export function serveSpa(app: Hono<AppEnv>, staticDir: string, siteUrl?: string): void {
  const root = path.resolve(staticDir);
  const indexFile = path.join(root, 'index.html');
  const noCache = (c: { header: (k: string, v: string) => void }) => c.header('Cache-Control', 'no-cache');

  // robots.txt and sitemap.xml need absolute URLs: public/ writes PLACEHOLDER_ORIGIN, replaced here by SITE_URL, or
  // by the request's own origin (then never cached, since a Host header is the client's to choose).
  for (const [file, type] of [
    ['robots.txt', 'text/plain; charset=utf-8'],
    ['sitemap.xml', 'application/xml; charset=utf-8'],
  ] as const) {
    app.get(`/${file}`, async (c) => {
      const full = path.join(root, file);
      if (!existsSync(full)) return c.text('Not found', 404);
      const origin = siteUrl ?? new URL(c.req.url).origin;
      const text = (await readFile(full, 'utf8')).replaceAll(PLACEHOLDER_ORIGIN, origin);
      return c.body(text, 200, { 'content-type': type, 'cache-control': siteUrl ? 'public, max-age=3600' : 'no-store' });
    });
  }

  if (existsSync(root)) {
    // serveStatic's onFound runs after the response is built, so caching headers are set on the way out instead.
    app.use('*', async (c, next) => {
      await next();
      if (c.res.status !== 200 || c.res.headers.has('Cache-Control')) return;
      const type = c.res.headers.get('Content-Type') ?? '';
      const policy = c.req.path.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : type.startsWith('text/html')
          ? 'no-cache'
          : 'public, max-age=3600';
      c.res.headers.set('Cache-Control', policy);
    });
    // The build writes .br/.gz beside each asset (vite.config.ts `precompress`): sent when the browser accepts them.
    app.use('*', serveStatic({ root, precompressed: true }));
  }

  app.get('*', async (c) => {
    const accept = c.req.header('accept') ?? '';
    // A missing /assets/app.js asked for with */* must stay a 404, not turn into HTML.
    const wantsHtml = accept.includes('text/html') || (accept.includes('*/*') && path.extname(c.req.path) === '');
    if (!wantsHtml) return c.text('Not found', 404);
    if (!existsSync(indexFile)) return c.html(NOT_BUILT, 503);
    noCache(c);
    return c.html(await readFile(indexFile, 'utf8'));
  });
}
