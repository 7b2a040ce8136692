import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { checkWebBuild, resolveBuildUrl } from '@/features/city-metaverse/api/check-web-build';
import { server } from '../mocks/server';

describe('the web build check', () => {
  it('loads a build named by another loopback name of this machine from this page origin', () => {
    const here = new URL('http://127.0.0.1:3100/metaverse/x');
    expect(resolveBuildUrl('http://localhost:3100/city/', here)?.href).toBe('http://127.0.0.1:3100/city/');
    // Another port or host is another site.
    expect(resolveBuildUrl('http://localhost:4000/city/', here)?.href).toBe('http://localhost:4000/city/');
    expect(resolveBuildUrl('https://builds.example.com/city/', here)?.href).toBe('https://builds.example.com/city/');
    expect(resolveBuildUrl('javascript:alert(1)', here)).toBeNull();
    expect(resolveBuildUrl('ftp://example.com/city/', here)).toBeNull();
  });

  it('counts a 2xx answer from another origin that lets us read it, and nothing that fails', async () => {
    server.use(
      http.get('https://builds.example.com/ok/', () => new HttpResponse('<!doctype html>', { headers: { 'content-type': 'text/html' } })),
      http.get('https://builds.example.com/gone/', () => new HttpResponse('gone', { status: 410 })),
      http.get('https://builds.example.com/down/', () => HttpResponse.error()),
    );
    expect(await checkWebBuild('https://builds.example.com/ok/')).toBe(true);
    expect(await checkWebBuild('https://builds.example.com/gone/')).toBe(false);
    expect(await checkWebBuild('https://builds.example.com/down/')).toBe(false);
    expect(await checkWebBuild('http://')).toBe(false); // not a URL
  });
});
