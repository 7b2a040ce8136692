import { timingSafeEqual, createHash } from 'node:crypto';
import { count, inArray, isNull, and } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from './db/client';
import { bookedDemos, outgoingMails, webhookDeliveries } from './db/schema';
import type { AppEnv } from './hono-env';

// Prometheus metrics (issue 25 item 4, docs/decisions/0057): one registry per app, served at GET /api/metrics behind
// METRICS_TOKEN. Counters are this process's (Prometheus adds instances up); the queue depths are read from the
// database at scrape time, so every instance reports the same shared queues (take max() across instances, not sum()).

export interface Metrics {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status'>;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  /** Each failed send; `final` is "true" when it was the last attempt (the mail is now failed for good). */
  mailFailures: Counter<'final'>;
  webhookFailures: Counter<'final'>;
  /** Requests refused by a rate limit (429, or a reset link not sent), by the limit's name. */
  rateLimitRefusals: Counter<'limiter'>;
  /** Demo bookings stored: `kind` lead, or quarantined (held as a bot signal, docs/decisions/0037). */
  bookingsCreated: Counter<'kind'>;
  meetingsBooked: Counter;
}

/** The queues' states worth a gauge: waiting to be sent, waiting for a retry, given up. */
const QUEUE_STATES = ['pending', 'retrying', 'failed'] as const;

export function createMetrics(options: { db?: Db; processMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const db = options.db;
  const metrics: Metrics = {
    registry,
    httpRequests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern (never a raw path) and status',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request to its reply, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    mailFailures: new Counter({
      name: 'eternity_mail_send_failures_total',
      help: 'Failed mail sends by this instance; final="true" when the mail was given up',
      labelNames: ['final'],
      registers: [registry],
    }),
    webhookFailures: new Counter({
      name: 'eternity_webhook_delivery_failures_total',
      help: 'Failed webhook deliveries by this instance; final="true" when the delivery was given up',
      labelNames: ['final'],
      registers: [registry],
    }),
    rateLimitRefusals: new Counter({
      name: 'eternity_rate_limit_refusals_total',
      help: 'Requests refused by a rate limit, by limiter',
      labelNames: ['limiter'],
      registers: [registry],
    }),
    bookingsCreated: new Counter({
      name: 'eternity_bookings_created_total',
      help: 'Demo bookings stored, by kind (lead or quarantined)',
      labelNames: ['kind'],
      registers: [registry],
    }),
    meetingsBooked: new Counter({ name: 'eternity_meetings_booked_total', help: 'Meetings booked by visitors', registers: [registry] }),
  };
  if (db) {
    new Gauge({
      name: 'eternity_mail_queue_depth',
      help: 'Mails in the shared queue (booked demos and other mail) by state: pending, retrying, failed (given up)',
      labelNames: ['state'],
      registers: [registry],
      async collect() {
        const byState = await mailQueue(db);
        for (const state of QUEUE_STATES) this.set({ state }, byState[state] ?? 0);
      },
    });
    new Gauge({
      name: 'eternity_webhook_queue_depth',
      help: 'Webhook deliveries in the shared queue by state: pending, retrying, failed (given up)',
      labelNames: ['state'],
      registers: [registry],
      async collect() {
        const rows = await db
          .select({ state: webhookDeliveries.state, n: count() })
          .from(webhookDeliveries)
          .where(inArray(webhookDeliveries.state, [...QUEUE_STATES]))
          .groupBy(webhookDeliveries.state);
        const byState = Object.fromEntries(rows.map((r) => [r.state, Number(r.n)]));
        for (const state of QUEUE_STATES) this.set({ state }, byState[state] ?? 0);
      },
    });
  }
  return metrics;
}

async function mailQueue(db: Db): Promise<Record<string, number>> {
  const [demos, others] = await Promise.all([
    db
      .select({ state: bookedDemos.mailState, n: count() })
      .from(bookedDemos)
      // A quarantined booking's mail is held on purpose, not queued (docs/decisions/0037).
      .where(and(inArray(bookedDemos.mailState, [...QUEUE_STATES]), isNull(bookedDemos.quarantineReason)))
      .groupBy(bookedDemos.mailState),
    db
      .select({ state: outgoingMails.mailState, n: count() })
      .from(outgoingMails)
      .where(inArray(outgoingMails.mailState, [...QUEUE_STATES]))
      .groupBy(outgoingMails.mailState),
  ]);
  const byState: Record<string, number> = {};
  for (const row of [...demos, ...others]) byState[row.state] = (byState[row.state] ?? 0) + Number(row.n);
  return byState;
}

/**
 * Counts every reply by the route pattern Hono matched (`/api/meta/meeting/:token`, never the token itself); what no
 * API row matched is `/api/*` or the SPA's `*`, so the label set stays bounded.
 */
export function httpMetrics(metrics: Metrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const labels = { method: c.req.method, route: c.req.routePath, status: String(c.res.status) };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, (performance.now() - started) / 1000);
  };
}

/** Whether an Authorization header carries `Bearer <token>`, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  if (!given) return false;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(token));
}
