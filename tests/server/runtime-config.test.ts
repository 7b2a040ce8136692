import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { ETERNITY_CITY_METAVERSE_ID } from '@contract/constants';
import { RUNTIME_CONFIG_ID, type RuntimeClientConfig } from '@contract/runtime-config';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../server/src/env';
import { injectRuntimeConfig } from '../../server/src/static';
import { DB_KINDS, makeTestApp, type TestApp } from './helpers';

// The browser's deployment settings come from the server that serves index.html
// (docs/decisions/0013-runtime-client-config.md), so CONTACT_API_TOKEN and friends change with a restart, not a build.

const BUILT_INDEX = `<!doctype html><html><head><title>Eternity SPA</title>
<!--runtime-config-->
<script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`;
// What vite.config.ts's precompress plugin writes beside it: the same page, without any run-time settings.
const STALE_INDEX = BUILT_INDEX.replace('Eternity SPA', 'Stale precompressed build');

const SECRETS = {
  JWT_SECRET: 'jwt-secret-that-must-stay-on-the-server-0123456789',
  SMTP_URL: 'smtp://mailer:smtp-password-secret@smtp.example.com:587',
  DATABASE_URL: 'postgres://app:database-password-secret@db.example.com:5432/eternity',
  SUPER_ADMIN_PASSWORD: 'super-admin-password-secret',
  LOCAL_TEST_PHONES: '+15555550100:424242',
};

const CONFIGURED = {
  CONTACT_API_TOKEN: 'runtime-contact-key-\u2028</script><!--&$&',
  PUBLIC_API_BASE_URL: 'https://gateway.example.com/dev',
  FIREBASE_API_KEY: 'fb-browser-key',
  FIREBASE_AUTH_DOMAIN: 'eternity.firebaseapp.com',
  FIREBASE_PROJECT_ID: 'eternity-project',
  CITY_METAVERSE_ID: 'ABCDEF0123456789abcdef01',
  DASHBOARD_LOGIN_URL: 'https://dashboard.example.com/login',
};

const EXPECTED_CLIENT: RuntimeClientConfig = {
  API_BASE_URL: 'https://gateway.example.com/dev',
  CONTACT_API_BASE_URL: 'https://gateway.example.com/dev',
  CONTACT_API_TOKEN: CONFIGURED.CONTACT_API_TOKEN,
  IDENTITY_PROVIDER: 'local',
  FIREBASE_API_KEY: 'fb-browser-key',
  FIREBASE_AUTH_DOMAIN: 'eternity.firebaseapp.com',
  FIREBASE_PROJECT_ID: 'eternity-project',
  CITY_METAVERSE_ID: 'abcdef0123456789abcdef01',
  DASHBOARD_LOGIN_URL: 'https://dashboard.example.com/login',
};

/** The page as the browser sees it: the body decoded by its Content-Encoding. */
async function getPage(t: TestApp, url: string, acceptEncoding?: string) {
  const headers: Record<string, string> = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
  if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
  const res = await t.app.request(url, { headers });
  const raw = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get('content-encoding');
  const html = (encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
  return { res, encoding, html };
}

/** The JSON text of the block, up to the first `</script` the HTML parser would see. */
function blockText(html: string): string {
  const open = `<script type="application/json" id="${RUNTIME_CONFIG_ID}">`;
  const start = html.indexOf(open);
  expect(start, 'the run-time config block').toBeGreaterThan(-1);
  return html.slice(start + open.length, html.indexOf('</script', start + open.length));
}

describe.each(DB_KINDS)('index.html carries the run-time client config on %s', (kind) => {
  let t: TestApp;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), 'eternity-dist-'));
    writeFileSync(path.join(staticDir, 'index.html'), BUILT_INDEX);
    writeFileSync(path.join(staticDir, 'index.html.br'), brotliCompressSync(STALE_INDEX));
    writeFileSync(path.join(staticDir, 'index.html.gz'), gzipSync(STALE_INDEX));
    t = await makeTestApp({ kind, staticDir, env: { ...SECRETS, ...CONFIGURED } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const cases = ['/', '/index.html', '/faq', '/super-admin/bookeddemos'].flatMap((url) =>
    [undefined, 'br, gzip', 'gzip, deflate', 'gzip, br;q=0'].map((enc) => [url, enc] as const),
  );

  it.each(cases)('GET %s (Accept-Encoding: %s) serves the configured values, not the stale build', async (url, enc) => {
    const { res, encoding, html } = await getPage(t, url, enc);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(encoding).toBe(enc === undefined ? null : enc.startsWith('br') ? 'br' : 'gzip');
    if (encoding) expect(res.headers.get('vary')).toContain('Accept-Encoding');
    expect(html).toContain('Eternity SPA');
    expect(html).not.toContain('Stale precompressed build');
    expect(html).not.toContain('<!--runtime-config-->');
    expect(JSON.parse(blockText(html))).toEqual(EXPECTED_CLIENT);
  });

  it('puts only the browser settings in the page: no server secret, and exactly the documented keys', async () => {
    const { html } = await getPage(t, '/', 'br, gzip');
    expect(Object.keys(JSON.parse(blockText(html))).sort()).toEqual([
      'API_BASE_URL',
      'CITY_METAVERSE_ID',
      'CONTACT_API_BASE_URL',
      'CONTACT_API_TOKEN',
      'DASHBOARD_LOGIN_URL',
      'FIREBASE_API_KEY',
      'FIREBASE_AUTH_DOMAIN',
      'FIREBASE_PROJECT_ID',
      'IDENTITY_PROVIDER',
    ]);
    expect(t.deps.config.jwtSecret).toBe(SECRETS.JWT_SECRET);
    for (const secret of [SECRETS.JWT_SECRET, 'smtp-password-secret', 'database-password-secret', SECRETS.SUPER_ADMIN_PASSWORD, '424242']) {
      expect(html).not.toContain(secret);
    }
  });

  it('escapes the JSON so no value can end the element, open a comment or split a line', async () => {
    const { html } = await getPage(t, '/');
    const text = blockText(html);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e\\u003c!--\\u0026$\\u0026');
    expect(JSON.parse(text).CONTACT_API_TOKEN).toBe(CONFIGURED.CONTACT_API_TOKEN);
    // The one module script is still there after the block, untouched.
    expect(html.indexOf('/assets/index-abc.js')).toBeGreaterThan(html.indexOf(RUNTIME_CONFIG_ID));
  });

  it('lets the page reach a configured API on another origin (CSP connect-src), and no inline script', async () => {
    const { res } = await getPage(t, '/faq');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/connect-src 'self' https:\/\/gateway\.example\.com;/);
    expect(csp).toContain("script-src 'self';");
  });

  it('still serves assets, and a missing asset stays a 404', async () => {
    writeFileSync(path.join(staticDir, 'favicon.svg'), '<svg/>');
    expect((await t.app.request('/favicon.svg', { headers: { accept: '*/*' } })).status).toBe(200);
    expect((await t.app.request('/assets/missing.js', { headers: { accept: '*/*' } })).status).toBe(404);
  });

  it('picks up a rebuilt index.html without a restart, still with the config', async () => {
    writeFileSync(path.join(staticDir, 'index.html'), BUILT_INDEX.replace('Eternity SPA', 'Rebuilt SPA, longer title'));
    const { html } = await getPage(t, '/', 'br');
    expect(html).toContain('Rebuilt SPA');
    expect(JSON.parse(blockText(html))).toEqual(EXPECTED_CLIENT);
  });
});

