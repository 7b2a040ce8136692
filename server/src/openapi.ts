import { ErrorReplySchema } from '@contract/common';
import { endpoints, type Endpoint, type EndpointName } from '@contract/endpoints';
import { endpointSummaries } from '@contract/endpoint-summaries';
import { WEBHOOK_PAYLOAD_SCHEMAS, webhookEnvelopeSchema } from '@contract/webhooks';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

// Inputs are described as the client sends them, replies as the server sends them; anything zod cannot express
// (transforms, refinements) degrades to "any" rather than failing the document.
function toJson(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });
  return rest; // the document's dialect is already 2020-12 (OpenAPI 3.1)
}
const input = (s: z.ZodType) => toJson(s, 'input');
const output = (s: z.ZodType) => toJson(s, 'output');

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const js = input(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(js.properties ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || (js.required ?? []).includes(name),
    schema: s,
  }));
}

/** OpenAPI 3.1 built from the endpoint table, so it cannot drift from the routes. */
const summaryOf = (rows: [string, Endpoint][]) => rows.map(([name]) => endpointSummaries[name as EndpointName]).join(' / ');

export function buildOpenApi(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const groups = new Map<string, [string, Endpoint][]>();
  for (const [name, row] of Object.entries(endpoints) as [string, Endpoint][]) {
    const key = `${row.method} ${row.path}`;
    groups.set(key, [...(groups.get(key) ?? []), [name, row]]);
  }
  for (const rows of groups.values()) {
    const [, first] = rows[0]!;
    const path = `/${first.path.replace(/:([A-Za-z]+)/g, '{$1}')}`;
    const bodies = rows.flatMap(([, r]) => (r.body ? [input(r.body)] : []));
    const responses: Record<string, JsonSchema> = {};
    for (const [name, r] of rows) {
      const status = String(r.status ?? 200);
      const schema = output(r.reply);
      const existing = responses[status]?.content as { 'application/json': { schema: JsonSchema } } | undefined;
      responses[status] = {
        description: summaryOf(rows.length > 1 ? rows : [[name, r]]),
        content: r.produces
          ? { [r.produces]: { schema } }
          : json(existing ? { oneOf: [existing['application/json'].schema, schema] } : schema),
      };
    }
    responses.default = { description: 'Error', content: json({ $ref: '#/components/schemas/ErrorReply' }) };
    const anonymous = rows.every(([, r]) => r.anonymous);
    paths[path] ??= {};
    paths[path][first.method.toLowerCase()] = {
      operationId: rows.map(([n]) => n).join('Or'),
      'x-endpoints': rows.map(([n]) => n),
      summary: summaryOf(rows),
      tags: [first.service],
      parameters: [...parameters(first.params, 'path'), ...parameters(first.query, 'query')],
      ...(bodies.length > 0 && {
        requestBody: { required: true, content: json(bodies.length === 1 ? bodies[0]! : { oneOf: bodies }) },
      }),
      responses,
      // Mixed rows (login or create) accept both: no token, or a bearer token.
      security: anonymous ? [] : rows.some(([, r]) => r.anonymous) ? [{}, { bearerAuth: [] }] : [{ bearerAuth: [] }],
      'x-roles': [...new Set(rows.flatMap(([, r]) => r.roles))],
    };
  }
  paths['/health'] = {
    get: {
      operationId: 'health',
      summary: 'Liveness and database check',
      security: [],
      responses: { '200': { description: 'Ready', content: json({ type: 'object', properties: { status: { const: 'ok' } } }) } },
    },
  };
  return {
    openapi: '3.1.0',
    info: { title: 'Eternity API', version: '1.0.0' },
    servers: [{ url: '/api' }],
    paths,
    webhooks: webhookDocs(),
    components: {
      schemas: { ErrorReply: output(ErrorReplySchema), ...webhookSchemas() },
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}

const eventSchemaName = (type: string) => `WebhookEvent_${type.replace(/\./g, '_')}`;

/** Each event's body (the envelope around its data) as a component, named after the type. */
function webhookSchemas(): Record<string, JsonSchema> {
  return Object.fromEntries(
    Object.entries(WEBHOOK_PAYLOAD_SCHEMAS).map(([type, data]) => [eventSchemaName(type), output(webhookEnvelopeSchema(type, data))]),
  );
}

const SIGNATURE_DOC =
  "`t=<unix seconds>,v1=<hex HMAC-SHA256(secret, \"<t>.<raw body>\")>`, as Stripe signs. Recompute it over the raw body " +
  'with the webhook\'s secret (`whsec_…`), compare in constant time, and refuse a `t` more than 5 minutes from your clock.';

/** OpenAPI 3.1 `webhooks`: what our server POSTs to a CRM's URL, one entry per event type (docs/decisions/0047). */
function webhookDocs(): Record<string, JsonSchema> {
  return Object.fromEntries(
    Object.entries(WEBHOOK_PAYLOAD_SCHEMAS).map(([type, data]) => [
      type,
      {
        post: {
          operationId: `webhook_${type.replace(/\./g, '_')}`,
          summary: data.description ?? type,
          description: 'Delivered at least once, retried with exponential backoff (up to 8 tries over about a day) until a 2xx reply.',
          parameters: [
            { name: 'Webhook-Id', in: 'header', required: true, description: 'The event id, the same on every retry: use it to ignore repeats.', schema: { type: 'string' } },
            { name: 'Webhook-Signature', in: 'header', required: true, description: SIGNATURE_DOC, schema: { type: 'string' } },
          ],
          requestBody: { required: true, content: json({ $ref: `#/components/schemas/${eventSchemaName(type)}` }) },
          responses: { '2XX': { description: 'Received; any other status (or none within 10 s) is retried' } },
        },
      },
    ]),
  );
}
