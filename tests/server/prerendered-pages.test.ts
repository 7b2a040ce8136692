import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { RUNTIME_CONFIG_ID } from '@contract/runtime-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDERED_DIR, prerenderedFileOf } from '../../server/src/static';
import { makeTestApp, type TestApp } from './helpers';

// docs/decisions/0026: the build prerenders the public pages into dist/prerendered/<name>.html;
// the server sends each for its exact path, with the run-time config in it, and the empty shell for every other path.

const page = (body: string) => `<!doctype html><html><head><title>${body}</title>
<!--runtime-config-->
<script type="module" crossorigin src="/assets/main-abc.js"></script></head><body><div id="root"${body === 'Shell' ? '' : ' data-prerendered-at="1"'}>${body === 'Shell' ? '' : `<h1>${body}</h1>`}</div></body></html>`;

async function get(t: TestApp, url: string, accept = 'text/html,*/*;q=0.8', encoding?: string) {
  const headers: Record<string, string> = { accept };
  if (encoding) headers['accept-encoding'] = encoding;
  const res = await t.app.request(url, { headers });
  const raw = Buffer.from(await res.arrayBuffer());
  const enc = res.headers.get('content-encoding');
  const html = (enc === 'br' ? brotliDecompressSync(raw) : enc === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
  return { res, html };
}

describe('prerendered public pages', () => {
  let t: TestApp;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), 'eternity-dist-'));
    writeFileSync(path.join(staticDir, 'index.html'), page('Shell'));
    mkdirSync(path.join(staticDir, PRERENDERED_DIR));
    writeFileSync(path.join(staticDir, PRERENDERED_DIR, 'index.html'), page('Landing'));
    writeFileSync(path.join(staticDir, PRERENDERED_DIR, 'faq.html'), page('Frequently asked'));
    t = await makeTestApp({ staticDir, env: { CONTACT_API_TOKEN: 'prerender-contact-key' } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it.each([
    ['/', 'Landing'],
    ['/index.html', 'Landing'],
    ['/faq', 'Frequently asked'],
    ['/faq?utm_source=x', 'Frequently asked'],
    // The app routes with `strict: false`, as the SPA's router matches /faq/ to /faq.
    ['/faq/', 'Frequently asked'],
  ])('GET %s sends its prerendered page with the run-time config', async (url, heading) => {
    for (const encoding of [undefined, 'br, gzip', 'gzip']) {
      const { res, html } = await get(t, url, undefined, encoding);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(html).toContain(`<h1>${heading}</h1>`);
      expect(html).not.toContain('<!--runtime-config-->');
      expect(html).toContain(`id="${RUNTIME_CONFIG_ID}"`);
      expect(html).toContain('prerender-contact-key');
    }
  });

  it.each([
    ['/aboutus', 200],
    ['/super-admin/login', 200],
    ['/dashboard/home', 200],
    // None of the app's pages: the shell still (the app shows its not-found page), with a 404.
    ['/FAQ', 404],
    ['/no-such-page', 404],
  ])(
    'GET %s (no prerendered page of its own) sends the empty shell',
    async (url, status) => {
      const { res, html } = await get(t, url);
      expect(res.status).toBe(status);
      expect(html).toContain('<title>Shell</title>');
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('prerender-contact-key');
    },
  );

  it('never sends a prerendered file as a plain static file (it would lack the config)', async () => {
    const asHtml = await get(t, `/${PRERENDERED_DIR}/faq.html`);
    expect(asHtml.html).not.toContain('<h1>Frequently asked</h1>');
    const asAsset = await get(t, `/${PRERENDERED_DIR}/faq.html`, '*/*');
    expect(asAsset.res.status).toBe(404);
  });

  it('maps only single lower-case path segments (words joined by single hyphens) to file names', () => {
    expect(prerenderedFileOf('/')).toBe('index.html');
    expect(prerenderedFileOf('/vrbank')).toBe('vrbank.html');
    expect(prerenderedFileOf('/data-processing')).toBe('data-processing.html');
    expect(prerenderedFileOf('/products/verify')).toBe('products-verify.html');
    for (const p of ['/products/', '/products/a/b', '/products/../x', '/products/Verify']) expect(prerenderedFileOf(p)).toBeUndefined();
    for (const p of ['/..', '/a/b', '/faq.html', '/%2e%2e', '/FAQ', '/faq/', '/-x', '/x-', '/x--y', '']) expect(prerenderedFileOf(p)).toBeUndefined();
  });
});
