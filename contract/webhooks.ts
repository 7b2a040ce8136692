import { z } from 'zod';
import { IdSchema, PageQuerySchema, PaginationSchema } from './common';
import { webhooksRouting } from './webhooks-routing';
import {
  WEBHOOK_DELIVERY_STATES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_TEXT,
} from './webhooks-text';

export * from './webhooks-text';

// Outbound webhooks to a CRM (docs/decisions/0047-crm-webhooks.md): the console's requests and replies, and the
// payload of every event as a receiver gets it (the OpenAPI document's `webhooks` are built from these).

export const WebhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES, { message: WEBHOOK_TEXT.eventsRequired });

const UrlSchema = z
  .string({ message: WEBHOOK_TEXT.urlInvalid })
  .trim()
  .min(1, WEBHOOK_TEXT.urlInvalid)
  .max(2000, 'The address must be at most 2000 characters.');

const EventsSchema = z
  .array(WebhookEventTypeSchema, { message: WEBHOOK_TEXT.eventsRequired })
  .min(1, WEBHOOK_TEXT.eventsRequired)
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((events) => WEBHOOK_EVENT_TYPES.filter((e) => events.includes(e)));

const DescriptionSchema = z
  .string({ message: 'The description must be text.' })
  .trim()
  .max(500, 'The description must be at most 500 characters.');
const EnabledSchema = z.boolean({ message: 'enabled must be true or false.' });

export const WebhookWriteSchema = z.strictObject({
  url: UrlSchema,
  description: DescriptionSchema.default(''),
  events: EventsSchema,
  enabled: EnabledSchema.default(true),
});
export type WebhookWrite = z.input<typeof WebhookWriteSchema>;

export const WebhookPatchSchema = z
  .strictObject({ url: UrlSchema, description: DescriptionSchema, events: EventsSchema, enabled: EnabledSchema })
  .partial();
export type WebhookPatch = z.input<typeof WebhookPatchSchema>;

export const WebhookDeliveryStateSchema = z.enum(WEBHOOK_DELIVERY_STATES);

export const WebhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(WebhookEventTypeSchema),
  enabled: z.boolean(),
  /** `whsec_…` and the last four characters: the full secret is only in the create and roll-secret replies. */
  secretHint: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastDelivery: z.object({ state: WebhookDeliveryStateSchema, at: z.string() }).nullable(),
});
export type Webhook = z.infer<typeof WebhookSchema>;

export const WebhooksReplySchema = z.object({ webhooks: z.array(WebhookSchema) });
export const WebhookReplySchema = z.object({ message: z.string(), webhook: WebhookSchema });
/** Create and roll secret: the only replies that carry the whole secret. */
export const WebhookWithSecretReplySchema = z.object({ message: z.string(), webhook: WebhookSchema, secret: z.string() });

export const WebhookAttemptSchema = z.object({
  at: z.string(),
  responseCode: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
});

export const WebhookDeliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  type: z.string(),
  state: WebhookDeliveryStateSchema,
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastResponseCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  /** Set on a replay: the delivery it sends again. */
  replayOf: z.string().nullable(),
  attemptLog: z.array(WebhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WebhookDeliveriesReplySchema = z.object({ deliveries: z.array(WebhookDeliverySchema), pagination: PaginationSchema });
export const WebhookDeliveryReplySchema = z.object({ message: z.string(), delivery: WebhookDeliverySchema });

// The payloads. `data` of each event type; the envelope is the same for all.

const LeadSchema = z.object({
  id: z.string().describe('The booked demo’s id'),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  companyName: z.string(),
  message: z.string(),
  createdAt: z.string().describe('When the booking was stored (ISO 8601)'),
  source: z.object({
    page: z.string().nullable(),
    label: z.string().nullable(),
    referrerHost: z.string().nullable(),
    utm: z.record(z.string(), z.string()).nullable(),
  }),
});

const MeetingSchema = z.object({
  id: z.string(),
  leadId: z.string().describe('The booked demo this meeting is for'),
  start: z.string(),
  end: z.string(),
  office: z.object({ id: z.string(), name: z.string(), timeZone: z.string() }),
  rep: z.object({ name: z.string(), email: z.string() }),
});

export const WEBHOOK_PAYLOAD_SCHEMAS = {
  'lead.created': z.object({ lead: LeadSchema }).describe('A demo booking was stored as a lead, or released from Filtered as not spam'),
  'lead.status_changed': z
    .object({ leadId: z.string(), from: z.string(), to: z.string(), at: z.string().describe('When it changed (ISO 8601)') })
    .describe('A lead’s pipeline status changed'),
  'meeting.booked': z.object({ meeting: MeetingSchema }).describe('A visitor booked a meeting time for their demo'),
  'meeting.moved': z
    .object({
      meeting: MeetingSchema.describe('The meeting at its new time, with the rep who now holds it'),
      previous: z.object({ start: z.string(), end: z.string(), rep: z.object({ name: z.string(), email: z.string() }) }),
    })
    .describe('The visitor moved their meeting to another time through the link in their invite'),
  'meeting.cancelled': z
    .object({ meeting: MeetingSchema, cancelledAt: z.string() })
    .describe('A booked meeting was cancelled'),
  [WEBHOOK_TEST_EVENT]: z.object({ message: z.string() }).describe('Sent by "Send test event" in the console'),
} as const;

export type WebhookPayloadType = keyof typeof WEBHOOK_PAYLOAD_SCHEMAS;
export type WebhookData<T extends WebhookPayloadType> = z.input<(typeof WEBHOOK_PAYLOAD_SCHEMAS)[T]>;

/** The JSON body of every delivery; `id` is also the `Webhook-Id` header and stays the same across retries. */
export const webhookEnvelopeSchema = <T extends z.ZodType>(type: string, data: T) =>
  z.object({ id: z.string().describe('The event id: the same on every retry and replay'), type: z.literal(type), createdAt: z.string(), data });

const Id = z.object({ id: IdSchema });
const DeliveryParams = z.object({ id: IdSchema, deliveryId: IdSchema });

export const webhooksEndpoints = {
  webhooksList: { ...webhooksRouting.webhooksList, reply: WebhooksReplySchema },
  webhookCreate: { ...webhooksRouting.webhookCreate, body: WebhookWriteSchema, reply: WebhookWithSecretReplySchema },
  webhookPatch: { ...webhooksRouting.webhookPatch, params: Id, body: WebhookPatchSchema, reply: WebhookReplySchema },
  webhookDelete: { ...webhooksRouting.webhookDelete, params: Id, reply: z.object({ message: z.string() }) },
  webhookRollSecret: { ...webhooksRouting.webhookRollSecret, params: Id, reply: WebhookWithSecretReplySchema },
  webhookDeliveries: { ...webhooksRouting.webhookDeliveries, params: Id, query: PageQuerySchema, reply: WebhookDeliveriesReplySchema },
  webhookReplay: { ...webhooksRouting.webhookReplay, params: DeliveryParams, reply: WebhookDeliveryReplySchema },
  webhookTest: { ...webhooksRouting.webhookTest, params: Id, reply: WebhookDeliveryReplySchema },
};
