import { endpointSummaries } from '@contract/endpoint-summaries';
import { endpoints, type Endpoint, type EndpointName } from '@contract/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers';

describe('/api/docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t?.close());

  it('answers 200 with an HTML page listing every operation of the table', async () => {
    const res = await t.request('GET', '/api/docs', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = res.text;
    for (const [name, row] of Object.entries(endpoints as Record<string, Endpoint>)) {
      const path = `/api/${row.path.replace(/:([A-Za-z]+)/g, '{$1}')}`;
      expect(html, name).toContain(`<code>${row.method} ${path}</code>`);
      expect(html, name).toContain(endpointSummaries[name as EndpointName].replace(/'/g, '&#39;'));
      for (const role of row.roles) expect(html).toContain(`<span class="role">${role}</span>`);
    }
    expect(html).toContain('<code>GET /api/health</code>');
  });

  it('shows request and reply schemas', async () => {
    const html = (await t.request('GET', '/api/docs')).text;
    // The book-demo body and the super-admin login reply, as JSON Schema.
    expect(html).toContain('&quot;businessEmail&quot;');
    expect(html).toContain('&quot;accessToken&quot;');
    expect(html).toContain('Error reply');
  });

  it('loads nothing from elsewhere and runs no script (the CSP forbids inline scripts)', async () => {
    const res = await t.request('GET', '/api/docs');
    expect(res.text).not.toMatch(/<script|<link|src=|https?:\/\/(?!localhost)/i);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
