import { PAGE_SIZE } from '@contract/common';
import {
  WEBHOOK_TEST_EVENT,
  WEBHOOK_TEXT,
  type Webhook,
  type WebhookDelivery,
  type WebhookPatchSchema,
  type WebhookWriteSchema,
} from '@contract/webhooks';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../deps';
import { newId } from '../db/ids';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { enqueueForEndpoint } from '../webhooks/queue';
import { newWebhookSecret, secretHint } from '../webhooks/signing';
import { webhookUrlProblem } from '../webhooks/url-rules';
import { offsetOf, paginationOf } from './paging';

// The super admin's webhooks (docs/decisions/0047): the only place that maps their rows to the contract's shapes.

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;
type Row = typeof webhookEndpoints.$inferSelect;
type Last = { state: NonNullable<Webhook['lastDelivery']>['state']; at: Date } | undefined;

const toWebhook = (row: Row, last: Last): Webhook => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events,
  enabled: row.enabled,
  secretHint: secretHint(row.secret),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  lastDelivery: last ? { state: last.state, at: last.at.toISOString() } : null,
});

function checkedUrl(deps: Deps, url: string): string {
  const problem = webhookUrlProblem(url, deps.config.webhookAllowPrivateUrls);
  if (problem) throw badRequest(problem);
  return new URL(url).toString();
}

async function lastDeliveries(deps: Deps, ids: string[]): Promise<Map<string, NonNullable<Last>>> {
  if (ids.length === 0) return new Map();
  const rows = await deps.db
    .selectDistinctOn([webhookDeliveries.endpointId], {
      endpointId: webhookDeliveries.endpointId,
      state: webhookDeliveries.state,
      at: webhookDeliveries.createdAt,
    })
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.endpointId, ids))
    .orderBy(webhookDeliveries.endpointId, desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id));
  return new Map(rows.map((r) => [r.endpointId, { state: r.state, at: r.at }]));
}

async function rowOf(deps: Deps, id: string): Promise<Row> {
  const [row] = await deps.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  if (!row) throw notFound(WEBHOOK_TEXT.notFound);
  return row;
}

async function one(deps: Deps, row: Row): Promise<Webhook> {
  return toWebhook(row, (await lastDeliveries(deps, [row.id])).get(row.id));
}

export async function listWebhooks(deps: Deps): Promise<Webhook[]> {
  const rows = await deps.db.select().from(webhookEndpoints).orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  const last = await lastDeliveries(deps, rows.map((r) => r.id));
  return rows.map((r) => toWebhook(r, last.get(r.id)));
}

/** A new webhook and its secret: the only time but a roll that the whole secret leaves the server. */
export async function createWebhook(deps: Deps, body: z.output<typeof WebhookWriteSchema>) {
  const now = deps.clock();
  const secret = newWebhookSecret();
  const [row] = await deps.db
    .insert(webhookEndpoints)
    .values({ id: newId(), url: checkedUrl(deps, body.url), description: body.description, events: body.events, enabled: body.enabled, secret, createdAt: now, updatedAt: now })
    .returning();
  return { webhook: toWebhook(row!, undefined), secret };
}

export async function patchWebhook(deps: Deps, id: string, body: z.output<typeof WebhookPatchSchema>): Promise<Webhook> {
  await rowOf(deps, id);
  const [row] = await deps.db
    .update(webhookEndpoints)
    .set({
      ...(body.url !== undefined && { url: checkedUrl(deps, body.url) }),
      ...(body.description !== undefined && { description: body.description }),
      ...(body.events !== undefined && { events: body.events }),
      ...(body.enabled !== undefined && { enabled: body.enabled }),
      updatedAt: deps.clock(),
    })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  if (!row) throw notFound(WEBHOOK_TEXT.notFound);
  return one(deps, row);
}

export async function deleteWebhook(deps: Deps, id: string): Promise<void> {
  const gone = await deps.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning({ id: webhookEndpoints.id });
  if (gone.length === 0) throw notFound(WEBHOOK_TEXT.notFound);
}

/** A new secret at once; deliveries still queued are signed with it when they go. */
export async function rollWebhookSecret(deps: Deps, id: string) {
  const secret = newWebhookSecret();
  const [row] = await deps.db
    .update(webhookEndpoints)
    .set({ secret, updatedAt: deps.clock() })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  if (!row) throw notFound(WEBHOOK_TEXT.notFound);
  return { webhook: await one(deps, row), secret };
}

async function withAttempts(deps: Deps, rows: (typeof webhookDeliveries.$inferSelect)[]): Promise<WebhookDelivery[]> {
  const attempts =
    rows.length === 0
      ? []
      : await deps.db
          .select()
          .from(webhookAttempts)
          .where(inArray(webhookAttempts.deliveryId, rows.map((r) => r.id)))
          .orderBy(webhookAttempts.at, webhookAttempts.id);
  return rows.map((r) => ({
    id: r.id,
    eventId: r.eventId,
    type: r.type,
    state: r.state,
    attempts: r.attempts,
    nextAttemptAt: r.state === 'pending' || r.state === 'retrying' ? (r.nextAttemptAt?.toISOString() ?? null) : null,
    lastResponseCode: r.lastResponseCode,
    lastError: r.lastError,
    createdAt: r.createdAt.toISOString(),
    replayOf: r.replayOf,
    attemptLog: attempts
      .filter((a) => a.deliveryId === r.id)
      .map((a) => ({ at: a.at.toISOString(), responseCode: a.responseCode, error: a.error, durationMs: a.durationMs })),
  }));
}

export async function listDeliveries(deps: Deps, id: string, page: number) {
  await rowOf(deps, id);
  const where = eq(webhookDeliveries.endpointId, id);
  const [rows, [count]] = await Promise.all([
    deps.db
      .select()
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(PAGE_SIZE)
      .offset(offsetOf(page)),
    deps.db.select({ n: sql<number>`count(*)::int` }).from(webhookDeliveries).where(where),
  ]);
  return { deliveries: await withAttempts(deps, rows), pagination: paginationOf(page, Number(count?.n ?? 0)) };
}

/** Sends a delivery again now: a new delivery of the same event (same `Webhook-Id`), so a receiver can tell. */
export async function replayDelivery(deps: Deps, id: string, deliveryId: string): Promise<WebhookDelivery> {
  const [original] = await deps.db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, id)));
  if (!original) throw notFound(WEBHOOK_TEXT.deliveryNotFound);
  const now = deps.clock();
  const [row] = await deps.db
    .insert(webhookDeliveries)
    .values({
      id: newId(),
      endpointId: id,
      eventId: original.eventId,
      type: original.type,
      eventCreatedAt: original.eventCreatedAt,
      payload: original.payload,
      state: 'pending',
      nextAttemptAt: now,
      replayOf: original.replayOf ?? original.id,
      createdAt: now,
    })
    .returning();
  return (await withAttempts(deps, [row!]))[0]!;
}

export async function sendTestEvent(deps: Deps, id: string): Promise<WebhookDelivery> {
  await rowOf(deps, id);
  const row = await enqueueForEndpoint(deps.db, id, WEBHOOK_TEST_EVENT, { message: WEBHOOK_TEXT.testMessage }, deps.clock());
  return (await withAttempts(deps, [row]))[0]!;
}
