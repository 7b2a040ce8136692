import {
  WEBHOOK_DELIVERY_STATES as CONTRACT_STATES,
  WEBHOOK_EVENT_TYPES as CONTRACT_TYPES,
  type WebhookEventType,
} from '@contract/webhooks-text';
import type { WebhookData, WebhookPayloadType } from '@contract/webhooks';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { newId } from '../db/ids';
import { bookedDemos, webhookDeliveries, webhookEndpoints, WEBHOOK_DELIVERY_STATES, WEBHOOK_EVENT_TYPES } from '../db/schema';

// Events into the durable queue (docs/decisions/0047): one delivery row per subscribed, enabled endpoint, written by
// whoever makes the change, in its transaction where it has one; the worker (webhooks/worker.ts) sends them after.

const sameTypes: [(typeof WEBHOOK_EVENT_TYPES)[number], (typeof CONTRACT_TYPES)[number]] extends [
  (typeof CONTRACT_TYPES)[number],
  (typeof WEBHOOK_EVENT_TYPES)[number],
]
  ? true
  : never = true;
void sameTypes;
const sameStates: [(typeof WEBHOOK_DELIVERY_STATES)[number], (typeof CONTRACT_STATES)[number]] extends [
  (typeof CONTRACT_STATES)[number],
  (typeof WEBHOOK_DELIVERY_STATES)[number],
]
  ? true
  : never = true;
void sameStates;

/** The database or a transaction on it. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Queues one event for every enabled webhook subscribed to `type`; its id (the receivers' `Webhook-Id`). Call it with
 * the transaction that makes the change, then kick `deps.webhookWorker` after the commit.
 *
 * @example await enqueueWebhookEvent(tx, 'lead.status_changed', { leadId, from: 'new', to: 'contacted', at: now.toISOString() }, now)
 */
export async function enqueueWebhookEvent<T extends WebhookEventType>(
  db: DbOrTx,
  type: T,
  data: WebhookData<T>,
  now: Date,
): Promise<string> {
  const eventId = newId();
  const targets = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.enabled, true), sql`${webhookEndpoints.events} @> ${JSON.stringify([type])}::jsonb`));
  if (targets.length > 0) {
    await db.insert(webhookDeliveries).values(
      targets.map((t) => ({
        id: newId(),
        endpointId: t.id,
        eventId,
        type,
        eventCreatedAt: now,
        payload: data as Record<string, unknown>,
        state: 'pending' as const,
        nextAttemptAt: now,
        createdAt: now,
      })),
    );
  }
  return eventId;
}

/** Queues an event for one endpoint whatever it subscribes to (the console's test event). */
export async function enqueueForEndpoint<T extends WebhookPayloadType>(
  db: DbOrTx,
  endpointId: string,
  type: T,
  data: WebhookData<T>,
  now: Date,
) {
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      id: newId(),
      endpointId,
      eventId: newId(),
      type,
      eventCreatedAt: now,
      payload: data as Record<string, unknown>,
      state: 'pending',
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning();
  return row!;
}

/** `lead.created`'s data, from the stored booking. */
export function leadCreatedData(row: typeof bookedDemos.$inferSelect): WebhookData<'lead.created'> {
  return {
    lead: {
      id: row.id,
      name: row.name,
      email: row.businessEmail,
      phoneNumber: row.phoneNumber,
      companyName: row.companyName,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
      source: { page: row.sourcePage, label: row.sourceLabel, referrerHost: row.referrerHost, utm: row.utm },
    },
  };
}
