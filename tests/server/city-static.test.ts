// The Eternity City WebGL build (city/index.html, a second page of the Vite build) is served from dist/city/ at
// /city/: its own page, not the SPA shell, with the same document headers, so /metaverse/{id} can embed it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RUNTIME_CONFIG_ID } from '@contract/runtime-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../server/src/env';
import { makeTestApp, type TestApp } from './helpers';

const CITY_PAGE = '<!doctype html><title>Eternity City | 3D city</title><script type="module" src="/assets/city-abc.js"></script>';

describe('the city build at /city/', () => {
  let t: TestApp;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), 'eternity-dist-'));
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><head><!--runtime-config--></head><title>Eternity SPA</title>');
    mkdirSync(path.join(staticDir, 'city'));
    writeFileSync(path.join(staticDir, 'city', 'index.html'), CITY_PAGE);
    t = await makeTestApp({ staticDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('serves dist/city/index.html for /city/ and /city, never cached, without the run-time config', async () => {
    for (const url of ['/city/', '/city']) {
      const res = await t.request('GET', url, { headers: { accept: 'text/html' } });
      expect(res.status).toBe(200);
      expect(res.text).toBe(CITY_PAGE);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('answers the browser existence check (GET or HEAD) with 200', async () => {
    expect((await t.request('HEAD', '/city/', { headers: { accept: 'text/html' } })).status).toBe(200);
  });

  it('sends the document CSP (scripts from this origin only) and may be framed by this site only', async () => {
    const res = await t.request('GET', '/city/', { headers: { accept: 'text/html' } });
    const csp = res.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc.trim()).toBe("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("frame-src 'self'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('keeps client routes on the SPA shell, which carries the run-time config block the page checks for', async () => {
    const res = await t.request('GET', '/metaverse/6650e7e1c17c000000000001', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.text).toContain(`id="${RUNTIME_CONFIG_ID}"`);
    expect(res.text).not.toBe(CITY_PAGE);
  });
});

describe('metaverse web builds on other hosts (WEB_BUILD_ORIGINS)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({
      env: {
        WEB_BUILD_ORIGINS: ' https://Builds.Example.com , http://127.0.0.1:8081/,https://builds.example.com:443',
        PUBLIC_API_BASE_URL: 'https://gateway.example.com/api',
      },
    });
  });
  afterAll(() => t?.close());

  const directive = (csp: string, name: string) =>
    csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';

  it('lets /metaverse/{id} check (connect-src) and frame (frame-src) builds there, each origin once, normalised', async () => {
    const res = await t.request('GET', '/metaverse/6650e7e1c17c000000000001', { headers: { accept: 'text/html' } });
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://builds.example.com http://127.0.0.1:8081");
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' https://gateway.example.com https://builds.example.com http://127.0.0.1:8081",
    );
    // Scripts still come from this origin only: a build host can be framed, not run code in our pages.
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
  });

  it('without the setting, only this origin', async () => {
    const plain = await makeTestApp();
    try {
      const csp = (await plain.request('GET', '/faq', { headers: { accept: 'text/html' } })).headers.get('content-security-policy') ?? '';
      expect(directive(csp, 'frame-src')).toBe("frame-src 'self'");
      expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    } finally {
      await plain.close();
    }
  });

  it.each([
    'builds.example.com',
    'ftp://builds.example.com',
    'https://builds.example.com/webgl',
    'https://builds.example.com?x=1',
    'https://user:pw@builds.example.com',
    "https://builds.example.com; script-src 'unsafe-inline'",
    'https://a.example.com https://b.example.com',
  ])('refuses %j at start with a message naming the setting', (value) => {
    expect(() => loadEnv({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'eternity-env-')), JWT_SECRET: 'x'.repeat(32), WEB_BUILD_ORIGINS: value })).toThrow(
      /WEB_BUILD_ORIGINS: '.*' is not an origin like https:\/\/builds\.example\.com/,
    );
  });
});
