// Issue 23 item 2: the webhook rows of the endpoint table, without schemas (contract/webhooks.ts has those).
// Kept apart like scheduling-routing.ts, so the browser's schema-less table can spread them without zod.

const SA = ['super-admin'] as const;

export const webhooksRouting = {
  webhooksList: { method: 'GET', path: 'webhooks', service: 'super-admin', roles: SA, anonymous: false },
  webhookCreate: { method: 'POST', path: 'webhooks', service: 'super-admin', roles: SA, anonymous: false, status: 201 },
  webhookPatch: { method: 'PATCH', path: 'webhooks/:id', service: 'super-admin', roles: SA, anonymous: false },
  webhookDelete: { method: 'DELETE', path: 'webhooks/:id', service: 'super-admin', roles: SA, anonymous: false },
  webhookRollSecret: { method: 'POST', path: 'webhooks/:id/secret', service: 'super-admin', roles: SA, anonymous: false },
  webhookDeliveries: { method: 'GET', path: 'webhooks/:id/deliveries', service: 'super-admin', roles: SA, anonymous: false },
  webhookReplay: { method: 'POST', path: 'webhooks/:id/deliveries/:deliveryId/replay', service: 'super-admin', roles: SA, anonymous: false, status: 202 },
  webhookTest: { method: 'POST', path: 'webhooks/:id/test', service: 'super-admin', roles: SA, anonymous: false, status: 202 },
} as const;
