import { BOOKED_DEMO_CSV_COLUMNS, BOOKED_DEMO_SOURCE_CSV_COLUMNS, BookedDemosReplySchema, LEAD_CSV_COLUMNS } from '@contract/booked-demos';
import { ErrorReplySchema } from '@contract/common';
import { MESSAGES } from '@contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/src/db/ids';
import { bookedDemos } from '../../server/src/db/schema';
import { csvCell } from '../../server/src/services/booked-demos';
import { DB_KINDS, expectNothingLeaked, givenSuperAdmin, makeTestApp, mintAccessToken, type TestApp } from './helpers';

// The super-admin console's list of demo requests (GET booked-demos) and its CSV export (GET booked-demos/export).

/** A minimal RFC 4180 reader, to check the export round-trips. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') endCell();
    else if (ch === '\r' && text[i + 1] === '\n') {
      endRow();
      i++;
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+2', "'=1+2"],
    ['+919876543210', "'+919876543210"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['=HYPERLINK("x","y")', '"\'=HYPERLINK(""x"",""y"")"'],
    ['', ''],
  ])('%j → %s', (value, cell) => expect(csvCell(value)).toBe(cell));
});

describe.each(DB_KINDS)('booked demos list and export on %s', (kind) => {
  let t: TestApp;
  let token: string;
  const base = new Date('2025-03-01T09:00:00.000Z').getTime();

  beforeAll(async () => {
    t = await makeTestApp({ kind });
    const { superAdmin } = await givenSuperAdmin(t);
    token = await mintAccessToken(t, 'super-admin', superAdmin._id);
    // 23 bookings a minute apart; number 0 is the oldest. A few carry LIKE metacharacters and CSV-hostile text.
    const rows = Array.from({ length: 23 }, (_, i) => ({
      id: newId(),
      name: `Person ${String(i).padStart(2, '0')}`,
      businessEmail: `person${i}@example.com`,
      phoneNumber: '+919876543210',
      companyName: i === 5 ? 'ACME, "Quoted" Ltd' : i === 6 ? '100%_Real' : `Company ${i}`,
      message: i === 7 ? 'line one\nline two' : i === 8 ? '=HYPERLINK("http://evil.example","click")' : `Message ${i}`,
      createdAt: new Date(base + i * 60_000),
      mailState: i === 0 ? ('failed' as const) : i === 1 ? ('retrying' as const) : ('sent' as const),
      mailAttempts: i === 0 ? 8 : 1,
    }));
    // Inserted out of order: the list sorts, not the insert.
    await t.deps.db.insert(bookedDemos).values([...rows.slice(12), ...rows.slice(0, 12)]);
  });
  afterAll(() => t?.close());

  const list = (query = '') => t.request('GET', `/api/booked-demos${query}`, { token });
  const exportCsv = (query = '') => t.request('GET', `/api/booked-demos/export${query}`, { token });

  it('answers 401 without a token and 403 for other roles', async () => {
    expect((await t.request('GET', '/api/booked-demos')).status).toBe(401);
    const other = await mintAccessToken(t, 'dashboard-user');
    const res = await t.request('GET', '/api/booked-demos/export', { token: other });
    expect(res.status).toBe(403);
    expect(ErrorReplySchema.parse(res.body).message).toBe(MESSAGES.forbidden);
  });

  it('lists 10 per page, newest first, in the contract shape', async () => {
    const first = BookedDemosReplySchema.parse((await list()).body);
    expect(first.message).toBe(MESSAGES.bookedDemosFetched);
    expect(first.data.pagination).toEqual({ page: 1, pageSize: 10, total: 23, totalPages: 3 });
    expect(first.data.bookedDemos.map((d) => d.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Person ${String(22 - i).padStart(2, '0')}`),
    );
    expect(first.data.bookedDemos[0]).toMatchObject({
      email: 'person22@example.com',
      phoneNumber: '+919876543210',
      companyName: 'Company 22',
      message: 'Message 22',
      createdAt: new Date(base + 22 * 60_000).toISOString(),
      mailState: 'sent',
      mailAttempts: 1,
    });
    const last = BookedDemosReplySchema.parse((await list('?page=3')).body);
    expect(last.data.bookedDemos.map((d) => [d.name, d.mailState, d.mailAttempts])).toEqual([
      ['Person 02', 'sent', 1],
      ['Person 01', 'retrying', 1],
      ['Person 00', 'failed', 8],
    ]);
    expect(BookedDemosReplySchema.parse((await list('?page=9')).body).data.bookedDemos).toEqual([]);
  });

  it('searches name, email, company and message, case-insensitively', async () => {
    const names = async (q: string) =>
      BookedDemosReplySchema.parse((await list(`?q=${encodeURIComponent(q)}`)).body).data.bookedDemos.map((d) => d.name);
    expect(await names('PERSON 1')).toEqual(['Person 19', 'Person 18', 'Person 17', 'Person 16', 'Person 15', 'Person 14', 'Person 13', 'Person 12', 'Person 11', 'Person 10']);
    expect(await names('person3@EXAMPLE')).toEqual(['Person 03']);
    expect(await names('acme, "quoted"')).toEqual(['Person 05']);
    expect(await names('LINE TWO')).toEqual(['Person 07']);
    const page2 = BookedDemosReplySchema.parse((await list('?q=person%201&page=2')).body).data;
    expect(page2.pagination).toEqual({ page: 2, pageSize: 10, total: 10, totalPages: 1 });
    expect(page2.bookedDemos).toEqual([]);
  });

  it('takes LIKE metacharacters literally', async () => {
    const total = async (q: string) =>
      BookedDemosReplySchema.parse((await list(`?q=${encodeURIComponent(q)}`)).body).data.pagination.total;
    expect(await total('%')).toBe(1); // only '100%_Real'
    expect(await total('_')).toBe(1);
    expect(await total('0%_r')).toBe(1);
    expect(await total('\\')).toBe(0);
    expect(await total('  ')).toBe(23); // blank after trimming: no filter
  });

  it('answers 400 with the field for a bad page or query, never 500', async () => {
    for (const query of ['?page=0', '?page=abc', `?q=${'x'.repeat(201)}`, '?q=%00']) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(ErrorReplySchema.parse(res.body).errors.details[0]!.path.length).toBeGreaterThanOrEqual(0);
    }
    expect((await list('?page=2&page=3')).status).toBeLessThan(500);
  });

  it('exports the filtered list as CSV: header row, newest first, quoting, formula guard', async () => {
    const res = await exportCsv('?q=person%200&page=3');
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="booked-demos-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.text.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(res.text);
    expect(rows[0]).toEqual([...BOOKED_DEMO_CSV_COLUMNS, ...LEAD_CSV_COLUMNS, ...BOOKED_DEMO_SOURCE_CSV_COLUMNS]);
    expect(rows[0]!.slice(0, 7)).toEqual(['name', 'email', 'phoneNumber', 'companyName', 'message', 'createdAt', 'mailState']);
    // The page is ignored: the whole filtered list, Person 09 … Person 00.
    expect(rows.slice(1).map((r) => r[0])).toEqual(Array.from({ length: 10 }, (_, i) => `Person 0${9 - i}`));
    const byName = Object.fromEntries(rows.slice(1).map((r) => [r[0], r]));
    expect(byName['Person 05']![3]).toBe('ACME, "Quoted" Ltd');
    expect(byName['Person 07']![4]).toBe('line one\nline two');
    expect(byName['Person 08']![4]).toBe('\'=HYPERLINK("http://evil.example","click")');
    expect(byName['Person 00']).toEqual([
      'Person 00',
      'person0@example.com',
      "'+919876543210",
      'Company 0',
      'Message 0',
      new Date(base).toISOString(),
      'failed',
      // A new lead without an owner, notes or meetings (docs/decisions/0046).
      'New',
      '',
      '0',
      '',
      '',
      // No source recorded (docs/decisions/0043).
      ...BOOKED_DEMO_SOURCE_CSV_COLUMNS.map(() => ''),
    ]);
    expect(res.text).toContain('"ACME, ""Quoted"" Ltd"');
    expect(res.text).toContain('"line one\nline two"');
  });

  it('exports only the header row when nothing matches', async () => {
    const res = await exportCsv('?q=nobody-at-all');
    expect(res.status).toBe(200);
    expect(parseCsv(res.text)).toEqual([[...BOOKED_DEMO_CSV_COLUMNS, ...LEAD_CSV_COLUMNS, ...BOOKED_DEMO_SOURCE_CSV_COLUMNS]]);
  });

  it('leaks nothing', () => expectNothingLeaked(t));
});
