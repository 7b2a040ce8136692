import { WEBHOOK_TEXT } from '@contract/webhooks';
import type { SomeHandlers } from '../pipeline/handler';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  patchWebhook,
  replayDelivery,
  rollWebhookSecret,
  sendTestEvent,
} from '../services/webhooks';

/** Issue 23 item 2: the super admin's webhooks to a CRM (docs/decisions/0047). */
export const webhooksHandlers = {
  webhooksList: async ({ deps }) => ({ body: { webhooks: await listWebhooks(deps) } }),
  webhookCreate: async ({ deps, body }) => {
    const created = await createWebhook(deps, body);
    deps.logger.info('webhook created', { webhook: created.webhook.id });
    return { body: { message: WEBHOOK_TEXT.created, ...created } };
  },
  webhookPatch: async ({ deps, params, body }) => ({
    body: { message: WEBHOOK_TEXT.updated, webhook: await patchWebhook(deps, params.id, body) },
  }),
  webhookDelete: async ({ deps, params }) => {
    await deleteWebhook(deps, params.id);
    return { body: { message: WEBHOOK_TEXT.deleted } };
  },
  webhookRollSecret: async ({ deps, params }) => {
    const rolled = await rollWebhookSecret(deps, params.id);
    deps.logger.info('webhook secret rolled', { webhook: params.id });
    return { body: { message: WEBHOOK_TEXT.secretRolled, ...rolled } };
  },
  webhookDeliveries: async ({ deps, params, query }) => ({ body: await listDeliveries(deps, params.id, query.page) }),
  webhookReplay: async ({ deps, params }) => {
    const delivery = await replayDelivery(deps, params.id, params.deliveryId);
    deps.webhookWorker?.kick();
    return { body: { message: WEBHOOK_TEXT.replayed, delivery } };
  },
  webhookTest: async ({ deps, params }) => {
    const delivery = await sendTestEvent(deps, params.id);
    deps.webhookWorker?.kick();
    return { body: { message: WEBHOOK_TEXT.testQueued, delivery } };
  },
} satisfies SomeHandlers;