describe('run-time client settings in loadEnv', () => {
  const dirs: string[] = [];
  const load = (env: Record<string, string> = {}) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'eternity-env-'));
    dirs.push(dir);
    return loadEnv({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(32), ...env });
  };
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it('defaults to what the build defaults to, and the contact key follows CONTACT_API_TOKEN', () => {
    expect(load().client).toEqual({
      API_BASE_URL: '/api',
      CONTACT_API_BASE_URL: '/api',
      CONTACT_API_TOKEN: 'dev-contact-token',
      IDENTITY_PROVIDER: 'local',
      CITY_METAVERSE_ID: ETERNITY_CITY_METAVERSE_ID,
      DASHBOARD_LOGIN_URL: '/dashboard/login',
    });
    expect(load().cityMetaverseId).toBe(ETERNITY_CITY_METAVERSE_ID);
    const config = load({ CONTACT_API_TOKEN: 'k2', PUBLIC_CONTACT_API_BASE_URL: 'https://contact.example.com', CITY_METAVERSE_ID: 'ABCDEF0123456789ABCDEF01' });
    expect(config.client).toMatchObject({ CONTACT_API_TOKEN: 'k2', API_BASE_URL: '/api', CONTACT_API_BASE_URL: 'https://contact.example.com' });
    expect(config.cityMetaverseId).toBe('abcdef0123456789abcdef01');
  });

  it.each([
    ['CITY_METAVERSE_ID', 'eternity-city'],
    ['CITY_METAVERSE_ID', '6650e7e1c17c00000000000'],
    ['PUBLIC_API_BASE_URL', 'gateway.example.com/dev'],
    ['PUBLIC_API_BASE_URL', '//gateway.example.com'],
    ['PUBLIC_CONTACT_API_BASE_URL', 'javascript:alert(1)'],
    ['DASHBOARD_LOGIN_URL', 'https://'],
  ])('refuses %s=%s with the variable named', (name, value) => {
    expect(() => load({ [name]: value })).toThrow(new RegExp(`${name}: `));
  });
});

describe('injectRuntimeConfig', () => {
  const client = { CONTACT_API_TOKEN: 'k' } as RuntimeClientConfig;

  it('replaces the placeholder, or lands before </head> in a page without one', () => {
    expect(injectRuntimeConfig('<head><!--runtime-config--><title>x</title></head>', client)).toBe(
      `<head><script type="application/json" id="runtime-config">{"CONTACT_API_TOKEN":"k"}</script><title>x</title></head>`,
    );
    expect(injectRuntimeConfig('<head><title>x</title></HEAD><body></body>', client)).toBe(
      `<head><title>x</title><script type="application/json" id="runtime-config">{"CONTACT_API_TOKEN":"k"}</script></HEAD><body></body>`,
    );
  });
});
