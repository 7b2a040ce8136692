import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { newId } from '../db/ids';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../db/schema';
import { httpSender, type WebhookSender } from './send';
import { createSweeper, type Sweeper } from '../pipeline/sweeper';
import { signatureHeader } from './signing';

// Sends the queued webhook deliveries (docs/decisions/0047), the way mail/worker.ts sends mail: a claim takes due rows
// with `for update skip locked` and leases them by moving their next attempt past the lease, in one statement, so
// several server processes never make the same attempt twice; a crashed sender's rows come due again after the lease.

type WorkerDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger' | 'metrics'>;

export const SWEEP_INTERVAL_MS = 15_000;
export const MAX_WEBHOOK_ATTEMPTS = 8;
/** Longer than a send can take (10 s), so a lease never runs out under a live attempt. */
export const CLAIM_LEASE_MS = 2 * 60_000;
const BATCH = 20;

/** The wait after try number `attempt`: 1 min × 4^(attempt−1), at most 6 h, ±20 % jitter; 8 tries span ~18 h. */
export function webhookBackoffMs(attempt: number, random: () => number = Math.random, firstMs = 60_000): number {
  const base = Math.min(firstMs * 4 ** Math.max(0, attempt - 1), 6 * 3_600_000);
  return Math.round(base * (0.8 + 0.4 * random()));
}

export type WebhookWorker = Sweeper;

type Claimed = typeof webhookDeliveries.$inferSelect;

export function createWebhookWorker(deps: WorkerDeps, options: { send?: WebhookSender; random?: () => number } = {}): WebhookWorker {
  const send = options.send ?? httpSender({ allowPrivate: deps.config.webhookAllowPrivateUrls });
  async function claim(): Promise<Claimed[]> {
    const now = deps.clock();
    // A disabled webhook's deliveries wait until it is enabled again.
    const due = and(
      inArray(webhookDeliveries.state, ['pending', 'retrying']),
      or(isNull(webhookDeliveries.nextAttemptAt), lte(webhookDeliveries.nextAttemptAt, now)),
      sql`exists (select 1 from ${webhookEndpoints} where ${webhookEndpoints.id} = ${webhookDeliveries.endpointId} and ${webhookEndpoints.enabled})`,
    );
    const candidates = deps.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(due)
      .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.createdAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    // Repeated outside the subquery: a claimer that waited on the row lock re-checks the committed row.
    return deps.db
      .update(webhookDeliveries)
      .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
      .where(and(inArray(webhookDeliveries.id, candidates), due))
      .returning();
  }

  async function deliver(delivery: Claimed): Promise<void> {
    const [endpoint] = await deps.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, delivery.endpointId));
    if (!endpoint) return; // deleted meanwhile: its deliveries went with it
    const body = JSON.stringify({
      id: delivery.eventId,
      type: delivery.type,
      createdAt: delivery.eventCreatedAt.toISOString(),
      data: delivery.payload,
    });
    const started = deps.clock();
    const t0 = performance.now();
    const timestamp = Math.floor(started.getTime() / 1000);
    let responseCode: number | null = null;
    let error: string | null = null;
    let excerpt: string | null = null;
    try {
      const result = await send(
        endpoint.url,
        {
          'content-type': 'application/json',
          'user-agent': 'Eternity-Webhooks/1',
          'webhook-id': delivery.eventId,
          'webhook-signature': signatureHeader(endpoint.secret, timestamp, body),
        },
        body,
      );
      responseCode = result.status;
      excerpt = result.excerpt;
      if (responseCode < 200 || responseCode > 299) error = `HTTP ${responseCode}`;
    } catch (err) {
      error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
    }
    const durationMs = Math.round(performance.now() - t0);
    const ok = error === null;
    const failed = !ok && delivery.attempts >= MAX_WEBHOOK_ATTEMPTS;
    if (!ok) deps.metrics?.webhookFailures.inc({ final: String(failed) });
    const wait = webhookBackoffMs(delivery.attempts, options.random, deps.config.webhookRetryBaseMs);
    const next = ok || failed ? null : new Date(deps.clock().getTime() + wait);
    await deps.db.transaction(async (tx) => {
      await tx.insert(webhookAttempts).values({ id: newId(), deliveryId: delivery.id, at: started, responseCode, error, responseExcerpt: excerpt, durationMs });
      await tx
        .update(webhookDeliveries)
        .set({
          state: ok ? 'delivered' : failed ? 'failed' : 'retrying',
          nextAttemptAt: next,
          lastResponseCode: responseCode,
          lastError: error,
          ...(ok && { deliveredAt: deps.clock() }),
        })
        .where(eq(webhookDeliveries.id, delivery.id));
    });
    // Never the URL's query, the secret or the body: they may carry a receiver's token or a lead's details.
    const fields = { delivery: delivery.id, type: delivery.type, attempt: delivery.attempts, responseCode, nextAttemptAt: next?.toISOString() };
    // A retry due before the next sweep is kicked on time rather than up to a sweep late.
    if (next) sweeper.kickAfter(wait);
    if (ok) deps.logger.info('webhook delivered', fields);
    else (failed ? deps.logger.error : deps.logger.warn).call(deps.logger, failed ? 'webhook failed for good' : 'webhook failed; will retry', { ...fields, error });
  }

  async function drain(): Promise<number> {
    let tried = 0;
    for (;;) {
      const batch = await claim();
      await Promise.all(batch.map((d) => deliver(d)));
      tried += batch.length;
      if (batch.length < BATCH) return tried;
    }
  }

  // deliver() above kicks it for a retry due before the next sweep; it runs only once this exists.
  const sweeper = createSweeper({ name: 'webhook worker', drain, intervalMs: SWEEP_INTERVAL_MS, logger: deps.logger });
  return sweeper;
}
