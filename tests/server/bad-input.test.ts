import { ErrorReplySchema, type Role } from '@contract/common';
import { endpoints, type Endpoint } from '@contract/endpoints';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { newId } from '../../server/src/db/ids';
import { dashboardUsers, metaverses, metaverseUsers, superAdmins } from '../../server/src/db/schema';
import { DB_KINDS, makeTestApp, mintAccessToken, type TestApp } from './helpers';

// Generated bad input at every data-changing row of the endpoint table, sent with a valid token of an allowed role:
// whatever arrives, the API answers with a 4xx (or a 2xx) in the contract's shape, never a 5xx.

const RUNS = 200;

type Row = Endpoint & { name: string };
const ALL: Row[] = Object.entries(endpoints as Record<string, Endpoint>).map(([name, row]) => ({ name, ...row }));
const MUTATING = ALL.filter((r) => r.method !== 'GET');
/** The reading rows that take a query or path parameters: their filters, pages, sorts, dates and ids. */
const READING = ALL.filter((r) => r.method === 'GET' && (r.query || r.path.includes(':')));
const GET_RUNS = 60;

/** Rows that delete or change the caller's own account get a throwaway caller per run. */
const SELF_DESTRUCTIVE = new Set(['superAdminDelete', 'dashboardUserDeleteSelf', 'userDeleteSelf']);

type JsonSchema = { type?: string; properties?: Record<string, JsonSchema>; additionalProperties?: unknown; items?: JsonSchema; anyOf?: JsonSchema[] };
const inputSchema = (s: z.ZodType) => z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
const fieldsOf = (row: Row) => Object.keys((row.body && inputSchema(row.body).properties) ?? {});

// ── Generators ────────────────────────────────────────────────────────────────────────────────────────────────────

const DANGEROUS_KEYS = ['__proto__', 'constructor', 'prototype', 'role', '_id', 'id', 'passwordHash', 'password_hash',
  'isAdmin', 'admin', 'mailState', 'userId', 'createdAt', 'typ'];
const hugeString = fc
  .tuple(fc.integer({ min: 1_000, max: 150_000 }), fc.constantFrom('x', 'é', '😀', '\u0000', '"', '\\'))
  .map(([n, ch]) => ch.repeat(Math.ceil(n / ch.length)));
const weirdString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.constantFrom('', ' ', 'null', 'undefined', 'NaN', '-1', '0', '1e400', '0x10', '%', '%00', '%E0%A4%A', '../..',
    "' OR 1=1 --", '<script>alert(1)</script>', '{{7*7}}', '\u202e', 'a'.repeat(300)),
  hugeString,
);
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 2, arbitrary: weirdString },
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, [], {}, [null], { $ne: null }, { $gt: '' }),
);

/** A JSON object as text, so `__proto__` and friends arrive as own keys (JSON.stringify would drop them). */
const objectText = (entries: [string, unknown][]) =>
  `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`;

function bodyText(row: Row): fc.Arbitrary<string | undefined> {
  const fields = fieldsOf(row);
  const key = fields.length > 0 ? fc.oneof(fc.constantFrom(...fields), fc.constantFrom(...DANGEROUS_KEYS), fc.string()) : fc.oneof(fc.constantFrom(...DANGEROUS_KEYS), fc.string());
  return fc.oneof(
    // Arbitrary JSON values of any type.
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)) },
    // The right field names with wrong types, huge strings, operator objects, unknown and prototype keys.
    { weight: 4, arbitrary: fc.array(fc.tuple(key, wrongValue), { maxLength: 8 }).map(objectText) },
    // Prototype pollution and mass assignment attempts beside the real fields.
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...DANGEROUS_KEYS), wrongValue, fc.array(fc.tuple(key, weirdString), { maxLength: 4 }))
        .map(([k, v, rest]) => objectText([...rest, [k, v]])),
    },
    // Not JSON at all, or JSON cut short.
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.string().filter((s) => { try { JSON.parse(s); return false; } catch { return true; } }),
        fc.jsonValue().map((v) => JSON.stringify(v)).filter((s) => s.length > 1).map((s) => s.slice(0, -1)),
        fc.constantFrom('{', '[1,', "{'a':1}", 'undefined', 'NaN', '{"a":1}{"b":2}', '\uFEFF{}', '{"a":"\\ud800"}'),
      ),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  fc.constantFrom(
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
    'application/json; charset=utf-16',
    'application/vnd.api+json',
    'application/jsonx',
    '',
  ),
);

