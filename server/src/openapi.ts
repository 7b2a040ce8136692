import { ErrorReplySchema } from '@contract/common';
import { endpoints, type Endpoint, type EndpointName } from '@contract/endpoints';
import { endpointSummaries } from '@contract/endpoint-summaries';
import { WEBHOOK_PAYLOAD_SCHEMAS, webhookEnvelopeSchema } from '@contract/webhooks';
import { z } from 'zod';
import { isIdempotentRow } from './pipeline/idempotency';
import { limitKindOf } from './rate-limit/route-limits';

type JsonSchema = Record<string, unknown>;

// Inputs are described as the client sends them, replies as the server sends them; anything zod cannot express
// (transforms, refinements) degrades to "any" rather than failing the document.
function toJson(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });
  return spellOutEnumRecords(rest) as JsonSchema; // the document's dialect is already 2020-12 (OpenAPI 3.1)
}

/**
 * A record keyed by an enum (zod: `propertyNames` + `additionalProperties` + every key `required`) becomes an object
 * with each key a property: the same set of documents, and one a client generator turns into named fields.
 */
function spellOutEnumRecords(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(spellOutEnumRecords);
  if (typeof node !== 'object' || node === null) return node;
  const out: Record<string, unknown> = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, spellOutEnumRecords(v)]));
  const keys = (out.propertyNames as { enum?: unknown[] } | undefined)?.enum;
  const value = out.additionalProperties;
  if (out.type === 'object' && !out.properties && Array.isArray(keys) && typeof value === 'object' && value !== null) {
    const { propertyNames: _names, additionalProperties: _value, ...rest } = out;
    return { ...rest, properties: Object.fromEntries(keys.map((k) => [String(k), value])), additionalProperties: false };
  }
  return out;
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
    const anonymous = rows.every(([, r]) => r.anonymous);
    // The contact service's calls carry its fixed key in the `token` header (SPEC 7.1; server/src/pipeline/authorize.ts).
    const contactKey = rows.some(([, r]) => r.service === 'contact' && !r.beacon);
    Object.assign(responses, errorReplies(rows, { contactKey, anonymous }));
    responses.default = { description: 'Error', content: json({ $ref: '#/components/schemas/ErrorReply' }) };
    paths[path] ??= {};
    paths[path][first.method.toLowerCase()] = {
      operationId: rows.map(([n]) => n).join('Or'),
      'x-endpoints': rows.map(([n]) => n),
      summary: summaryOf(rows),
      tags: [first.service],
      parameters: [
        ...parameters(first.params, 'path'),
        ...parameters(first.query, 'query'),
        ...(rows.some(([n]) => n === 'bookDemo') ? [VERSION_NUMBER_HEADER] : []),
        ...(rows.some(([n, r]) => isIdempotentRow(r, n as EndpointName)) ? [IDEMPOTENCY_KEY_HEADER] : []),
      ],
      ...(bodies.length > 0 && {
        requestBody: { required: true, content: json(bodies.length === 1 ? bodies[0]! : { oneOf: bodies }) },
      }),
      responses,
      // Mixed rows (login or create) accept both: no token, or a bearer token.
      security: contactKey
        ? [{ contactToken: [] }]
        : anonymous
          ? []
          : rows.some(([, r]) => r.anonymous)
            ? [{}, { bearerAuth: [] }]
            : [{ bearerAuth: [] }],
      'x-roles': [...new Set(rows.flatMap(([, r]) => r.roles))],
    };
  }
  const ok = { description: 'OK', content: json({ $ref: '#/components/schemas/HealthReply' }) };
  const unavailable = (why: string) => ({ description: why, content: json({ $ref: '#/components/schemas/ErrorReply' }) });
  paths['/health'] = {
    get: {
      operationId: 'health',
      summary: 'Liveness and database check',
      tags: ['operations'],
      security: [],
      responses: { '200': ok, '431': ref('HeadersTooLarge'), '503': unavailable('The database does not answer') },
    },
  };
  // docs/decisions/0057: what a load balancer and an orchestrator poll.
  paths['/health/live'] = {
    get: {
      operationId: 'healthLive',
      summary: 'Liveness: the process answers (nothing else is checked)',
      tags: ['operations'],
      security: [],
      responses: { '200': ok, '431': ref('HeadersTooLarge') },
    },
  };
  paths['/health/ready'] = {
    get: {
      operationId: 'healthReady',
      summary: 'Readiness: the database answers, the migrations are applied and no shutdown is under way',
      description: 'Turns 503 as soon as the process receives SIGTERM, before it stops accepting connections.',
      tags: ['operations'],
      security: [],
      responses: {
        '200': ok,
        '431': ref('HeadersTooLarge'),
        '503': unavailable('Shutting down, migrations not applied, or the database does not answer'),
      },
    },
  };
  paths['/metrics'] = {
    get: {
      operationId: 'metrics',
      summary: "Prometheus metrics in the text exposition format (off in a deployment without METRICS_TOKEN)",
      tags: ['operations'],
      security: [{ metricsToken: [] }],
      responses: {
        '200': { description: 'Metrics', content: { 'text/plain': { schema: { type: 'string' } } } },
        '401': { $ref: '#/components/responses/Unauthorized' },
        '404': { $ref: '#/components/responses/NotFound' },
        '431': ref('HeadersTooLarge'),
      },
    },
  };
  return {
    openapi: '3.1.0',
    info: { title: 'Eternity API', version: '1.0.0' },
    servers: [{ url: '/api' }],
    paths,
    webhooks: webhookDocs(),
    components: {
      schemas: {
        ErrorReply: output(ErrorReplySchema),
        HealthReply: { type: 'object', properties: { status: { const: 'ok' } }, required: ['status'] },
        ...webhookSchemas(),
      },
      responses: ERROR_RESPONSES,
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        contactToken: {
          type: 'apiKey',
          in: 'header',
          name: 'token',
          description: "The contact service's fixed key (CONTACT_API_TOKEN; the browser reads it from the run-time config).",
        },
        metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN' },
      },
    },
  };
}

