import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { isAppPage } from '@contract/app-page-match';
import {
  CONTACT_ABSENT_ATTRIBUTE,
  CONTACT_ROW_ATTRIBUTE,
  CONTACT_SETTING_ATTRIBUTE,
  CONTACT_SETTING_KEYS,
  contactHref,
  contactText,
  contactValue,
  type ContactSettingKey,
} from '@contract/contact-settings';
import { RUNTIME_CONFIG_ID, type RuntimeClientConfig } from '@contract/runtime-config';
import type { Config } from './env';
import type { AppEnv } from './hono-env';

export const PLACEHOLDER_ORIGIN = 'https://eternity.example';

/** Where index.html wants the run-time config block (docs/decisions/0013-runtime-client-config.md). */
export const RUNTIME_CONFIG_PLACEHOLDER = '<!--runtime-config-->';

/** The run-time settings as a JSON data block (CSP allows it); `<>&` and U+2028/9 escaped so no value closes it. */
export function runtimeConfigBlock(client: RuntimeClientConfig): string {
  const json = JSON.stringify(client).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/json" id="${RUNTIME_CONFIG_ID}">${json}</script>`;
}

export function injectRuntimeConfig(html: string, client: RuntimeClientConfig): string {
  const block = runtimeConfigBlock(client);
  // Function replacers: a `$&` inside a configured value must stay literal.
  if (html.includes(RUNTIME_CONFIG_PLACEHOLDER)) return html.replace(RUNTIME_CONFIG_PLACEHOLDER, () => block);
  return html.replace(/<\/head>|$/i, (end) => block + end);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[ch]!);

// `<tag data-contact-setting="KEY" …attributes>text</tag>`, as <ContactValue> renders it: the marker first, no child
// element (docs/decisions/0060). Unset in the build it is empty and `hidden=""`, as are the rows around it
// (`data-contact-row`); what shows instead (`data-contact-absent`) is not.
const CONTACT_ELEMENT = new RegExp(`<([a-z]+) ${CONTACT_SETTING_ATTRIBUTE}="([A-Z_]+)"([^>]*)>[^<]*</\\1>`, 'g');
const CONTACT_ROW = new RegExp(`<([a-z]+) (${CONTACT_ROW_ATTRIBUTE}|${CONTACT_ABSENT_ATTRIBUTE})="([A-Z_]+)"([^>]*)>`, 'g');
const HIDDEN = / hidden=""/g;

/**
 * A prerendered page shows the contact details it was built with (`VITE_*`, or none); this writes the server's into
 * each marked element, text and link, shows the rows around them and hides what stood in for them, so the HTML says
 * what the hydrated page (reading the config block) says.
 */
export function applyContactSettings(html: string, client: RuntimeClientConfig): string {
  const known = (key: string): key is ContactSettingKey => (CONTACT_SETTING_KEYS as readonly string[]).includes(key);
  return html
    .replace(CONTACT_ELEMENT, (element: string, tag: string, key: string, attributes: string) => {
      // Unset here: the page keeps what it was built with, which is also what the browser falls back to.
      if (!known(key) || !client[key]) return element;
      const value = contactValue(client, key);
      const href = contactHref(key, value);
      const shown = attributes.replace(HIDDEN, '');
      const rest = href === undefined ? shown : shown.replace(/ href="[^"]*"/, () => ` href="${escapeHtml(href)}"`);
      return `<${tag} ${CONTACT_SETTING_ATTRIBUTE}="${key}"${rest}>${escapeHtml(contactText(key, value))}</${tag}>`;
    })
    .replace(CONTACT_ROW, (element: string, tag: string, kind: string, key: string, attributes: string) => {
      if (!known(key) || !client[key]) return element;
      const rest = attributes.replace(HIDDEN, '');
      return `<${tag} ${kind}="${key}"${kind === CONTACT_ABSENT_ATTRIBUTE ? ' hidden=""' : ''}${rest}>`;
    });
}

