// The webhooks' constants and texts without zod, so the console can show them without loading the schemas.

/** The events a webhook can subscribe to, in the order the console lists them. */
export const WEBHOOK_EVENT_TYPES = ['lead.created', 'lead.status_changed', 'meeting.booked', 'meeting.moved', 'meeting.cancelled'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Sent only by "Send test event", to the one endpoint asked; nobody subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test' as const;

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'lead.created': 'Lead created',
  'lead.status_changed': 'Lead status changed',
  'meeting.booked': 'Meeting booked',
  'meeting.moved': 'Meeting moved',
  'meeting.cancelled': 'Meeting cancelled',
};

export const WEBHOOK_DELIVERY_STATES = ['pending', 'retrying', 'delivered', 'failed'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

export const WEBHOOK_TEXT = {
  created: 'Webhook created.',
  updated: 'Webhook saved.',
  deleted: 'Webhook deleted.',
  secretRolled: 'New signing secret made. The old one no longer signs.',
  replayed: 'Delivery queued to be sent again.',
  testQueued: 'Test event queued.',
  notFound: 'Webhook not found.',
  deliveryNotFound: 'Delivery not found.',
  urlInvalid: 'Enter a full web address, like https://crm.example.com/hooks.',
  urlHttps: 'The address must start with https://.',
  urlCredentials: 'The address must not contain a user name or password.',
  urlPrivate: 'The address must be on the public internet, not a private, loopback or link-local network.',
  eventsRequired: 'Choose at least one event.',
  testMessage: 'This is a test event from Eternity.',
} as const;
