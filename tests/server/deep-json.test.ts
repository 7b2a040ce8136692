import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, expectError, makeTestApp, type TestApp } from './helpers';

// JSON bodies are walked by the server (the NUL check) before any schema sees them. A body nested thousands of
// levels deep must be a plain 400, not a stack overflow answered 500 with the stack in the log; no contract body
// needs more than a few levels. Malformed JSON stays 'Invalid JSON', and a wide flat body within the size limit
// is walked quickly.

const CONTACT_TOKEN = 'test-contact-token-0123456789';
const DEPTH = 5000;
const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const nestedObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

describe.each(DB_KINDS)('JSON bodies on %s', (kind) => {
  let t: TestApp;
  const rows: [string, string, Record<string, string>][] = [
    ['super-admin login', '/api/super-admin', {}],
    ['book-demo', '/api/meta/book-demo', { token: CONTACT_TOKEN, versionNumber: 'v2' }],
  ];

  beforeAll(async () => {
    t = await makeTestApp({ kind, env: { CONTACT_API_TOKEN: CONTACT_TOKEN } });
  });
  afterAll(() => t?.close());

  /** Nothing at level error (unhandled errors and their stacks) and no stack anywhere in the log. */
  const expectQuietLog = (from: number) => {
    for (const line of t.logs.slice(from)) {
      expect(JSON.parse(line).level, line).not.toBe('error');
      expect(line).not.toMatch(/stack|at .*\.ts:/);
    }
  };

  for (const [row, path, headers] of rows) {
    for (const [shape, raw] of [
      ['arrays', nestedArrays(DEPTH)],
      ['objects', nestedObjects(DEPTH)],
    ] as const) {
      it(`answers a ${DEPTH}-level nested body of ${shape} at ${row} with 400 'JSON is nested too deeply'`, async () => {
        const from = t.logs.length;
        const res = await t.request('POST', path, { raw, headers: { ...headers, 'content-type': 'application/json' } });
        expectError(res, 400, 'JSON is nested too deeply');
        expect(res.body.errors.details).toEqual([{ message: 'JSON is nested too deeply', path: [] }]);
        expectQuietLog(from);
      });
    }
  }

  it('lets 32 levels through to the schema and refuses 33', async () => {
    // 32 levels deep in a field the schema does not know: the depth check lets it through, the schema decides.
    const res = await t.request('POST', '/api/super-admin', {
      raw: `{"email":"nobody@example.com","password":"whatever-password","extra":${nestedArrays(30)}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.body.message).not.toBe('JSON is nested too deeply');
    expect(res.status).toBeLessThan(500);
    // 33 levels are one too many.
    const deeper = await t.request('POST', '/api/super-admin', { raw: `{"extra":${nestedArrays(32)}}`, headers: { 'content-type': 'application/json' } });
    expectError(deeper, 400, 'JSON is nested too deeply');
  });

  it("answers malformed JSON with 400 'Invalid JSON'", async () => {
    for (const raw of ['{', '{"email":', '[1,]', "{'a':1}", nestedArrays(DEPTH).slice(0, -1)]) {
      const from = t.logs.length;
      const res = await t.request('POST', '/api/super-admin', { raw, headers: { 'content-type': 'application/json' } });
      expectError(res, 400, 'Invalid JSON');
      expectQuietLog(from);
    }
  });

  it('walks a wide flat body within the size limit quickly', async () => {
    const array = `[${Array(24_000).fill('"a"').join(',')}]`; // ~ 96 KB, 24,000 strings to check
    const object = `{${Array.from({ length: 7_500 }, (_, i) => `"k${i}":"a"`).join(',')}}`;
    for (const raw of [array, object]) {
      expect(raw.length).toBeLessThan(100 * 1024);
      const started = performance.now();
      const res = await t.request('POST', '/api/super-admin', { raw, headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(400);
      expect(res.body.message).not.toBe('JSON is nested too deeply');
      expect(performance.now() - started).toBeLessThan(2000);
    }
  });

  it('still names the field holding a NUL character, however deep within the limit', async () => {
    const res = await t.request('POST', '/api/super-admin', {
      raw: JSON.stringify({ email: 'a@example.com', password: 'x', deep: [{ b: ['ok', 'bad\u0000'] }] }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.details[0]).toEqual({ message: 'Text must not contain NUL characters', path: ['deep', 0, 'b', 1] });
  });
});