export function clientApiOrigins(client: RuntimeClientConfig): string[] {
  const absolute = [client.API_BASE_URL, client.CONTACT_API_BASE_URL].filter((u) => /^https?:\/\//i.test(u));
  return [...new Set(absolute.map((u) => new URL(u).origin))];
}

interface IndexPage {
  builtAs: string;
  html: string;
  br: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
}

/** A built HTML page with the config block, compressed once per build (the build's .br/.gz copies lack the config). */
function htmlPage(file: string, client: RuntimeClientConfig): () => Promise<IndexPage | undefined> {
  let page: IndexPage | undefined;
  return async () => {
    const st = await stat(file).catch(() => undefined);
    if (!st?.isFile()) return undefined;
    const builtAs = `${st.mtimeMs}:${st.size}`;
    if (page?.builtAs !== builtAs) {
      const html = injectRuntimeConfig(applyContactSettings(await readFile(file, 'utf8'), client), client);
      const br = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      page = { builtAs, html, br: new Uint8Array(br), gzip: new Uint8Array(gzipSync(html, { level: 9 })) };
    }
    return page;
  };
}

export const PRERENDERED_DIR = 'prerendered';

/** The prerendered page of a public path (`/faq` → faq.html); only single lower-case segments, so no path escapes. */
export function prerenderedFileOf(pathname: string): string | undefined {
  if (pathname === '/' || pathname === '/index.html') return 'index.html';
  const match = /^\/([a-z]+(?:-[a-z]+)*)$/.exec(pathname) ?? /^\/(products\/[a-z]+)$/.exec(pathname);
  // A product's page (/products/verify) is products-verify.html.
  return match ? `${match[1]!.replace('/', '-')}.html` : undefined;
}

function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    (header ?? '')
      .toLowerCase()
      .split(',')
      .filter((entry) => !/;\s*q=0(\.0*)?\s*$/.test(entry))
      .map((entry) => entry.split(';')[0]!.trim()),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
}

function sendIndex(c: Context<AppEnv>, page: IndexPage, status: 200 | 404 = 200): Response {
  c.header('Cache-Control', 'no-cache');
  c.header('Vary', 'Accept-Encoding', { append: true });
  const encoding = acceptedEncoding(c.req.header('accept-encoding'));
  if (!encoding) return c.html(page.html, status);
  c.header('Content-Encoding', encoding);
  return c.body(encoding === 'br' ? page.br : page.gzip, status, { 'Content-Type': 'text/html; charset=UTF-8' });
}

/**
 * A path through a dot-directory or to a dot-file (`/.vite/manifest.json`, `/.env`): the build's bookkeeping, never
 * the site (docs/decisions/0035). `/.well-known/` (RFC 8615) stays servable. Checked decoded, so `%2e` is no way round.
 */
export function isDotPath(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // malformed escapes: look at the raw text
  }
  return decoded.split(/[/\\]/).some((segment) => segment.startsWith('.') && segment !== '.well-known');
}

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Not built</title>
<p>The web app has not been built yet. Run <code>npm run build</code>, then restart the server.</p>`;

/** The built SPA: /assets cached for a year, index.html (with the run-time config) never; HTML GETs fall back to it. */
export function serveSpa(app: Hono<AppEnv>, config: Pick<Config, 'staticDir' | 'siteUrl' | 'client'>): void {
  const { siteUrl } = config;
  const root = path.resolve(config.staticDir);
  const page = htmlPage(path.join(root, 'index.html'), config.client);
  const prerendered = new Map<string, () => Promise<IndexPage | undefined>>();
  const prerenderedPage = async (file: string) => {
    const get = prerendered.get(file) ?? htmlPage(path.join(root, PRERENDERED_DIR, file), config.client);
    const built = await get();
    if (built) prerendered.set(file, get);
    return built;
  };

  // Absolute URLs: SITE_URL, else the request's origin (then not cached: the Host header is the client's).
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

  // Before any file is looked up: a dot path is a 404 whatever the Accept header (no SPA fallback either).
  app.use('*', async (c, next) => (isDotPath(c.req.path) ? c.text('Not found', 404) : next()));

  if (existsSync(root)) {
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
    // index.html and the prerendered pages are left to the handler below, which adds the config.
    const files = serveStatic({ root, precompressed: true });
    const own = (p: string) => p === '/' || p.startsWith('/index.html') || p.startsWith(`/${PRERENDERED_DIR}/`) || p === `/${PRERENDERED_DIR}`;
    app.use('*', (c, next) => (own(c.req.path) ? next() : files(c, next)));
  }

  app.get('*', async (c) => {
    const accept = c.req.header('accept') ?? '';
    const index = c.req.path === '/' || c.req.path === '/index.html';
    const wantsHtml = index || accept.includes('text/html') || (accept.includes('*/*') && path.extname(c.req.path) === '');
    if (!wantsHtml) return c.text('Not found', 404);
    // A path that is none of the app's pages gets the app too, which shows its not-found page, with a 404: a crawler
    // or a link checker sees the path does not exist (issue 37 item 3).
    if (!index && !isAppPage(c.req.path)) {
      const shell = await page();
      return shell ? sendIndex(c, shell, 404) : c.html(NOT_BUILT, 503);
    }
    const file = prerenderedFileOf(c.req.path);
    const built = (file && (await prerenderedPage(file))) || (await page());
    return built ? sendIndex(c, built) : c.html(NOT_BUILT, 503);
  });
}
