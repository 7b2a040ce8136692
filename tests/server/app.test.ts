import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { ErrorReplySchema } from '@contract/common';
import { endpoints, type Endpoint } from '@contract/endpoints';
import { MESSAGES } from '@contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '../../server/src/handlers';
import { DB_KINDS, expectNothingLeaked, makeTestApp, mintAccessToken, type TestApp } from './helpers';

describe.each(DB_KINDS)('app on %s', (kind) => {
  let t: TestApp;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), 'eternity-dist-'));
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Eternity SPA</title>');
    mkdirSync(path.join(staticDir, 'assets'));
    writeFileSync(path.join(staticDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(staticDir, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
    writeFileSync(path.join(staticDir, 'robots.txt'), 'User-agent: *\nSitemap: https://eternity.example/sitemap.xml\n');
    writeFileSync(path.join(staticDir, 'sitemap.xml'), '<urlset><url><loc>https://eternity.example/faq</loc></url></urlset>');
    t = await makeTestApp({ kind, staticDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('refuses NUL characters in any body or query field with a 400 naming the field, never a 500', async () => {
    const body = await t.request('POST', '/api/super-admin', { body: { email: 'a\u0000@b.co', password: 'x' } });
    expect(body.status).toBe(400);
    const reply = ErrorReplySchema.parse(body.body);
    expect(reply.errors.details[0]).toEqual({ message: MESSAGES.nulCharacter, path: ['email'] });
    const token = await mintAccessToken(t, 'super-admin');
    const query = await t.request('GET', '/api/dashboard-users?field=name&operator=contains&value=%00', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(query.status).toBe(400);
    expect(ErrorReplySchema.parse(query.body).errors.details[0]?.path).toEqual(['value']);
  });

  it('GET /api/health answers 200 {status: ok}', async () => {
    const res = await t.request('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('writes one structured log line per request, without query strings or headers', async () => {
    t.logs.length = 0;
    await t.request('GET', '/api/health?secret=abc', { headers: { authorization: 'Bearer x.y.z' } });
    const lines = t.logs.map((l) => JSON.parse(l));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'info', msg: 'request', method: 'GET', path: '/api/health', status: 200 });
    expect(Object.keys(lines[0]).sort()).toEqual(['level', 'method', 'ms', 'msg', 'path', 'reqId', 'status', 'time']);
    expect(t.logs[0]).not.toContain('secret');
  });

  it('GET /api/openapi.json describes every endpoint of the table', async () => {
    const res = await t.request('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    for (const [name, row] of Object.entries(endpoints) as [string, Endpoint][]) {
      const oaPath = `/${row.path.replace(/:([A-Za-z]+)/g, '{$1}')}`;
      const op = res.body.paths[oaPath]?.[row.method.toLowerCase()];
      expect(op, `${name}: ${row.method} ${oaPath}`).toBeDefined();
      expect(op['x-endpoints']).toContain(name);
      if (!row.anonymous) expect(op.security).toContainEqual({ bearerAuth: [] });
      if (row.body) expect(op.requestBody).toBeDefined();
    }
    expect(res.body.paths['/super-admin'].get.security).toEqual([{ bearerAuth: [] }]);
    // The contact service's key in the `token` header (issue 25 item 6; openapi-document.test.ts).
    expect(res.body.paths['/meta/book-demo'].post.security).toEqual([{ contactToken: [] }]);
  });

  it('has one handler per endpoint of the table, and none for a name outside it', () => {
    expect(Object.keys(handlers).sort()).toEqual(Object.keys(endpoints).sort());
    for (const handler of Object.values(handlers)) expect(handler).toBeTypeOf('function');
  });

  it('declares each handler in one file only (a second one would silently win in the merged map)', async () => {
    const dir = path.join(import.meta.dirname, '../../server/src/handlers');
    const declaredIn = new Map<string, string[]>();
    for (const file of readdirSync(dir).filter((name) => name !== 'index.ts')) {
      const maps = Object.values(await import(path.join(dir, file))).filter((value) => typeof value === 'object' && value !== null);
      for (const name of maps.flatMap((map) => Object.keys(map as object))) declaredIn.set(name, [...(declaredIn.get(name) ?? []), file]);
    }
    expect([...declaredIn].filter(([, files]) => files.length > 1)).toEqual([]);
    expect([...declaredIn.keys()].sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('answers unknown /api paths with a JSON 404 in the error shape', async () => {
    for (const [method, url] of [['GET', '/api/nope'], ['POST', '/api/nope/deeper'], ['DELETE', '/api/super-admin/refresh-token']]) {
      const res = await t.request(method!, url!, { headers: { accept: 'text/html' } });
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(ErrorReplySchema.parse(res.body).message).toBe(MESSAGES.notFound);
    }
  });

  it('answers 413 to a body over 100 KB', async () => {
    const res = await t.request('POST', '/api/super-admin', {
      body: { email: 'a@example.com', password: 'x'.repeat(120 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(ErrorReplySchema.parse(res.body).errors.details[0]!.message).toBe('Payload too large');
  });

  it('accepts a trailing slash (strict: false)', async () => {
    expect((await t.request('GET', '/api/health/')).status).toBe(200);
    expect((await t.request('GET', '/api/super-admin/')).status).toBe(401);
  });

  it('serves the SPA with history fallback for client routes', async () => {
    const faq = await t.request('GET', '/faq', { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(faq.status).toBe(200);
    expect(faq.text).toContain('Eternity SPA');
    expect(faq.headers.get('cache-control')).toBe('no-cache');

    const root = await t.request('GET', '/', { headers: { accept: 'text/html' } });
    expect(root.text).toContain('Eternity SPA');
    expect(root.headers.get('cache-control')).toBe('no-cache');

    const asset = await t.request('GET', '/assets/app-abc123.js', { headers: { accept: '*/*' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');

    // The build writes .br beside each asset; a browser that accepts brotli gets those bytes.
    const br = await t.request('GET', '/assets/app-abc123.js', { headers: { accept: '*/*', 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');

    const missing = await t.request('GET', '/assets/missing.js', { headers: { accept: '*/*' } });
    expect(missing.status).toBe(404);
  });

  it("answers a path that is none of the app's pages with the app (its not-found page) and a 404", async () => {
    const html = { headers: { accept: 'text/html', 'accept-encoding': 'identity' } };
    for (const url of ['/nope', '/faq/extra', '/dashboard/nope', '/super-admin/booked-demos', '/metaverse/', '/metaverse/a/b', '/FAQ']) {
      const res = await t.request('GET', url, html);
      expect(res.status, url).toBe(404);
      expect(res.text, url).toContain('Eternity SPA');
      expect(res.headers.get('content-type'), url).toContain('text/html');
    }
    // A compressed 404 is still a 404.
    expect((await t.request('GET', '/nope', { headers: { accept: 'text/html', 'accept-encoding': 'br' } })).status).toBe(404);
    for (const url of ['/faq', '/faq/', '/metaverse/6650e7e1c17c000000000001', '/dashboard', '/super-admin/booked-demos/abc', '/super-admin/metaverse', '/meeting/tok.en', '/code']) {
      expect((await t.request('GET', url, html)).status, url).toBe(200);
    }
  });

  it("writes the request's origin into robots.txt and sitemap.xml when SITE_URL is not set, and never caches them", async () => {
    const robots = await t.request('GET', '/robots.txt', { headers: { accept: 'text/plain' } });
    expect(robots.status).toBe(200);
    expect(robots.text).toContain('Sitemap: http://localhost/sitemap.xml');
    expect(robots.headers.get('cache-control')).toBe('no-store');
    const sitemap = await t.request('GET', '/sitemap.xml', { headers: { accept: 'application/xml' } });
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(sitemap.text).toBe('<urlset><url><loc>http://localhost/faq</loc></url></urlset>');
  });

  it('sends security headers with a CSP that allows no inline script and no Google hosts in local mode', async () => {
    const res = await t.request('GET', '/faq', { headers: { accept: 'text/html' } });
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toMatch(/img-src 'self' data: blob:/);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline'); // only style-src may be inline
    expect(csp).not.toContain('googleapis');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends JSON replies a short header set that forbids rendering, framing and sniffing', async () => {
    const res = await t.request('GET', '/api/health');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const error = await t.request('GET', '/api/nope');
    expect(error.status).toBe(404);
    expect(error.headers.get('x-content-type-options')).toBe('nosniff');
    // Table rows: a success, a refusal and a validation error all carry the set and a request id, once each.
    const token = await mintAccessToken(t, 'super-admin');
    const replies = [
      await t.request('GET', '/api/metaverses', { token }),
      await t.request('GET', '/api/metaverses'),
      await t.request('GET', '/api/users?page=0', { token }),
      await t.request('POST', '/api/super-admin', { raw: '{', headers: { 'content-type': 'application/json' } }),
    ];
    expect(replies.map((r) => r.status)).toEqual([200, 401, 400, 400]);
    for (const r of replies) {
      expect(r.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(r.headers.get('referrer-policy')).toBe('no-referrer');
      expect(r.headers.get('x-request-id')).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
      expect(r.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });

  it('leaks nothing', () => {
    expectNothingLeaked(t);
  });
});

describe('robots.txt and sitemap.xml with SITE_URL', () => {
  let t: TestApp;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), 'eternity-dist-'));
    writeFileSync(path.join(staticDir, 'sitemap.xml'), '<loc>https://eternity.example/</loc><loc>https://eternity.example/faq</loc>');
    t = await makeTestApp({ staticDir, env: { SITE_URL: 'https://www.example.com/ignored/path' } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('uses the configured origin whatever the Host header says, and lets caches keep it', async () => {
    const res = await t.request('GET', '/sitemap.xml', { headers: { host: 'evil.example' } });
    expect(res.text).toBe('<loc>https://www.example.com/</loc><loc>https://www.example.com/faq</loc>');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await t.request('GET', '/robots.txt', { headers: { accept: 'text/plain' } })).status).toBe(404);
  });
});

describe('app without a build, in firebase mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ env: { IDENTITY_PROVIDER: 'firebase' } });
  });
  afterAll(() => t?.close());

  it('answers 503 with a hint to run the build', async () => {
    const res = await t.request('GET', '/faq', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(503);
    expect(res.text).toContain('npm run build');
  });

  it('allows the Google hosts Firebase needs in the CSP', async () => {
    const res = await t.request('GET', '/faq', { headers: { accept: 'text/html' } });
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' https:\/\/apis\.google\.com https:\/\/www\.gstatic\.com/);
    // Exact hosts only since issue 21 (docs/decisions/0035; the exact lists are in hardening.test.ts).
    expect(csp).not.toMatch(/\*\.(googleapis|firebaseapp)\.com/);
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  });
});

describe('unexpected failures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({
      handlers: {
        superAdminGetSelf: async () => {
          throw new Error('database exploded at /secret/path.ts:12');
        },
        // Deliberately off-contract, to see the development warning.
        superAdminLogin: async () => ({ body: { message: 'ok', data: { nope: true } } as never }),
      },
    });
  });
  afterAll(() => t?.close());

  it("answer 500 'Something went wrong' without details, and log the error with the request id", async () => {
    const res = await t.request('GET', '/api/super-admin', { token: await mintAccessToken(t, 'super-admin') });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: MESSAGES.internal, errors: { details: [{ message: MESSAGES.internal, path: [] }] } });
    expect(res.text).not.toContain('exploded');
    const reqId = res.headers.get('x-request-id');
    const lines = t.logs.map((l) => JSON.parse(l));
    const failure = lines.find((l) => l.msg === 'unhandled error');
    expect(failure).toMatchObject({ level: 'error', reqId, error: { message: expect.stringContaining('exploded') } });
    expect(lines.find((l) => l.msg === 'request' && l.reqId === reqId)).toMatchObject({ status: 500, level: 'error' });
  });

  it('warn in development when a reply does not match the contract', async () => {
    await t.request('POST', '/api/super-admin', { body: { email: 'a@example.com', password: 'whatever' } });
    const warning = t.logs.map((l) => JSON.parse(l)).find((l) => l.msg === 'reply does not match the contract');
    expect(warning).toMatchObject({ level: 'warn', endpoint: 'superAdminLogin' });
  });

  it('leave the other endpoints to their own handlers', async () => {
    const res = await t.request('PATCH', '/api/super-admin/refresh-token', { body: { refreshToken: 'x' } });
    expect(res.status).toBe(401);
    expect(ErrorReplySchema.parse(res.body).message).toBe(MESSAGES.invalidRefreshToken);
  });
});
