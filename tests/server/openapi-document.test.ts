import { endpoints, type Endpoint } from '@contract/endpoints';
import { MESSAGES } from '@contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitKindOf } from '../../server/src/rate-limit/route-limits';
import { humanProof } from './human-check';
import { makeTestApp, type TestApp } from './helpers';

// Issue 25 item 6 (docs/decisions/0057): /api/openapi.json is a document a client generator can use — the contact
// key and the version header declared, every error reply documented with the shared error shape — and a call built
// only from what the document says books a demo.

type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, Record<string, string>>; responses: Record<string, Resp> };
};
type Resp = { $ref?: string; content?: Record<string, { schema: { $ref?: string } }>; headers?: Record<string, unknown> };
type Operation = {
  'x-endpoints'?: string[];
  security: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema: { enum?: string[] } }[];
  responses: Record<string, Resp>;
};

const CONTACT_TOKEN = 'contact-token-for-the-document';

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: Doc;
  beforeAll(async () => {
    t = await makeTestApp({ env: { CONTACT_API_TOKEN: CONTACT_TOKEN } });
    doc = (await t.request('GET', '/api/openapi.json')).body as Doc;
  });
  afterAll(async () => {
    await t?.close();
  });

  const resolve = (r: Resp): Resp => (r.$ref ? doc.components.responses[r.$ref.replace('#/components/responses/', '')]! : r);
  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })));

  it('every operation of the endpoint table documents its 4xx replies with the error shape, and 429 where a limit counts', () => {
    const withRows = operations().filter(({ op }) => op['x-endpoints']);
    expect(withRows.length).toBeGreaterThan(50);
    for (const { path, method, op } of withRows) {
      const errors = Object.entries(op.responses).filter(([status]) => /^4\d\d$/.test(status));
      expect(errors.length, `${method} ${path}`).toBeGreaterThan(0);
      for (const [status, reply] of errors) {
        expect(resolve(reply).content?.['application/json']?.schema, `${method} ${path} ${status}`).toEqual({ $ref: '#/components/schemas/ErrorReply' });
      }
      const rows = op['x-endpoints']!.map((name) => [name, endpoints[name as keyof typeof endpoints] as Endpoint] as const);
      if (rows.some(([name, row]) => limitKindOf(name, row))) {
        expect(op.responses['429'], `${method} ${path}`).toEqual({ $ref: '#/components/responses/TooManyRequests' });
      }
      if (rows.some(([, row]) => !row.anonymous)) expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['401', '403']));
    }
    expect(resolve({ $ref: '#/components/responses/TooManyRequests' }).headers).toHaveProperty('Retry-After');
  });

  it('declares the book-demo key as an apiKey in the `token` header and the required versionNumber header (v2)', () => {
    expect(doc.components.securitySchemes.contactToken).toMatchObject({ type: 'apiKey', in: 'header', name: 'token' });
    const op = doc.paths['/meta/book-demo']!.post!;
    expect(op.security).toEqual([{ contactToken: [] }]);
    expect(op.parameters).toContainEqual(expect.objectContaining({ name: 'versionNumber', in: 'header', required: true, schema: expect.objectContaining({ enum: ['v2'] }) }));
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '413', '429']));
    // A retry with its Idempotency-Key stores one booking (docs/decisions/0068).
    expect(op.parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: false }));
    expect(op.responses['422']).toEqual({ $ref: '#/components/responses/IdempotencyKeyReused' });
    // Every operation's security names a declared scheme.
    for (const { op } of operations()) {
      for (const requirement of op.security ?? []) for (const scheme of Object.keys(requirement)) expect(doc.components.securitySchemes).toHaveProperty(scheme);
    }
  });

  it('documents live, ready and metrics', () => {
    expect(Object.keys(doc.paths['/health/ready']!.get!.responses)).toEqual(['200', '431', '503']);
    expect(Object.keys(doc.paths['/health/live']!.get!.responses)).toEqual(['200', '431']);
    // Every operation, the probes included, documents a 4xx: at least the 431 Node's parser gives any path
    // (answered with the error shape by server/src/client-errors.ts; shutdown.test.ts sees it from `npm start`).
    for (const { path, method, op } of operations()) {
      expect(op.responses['431'], `${method} ${path}`).toEqual({ $ref: '#/components/responses/HeadersTooLarge' });
    }
    expect(doc.paths['/metrics']!.get!.security).toEqual([{ metricsToken: [] }]);
  });

  it('a call built from the document alone books a demo; without the key or the version it gets the documented 401 and 400', async () => {
    const op = doc.paths['/meta/book-demo']!.post!;
    const scheme = doc.components.securitySchemes[Object.keys(op.security[0]!)[0]!]!;
    const headers: Record<string, string> = { [scheme.name!]: CONTACT_TOKEN };
    for (const p of op.parameters ?? []) if (p.in === 'header' && p.required) headers[p.name] = p.schema.enum![0]!;
    const body = {
      name: 'Doc Reader',
      companyName: 'Generated Clients Ltd',
      businessEmail: 'reader@generated-clients.example',
      phoneNumber: '+919876543210',
      message: 'Booked from the OpenAPI document.',
      startedAt: t.clock().getTime() - 60_000,
      humanCheck: await humanProof(t),
    };
    const booked = await t.request('POST', '/api/meta/book-demo', { headers, body });
    expect(booked.status, booked.text).toBe(200);
    expect(booked.body.message).toBe(MESSAGES.bookDemoSent);

    const { [scheme.name!]: _key, ...withoutKey } = headers;
    expect((await t.request('POST', '/api/meta/book-demo', { headers: withoutKey, body })).status).toBe(401);
    const { versionNumber: _version, ...withoutVersion } = headers;
    const unversioned = await t.request('POST', '/api/meta/book-demo', { headers: withoutVersion, body });
    expect(unversioned.status).toBe(400);
    expect(unversioned.body.message).toBe(MESSAGES.bookDemoVersion);
  });
});