/** The book-demo call's version header (SPEC 7.1): anything but `v2` is answered 400. */
const VERSION_NUMBER_HEADER = {
  name: 'versionNumber',
  in: 'header',
  required: true,
  description: 'The contact API version; only v2 is served.',
  schema: { type: 'string', enum: ['v2'] },
};

/** Creates and the booking answer a repeat of their key with the first reply (docs/decisions/0051, 0068). */
const IDEMPOTENCY_KEY_HEADER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'A key of your own for this create (1-200 visible ASCII characters, e.g. a UUID): a repeat with the same key and ' +
    'body gets the first reply (header `idempotent-replayed: true`) and creates nothing more; the same key with another ' +
    'body is answered 422. Kept a day.',
  schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,200}$' },
};

const errorReply = (description: string, headers?: JsonSchema): JsonSchema => ({
  description,
  ...(headers && { headers }),
  content: json({ $ref: '#/components/schemas/ErrorReply' }),
});

/** Every error reply the API sends, once, with the shared error shape; operations name theirs by $ref. */
const ERROR_RESPONSES: Record<string, JsonSchema> = {
  BadRequest: errorReply('The request is malformed or a field is invalid: `errors.details` names each one'),
  Unauthorized: errorReply('No valid credentials: a missing or expired token, or a wrong key'),
  Forbidden: errorReply("The caller's role may not make this call"),
  NotFound: errorReply('Nothing with this id, or not visible to the caller'),
  PayloadTooLarge: errorReply('The body is over 100 KB'),
  // Node's parser refuses these before routing; server/src/client-errors.ts answers with the shared shape.
  Conflict: errorReply('A conflict: a name already taken, or the first request with this Idempotency-Key still running'),
  IdempotencyKeyReused: errorReply('This Idempotency-Key was already used with another body'),
  HeadersTooLarge: errorReply('The request headers are over 16 KB (refused before routing, on every path)'),
  TooManyRequests: errorReply('A rate limit refused the request: retry after the given number of seconds', {
    'Retry-After': { description: 'Seconds to wait before retrying', schema: { type: 'integer', minimum: 1 } },
  }),
};

const ref = (name: keyof typeof ERROR_RESPONSES) => ({ $ref: `#/components/responses/${name}` });

/** The 4xx and 429 replies an operation can give, from what its rows take and how they are guarded. */
function errorReplies(rows: [string, Endpoint][], guard: { contactKey: boolean; anonymous: boolean }): Record<string, JsonSchema> {
  const replies: Record<string, JsonSchema> = {};
  const some = (test: (name: string, r: Endpoint) => unknown) => rows.some(([n, r]) => Boolean(test(n, r)));
  const takesBody = some((_, r) => r.body || r.when);
  // Anything read from the request (body, path, query, the book-demo version header) is checked: 400 when it is wrong.
  if (takesBody || some((n, r) => r.params || r.query || n === 'bookDemo')) replies['400'] = ref('BadRequest');
  if (guard.contactKey || !guard.anonymous || some((_, r) => !r.anonymous)) replies['401'] = ref('Unauthorized');
  if (some((_, r) => !r.anonymous)) replies['403'] = ref('Forbidden');
  // A path's id may name nothing; the local identity provider's rows answer 404 when Firebase is the provider.
  if (some((_, r) => r.params || r.path.startsWith('identity/local/'))) replies['404'] = ref('NotFound');
  if (takesBody) replies['413'] = ref('PayloadTooLarge');
  if (some((n, r) => limitKindOf(n, r))) replies['429'] = ref('TooManyRequests');
  if (some((n, r) => isIdempotentRow(r, n as EndpointName))) {
    replies['409'] = ref('Conflict');
    replies['422'] = ref('IdempotencyKeyReused');
  }
  replies['431'] = ref('HeadersTooLarge');
  return replies;
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
          // Sent by this server to a CRM: no API credentials, the Webhook-Signature header proves where it came from.
          security: [],
          responses: { '2XX': { description: 'Received; any other status (or none within 10 s) is retried' } },
        },
      },
    ]),
  );
}