const queryString = fc.oneof(
  { weight: 2, arbitrary: fc.constant('') },
  fc
    .array(fc.tuple(fc.oneof(fc.constantFrom('page', 'field', 'operator', 'value', '__proto__'), fc.string()), weirdString.filter((s) => s.length < 2_000)), { maxLength: 5 })
    .chain((pairs) =>
      fc.boolean().map((raw) =>
        pairs
          .map(([k, v]) => (raw ? `${k}=${v}`.replace(/[#\s]/g, '') : `${encodeURIComponent(k)}=${encodeURIComponent(v)}`))
          .join('&'),
      ),
    ),
);

const pathParam = fc.oneof(
  fc.constant(newId()),
  fc.constant(newId().toUpperCase()),
  fc.string().map(encodeURIComponent),
  fc.string({ unit: 'binary', maxLength: 40 }).map(encodeURIComponent),
  fc.constantFrom('%', '%E0%A4%A', '%00', '..', '.', '%2F', 'a'.repeat(5_000), '0'.repeat(24), 'g'.repeat(24), '-1'),
);

/** Values a date, page, id or sort filter meets: edges of the database's range, and beyond it. */
const edgeValue = fc.oneof(
  fc.constantFrom('0000-01-01', '0001-01-01', '1899-12-31', '1900-01-01', '9998-12-31', '9999-12-31', '10000-01-01', '2026-02-30',
    '2026-13-01', '-2026-01-01', '+002026-01-01', '2026-01-01T00:00:00Z', '0000-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '0', '-1',
    '1e9', '100001', '99999999999999999999', 'NaN', 'Infinity', 'asc', 'desc', 'none', 'newest', 'oldest', '\u0000'),
  fc.date({ min: new Date(-62_198_755_200_000), max: new Date(253_402_300_799_000), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  weirdString.filter((v) => v.length < 300),
);

/** A query of the row's own keys (and a stray one) with edge values. */
function readingQuery(row: Row): fc.Arbitrary<string> {
  const keys = Object.keys((row.query && inputSchema(row.query).properties) ?? {});
  const key = keys.length > 0 ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...keys) }, fc.string()) : fc.string();
  return fc.array(fc.tuple(key, edgeValue), { maxLength: 5 }).map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'));
}

interface Attempt {
  params: Record<string, string>;
  query: string;
  body: string | undefined;
  contentType: string;
}

function attempts(row: Row): fc.Arbitrary<Attempt> {
  const names = [...row.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
  return fc.record({
    params: fc.record(Object.fromEntries(names.map((n) => [n, pathParam])) as Record<string, fc.Arbitrary<string>>),
    query: queryString,
    body: bodyText(row),
    contentType,
  });
}

// ── The suite ─────────────────────────────────────────────────────────────────────────────────────────────────────

describe('the contract rejects unknown fields (no mass assignment)', () => {
  /** Every object a request body can contain must have additionalProperties: false. */
  function openObjects(s: JsonSchema, at: string): string[] {
    const found: string[] = [];
    if (s.type === 'object' && s.additionalProperties !== false) found.push(at || '(body)');
    for (const [k, v] of Object.entries(s.properties ?? {})) found.push(...openObjects(v, `${at}.${k}`));
    for (const v of s.anyOf ?? []) found.push(...openObjects(v, at));
    if (s.items) found.push(...openObjects(s.items, `${at}[]`));
    return found;
  }

  it.each(ALL.filter((r) => r.body).map((r) => [r.name, r] as const))('%s body is a strict object', (_, row) => {
    expect(openObjects(inputSchema(row.body!), '')).toEqual([]);
  });
});

describe.each(DB_KINDS)('bad input at every data-changing endpoint on %s', (kind) => {
  let t: TestApp;
  const tokenFor: Partial<Record<Role, string>> = {};
  let freshToken: (role: Role) => Promise<string>;
  const statuses = new Map<number, number>();
  /** Every distinct first validation detail, by row and field. */
  const details = new Set<string>();

  beforeAll(async () => {
    t = await makeTestApp({
      kind,
      env: {
        RATE_LIMIT_LOGIN: '1000000',
        RATE_LIMIT_REFRESH: '1000000',
        RATE_LIMIT_BOOK_DEMO: '1000000',
        RATE_LIMIT_FORM_OPEN: '1000000',
        RATE_LIMIT_FAILED_LOGIN: '1000000',
        LOG_LEVEL: 'warn',
      },
    });
    const db = t.deps.db;
    const now = t.clock();
    const stamp = { createdAt: now, updatedAt: now };
    const insert = {
      'super-admin': async () => {
        const id = newId();
        await db.insert(superAdmins).values({ id, name: 'SA', email: `${id}@example.com`, passwordHash: 'x', ...stamp });
        return id;
      },
      'dashboard-user': async () => {
        const id = newId();
        await db.insert(dashboardUsers).values({ id, name: 'DU', email: `${id}@example.com`, passwordHash: 'x', ...stamp });
        return id;
      },
      'metaverse-user': async () => {
        const id = newId();
        await db.insert(metaverseUsers).values({ id, name: 'MU', email: `${id}@example.com`, ...stamp });
        return id;
      },
    } satisfies Record<Role, () => Promise<string>>;
    // Two super admins, so one deleting itself is allowed to.
    await insert['super-admin']();
    const du = await insert['dashboard-user']();
    await db.insert(metaverses).values({ id: newId(), name: 'M', adminId: du, ...stamp });
    tokenFor['super-admin'] = await mintAccessToken(t, 'super-admin', await insert['super-admin']());
    tokenFor['dashboard-user'] = await mintAccessToken(t, 'dashboard-user', du);
    tokenFor['metaverse-user'] = await mintAccessToken(t, 'metaverse-user', await insert['metaverse-user']());
    freshToken = async (role) => mintAccessToken(t, role, await insert[role]());
  });
  afterAll(() => t?.close());

  it.each(MUTATING.map((r) => [r.name, r] as const))(`%s: ${RUNS} runs, no 5xx, replies in the contract`, async (_, row) => {
    const role = row.roles[0];
    await fc.assert(
      fc.asyncProperty(attempts(row), async (a) => {
        let token: string | undefined;
        if (!row.anonymous && role) token = SELF_DESTRUCTIVE.has(row.name) ? await freshToken(role) : tokenFor[role];
        const path = row.path.replace(/:([A-Za-z]+)/g, (_m, k: string) => a.params[k] ?? '');
        const url = `/api/${path}${a.query ? `?${a.query}` : ''}`;
        const headers: Record<string, string> = {};
        if (a.contentType) headers['content-type'] = a.contentType;
        if (row.name === 'bookDemo') Object.assign(headers, { token: t.deps.config.contactApiToken, versionNumber: 'v2' });
        const res = await t.request(row.method, url, { token, raw: a.body, headers });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 400 && res.body?.errors?.details?.[0]) {
          const d = res.body.errors.details[0] as { message: string; path: unknown[] };
          details.add(`${row.name} ${JSON.stringify(d.path)} ${d.message}`);
        }
        const shape = res.status < 300 ? row.reply : ErrorReplySchema;
        const parsed = shape.safeParse(res.body);
        if (res.status >= 500 || !parsed.success) {
          throw new Error(`${row.method} ${url.slice(0, 200)} → ${res.status} ${res.text.slice(0, 300)}`);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it.each(READING.map((r) => [r.name, r] as const))(`%s: ${GET_RUNS} generated queries, no 5xx, replies in the contract`, async (_, row) => {
    const role = row.roles[0];
    const names = [...row.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
    // An empty or dot segment is another row's path ('/booked-demos/' is the list): not this row's input.
    const segment = pathParam.filter((v) => !['', '.', '..'].includes(v) && !/%2F/i.test(v));
    const params = fc.record(Object.fromEntries(names.map((n) => [n, segment])) as Record<string, fc.Arbitrary<string>>);
    await fc.assert(
      fc.asyncProperty(params, readingQuery(row), async (p, query) => {
        const token = !row.anonymous && role ? tokenFor[role] : undefined;
        const url = `/api/${row.path.replace(/:([A-Za-z]+)/g, (_m, k: string) => p[k] ?? '')}${query ? `?${query}` : ''}`;
        const res = await t.request('GET', url, { token });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 400 && res.body?.errors?.details?.[0]) {
          const d = res.body.errors.details[0] as { message: string; path: unknown[] };
          details.add(`${row.name} ${JSON.stringify(d.path)} ${d.message}`);
        }
        const shape = res.status < 300 ? (row.produces ? z.unknown() : row.reply) : ErrorReplySchema;
        if (res.status >= 500 || !shape.safeParse(res.body).success) {
          throw new Error(`GET ${url.slice(0, 200)} → ${res.status} ${res.text.slice(0, 300)}`);
        }
      }),
      { numRuns: GET_RUNS },
    );
  });

  // One date rule everywhere (issue 38 item 4): a day the database cannot hold is a 400 that names it, on every row that
  // takes a day, never a 500 from the database.
  const DAY_KEYS = ['from', 'to', 'date'];
  const DAY_ROWS = READING.flatMap((row) =>
    Object.keys((row.query && inputSchema(row.query).properties) ?? {})
      .filter((k) => DAY_KEYS.includes(k))
      .map((key) => [`${row.name} ${key}`, row, key] as const),
  );
  it('finds the rows that take a day', () => {
    expect(DAY_ROWS.map(([name]) => name)).toEqual(expect.arrayContaining([
      'bookedDemosList from', 'bookedDemosExport to', 'bookedDemosConversion from', 'bookedDemosStatusCounts from', 'auditEvents from',
      'auditEventsExport to', 'usersList from', 'usersExport to', 'dashboardUserOwnUsers from', 'dashboardUserOwnUsersExport to',
    ]));
  });
  it.each(DAY_ROWS)('%s: year 0000, 1899 and 9999 are a 400 naming the range', async (_, row, key) => {
    const role = row.roles[0];
    const token = !row.anonymous && role ? tokenFor[role] : undefined;
    const path = row.path.replace(/:([A-Za-z]+)/g, () => newId());
    for (const day of ['0000-01-01', '1899-12-31', '9999-12-31']) {
      const res = await t.request('GET', `/api/${path}?${key}=${day}`, { token });
      expect(res.status, `${key}=${day}`).toBe(400);
      expect(JSON.stringify(res.body)).toContain('between 1900-01-01 and 9998-12-31');
    }
  });

  it('logged no unexpected error', () => {
    const seen = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    console.info(`bad-input on ${kind}: statuses ${seen.join(' ')}`);
    // A field's message says what is wrong with it in words a person reads, never zod's generic default.
    const generic = [...details].filter((d) => !d.includes(' [] ') && /\] (Invalid input|Too small|Too big|Invalid option)/.test(d));
    expect(generic).toEqual([]);
    expect(Math.max(...statuses.keys())).toBeLessThan(500);
    expect(t.logs.filter((l) => l.includes('"level":"error"'))).toEqual([]);
    expect(t.logs.filter((l) => l.includes('reply does not match the contract'))).toEqual([]);
  });
});
