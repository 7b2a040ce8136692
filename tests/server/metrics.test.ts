import { MESSAGES } from '@contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailWorker } from '../../server/src/mail/worker';
import { humanProof } from './human-check';
import { DB_KINDS, makeTestApp, type TestApp } from './helpers';

// Issue 25 item 4 (docs/decisions/0057): GET /api/metrics in Prometheus' text format, behind METRICS_TOKEN.

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';
const CONTACT_TOKEN = 'contact-token-for-metrics';
const BOOKING = {
  name: 'Meera Iyer',
  companyName: 'Iyer Logistics',
  businessEmail: 'meera@iyer-logistics.example',
  phoneNumber: '+919876543210',
  message: 'A demo of the warehouse twin, please.',
};

/** One sample's value from the exposition text: `name{labels} value`, labels in any order; 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const got = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([k, v]) => got[k] === v)) return Number(m[3]);
  }
  return 0;
}

describe.each(DB_KINDS)('metrics on %s', (kind) => {
  let t: TestApp;
  const scrape = async () => {
    const res = await t.request('GET', '/api/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.status, res.text).toBe(200);
    return res.text;
  };
  const book = async (ip: string, proved = true) =>
    t.request('POST', '/api/meta/book-demo', {
      headers: { token: CONTACT_TOKEN, versionNumber: 'v2', 'x-forwarded-for': ip },
      body: { ...BOOKING, startedAt: t.clock().getTime() - 60_000, ...(proved ? { humanCheck: await humanProof(t) } : {}) },
    });

  beforeAll(async () => {
    t = await makeTestApp({
      kind,
      env: { METRICS_TOKEN, CONTACT_API_TOKEN: CONTACT_TOKEN, TRUST_PROXY: '1', RATE_LIMIT_BOOK_DEMO: '2', RATE_LIMIT_BOOK_DEMO_EMAIL: '100' },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a scrape without the token, or with another one (401, the error shape, WWW-Authenticate)', async () => {
    const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer not-the-token-at-all' }, { authorization: METRICS_TOKEN }];
    for (const headers of attempts) {
      const res = await t.request('GET', '/api/metrics', { headers });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: MESSAGES.unauthorized, errors: { details: [{ message: MESSAGES.unauthorized, path: [] }] } });
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(res.text).not.toContain('http_requests_total');
    }
  });

  it('after a booking the counters moved: requests by route pattern and status, bookings, the mail queue, refusals', async () => {
    const before = await scrape();
    expect(before).toContain('# TYPE http_request_duration_seconds histogram');
    expect(sample(before, 'eternity_mail_queue_depth', { state: 'pending' })).toBe(0);

    expect((await book('203.0.113.7')).status).toBe(200);
    expect((await book('203.0.113.7', false)).status).toBe(200); // no human check: stored in quarantine
    expect((await book('203.0.113.7')).status).toBe(429); // the third from one address in the window
    // A meeting link's token is never a label: the route pattern is.
    expect((await t.request('GET', '/api/meta/meeting/some-secret-link-token')).status).toBeGreaterThanOrEqual(400);

    const after = await scrape();
    const route = { method: 'POST', route: '/api/meta/book-demo' };
    expect(sample(after, 'http_requests_total', { ...route, status: '200' })).toBe(2);
    expect(sample(after, 'http_requests_total', { ...route, status: '429' })).toBe(1);
    expect(sample(after, 'http_request_duration_seconds_count', { ...route, status: '200' })).toBe(2);
    expect(sample(after, 'eternity_bookings_created_total', { kind: 'lead' })).toBe(1);
    expect(sample(after, 'eternity_bookings_created_total', { kind: 'quarantined' })).toBe(1);
    expect(sample(after, 'eternity_rate_limit_refusals_total', { limiter: 'ip-book-demo' })).toBe(1);
    // The lead's mail waits in the shared queue (no worker runs here); the quarantined one's is held, not queued.
    expect(sample(after, 'eternity_mail_queue_depth', { state: 'pending' })).toBe(1);
    expect(sample(after, 'eternity_webhook_queue_depth', { state: 'failed' })).toBe(0);
    expect(after).toContain('route="/api/meta/meeting/:token"');
    expect(after).not.toContain('some-secret-link-token');
  });

  it('a failed send counts as a mail failure and the mail moves to retrying in the queue depth', async () => {
    const worker = createMailWorker({ ...t.deps, mailer: { kind: 'memory', send: () => Promise.reject(new Error('SMTP 421 try later')) } });
    expect(await worker.runOnce()).toBe(1);
    const text = await scrape();
    expect(sample(text, 'eternity_mail_send_failures_total', { final: 'false' })).toBe(1);
    expect(sample(text, 'eternity_mail_queue_depth', { state: 'retrying' })).toBe(1);
    expect(sample(text, 'eternity_mail_queue_depth', { state: 'pending' })).toBe(0);
  });
});

describe('metrics without METRICS_TOKEN', () => {
  it('are off in a deployment (404) and open in a local evaluation', async () => {
    const deployment = await makeTestApp({ env: { APP_MODE: 'deployment' } });
    const local = await makeTestApp();
    try {
      expect((await deployment.request('GET', '/api/metrics')).status).toBe(404);
      const open = await local.request('GET', '/api/metrics');
      expect(open.status).toBe(200);
      expect(open.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(open.headers.get('cache-control')).toBe('no-store');
    } finally {
      await deployment.close();
      await local.close();
    }
  });
});
