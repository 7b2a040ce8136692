import { USER_CSV_COLUMNS, OWN_USER_CSV_COLUMNS, DASHBOARD_USER_CSV_COLUMNS, METAVERSE_CSV_COLUMNS } from '@contract/list-finding';
import { UsersReplySchema } from '@contract/metaverse-user';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/src/db/ids';
import { csvFile } from '../../server/src/services/csv';
import { dashboardUsers, metaverseMemberships, metaverses, metaverseUsers } from '../../server/src/db/schema';
import {
  EVERY_DB_KIND,
  expectValidation,
  givenDashboardUser,
  givenSuperAdmin,
  loginDashboardUser,
  loginSuperAdmin,
  makeTestApp,
  type TestApp,
} from './helpers';

// Every list finds and sorts (docs/decisions/0048): the super admin's Metaverse Users by name, email or phone (typed
// any way), joined between two days, members of a metaverse, sorted both ways; dashboard users and metaverses sorted;
// CSV exports of each as shown; a dashboard user's own users exported, nobody else's.

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));

interface Person {
  name: string;
  email: string;
  phoneNumber: string;
  joined: number;
}

// Joined on 1, 2, … January 2026 in this order; names not in joining order.
const PEOPLE: Person[] = [
  { name: 'Zoe Quint', email: 'zoe@example.com', phoneNumber: '+919876543210', joined: 1 },
  { name: 'adam 100%_sure', email: 'adam@example.com', phoneNumber: '+447700900123', joined: 2 },
  { name: 'Mia Back\\slash', email: 'mia@example.org', phoneNumber: '+14155550100', joined: 3 },
  { name: '', email: '', phoneNumber: '+919811112222', joined: 4 },
  { name: 'Bob =SUM(A1)', email: 'bob,"quoted"@example.com', phoneNumber: '', joined: 5 },
  { name: 'Carla Adams', email: 'carla@adams.example', phoneNumber: '+919800000005', joined: 6 },
];

describe.each(EVERY_DB_KIND)('lists that find and sort on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let owner: { token: string; id: string };
  let stranger: { token: string };
  const ids: Record<string, string> = {};

  const users = async (query: string) => {
    const res = await t.request('GET', `/api/users?${query}`, { token });
    expect(res.status, res.text).toBe(200);
    UsersReplySchema.parse(res.body);
    return res.body.data as { users: { name: string; email: string }[]; pagination: { total: number } };
  };
  const names = async (query: string) => (await users(query)).users.map((u) => u.name || u.email || '(nameless)');
  const search = (q: string, more = '') => names(`q=${encodeURIComponent(q)}${more}`);

  beforeAll(async () => {
    t = await makeTestApp({ kind });
    const admin = await givenSuperAdmin(t);
    token = (await loginSuperAdmin(t, admin.email, admin.password)).accessToken;
    const a = await givenDashboardUser(t, { name: 'Owner One' });
    t.clock.advance(60);
    const s = await givenDashboardUser(t, { name: 'another owner' });
    owner = { token: (await loginDashboardUser(t, a.email, a.password)).accessToken, id: a.dashboardUser._id };
    stranger = { token: (await loginDashboardUser(t, s.email, s.password)).accessToken };
    ids.harbour = newId();
    ids.orchard = newId();
    await t.deps.db.insert(metaverses).values([
      { id: ids.harbour, name: 'Harbour', description: 'By the sea', adminId: a.dashboardUser._id, createdAt: day(1), updatedAt: day(1) },
      { id: ids.orchard, name: 'orchard', description: '=cmd', adminId: s.dashboardUser._id, createdAt: day(2), updatedAt: day(2) },
    ]);
    for (const p of PEOPLE) {
      const id = newId();
      ids[p.name || 'nameless'] = id;
      await t.deps.db.insert(metaverseUsers).values({
        id,
        name: p.name,
        email: p.email,
        phoneNumber: p.phoneNumber,
        createdAt: day(p.joined),
        updatedAt: day(p.joined),
      });
    }
    // Harbour (the owner's): Zoe, adam, Carla; orchard (the stranger's): Mia, Carla.
    const join = (metaverseId: string, who: string, on: number) =>
      t.deps.db.insert(metaverseMemberships).values({ id: newId(), metaverseId, userId: ids[who]!, createdAt: day(on) });
    await join(ids.harbour, 'Zoe Quint', 10);
    await join(ids.harbour, 'adam 100%_sure', 11);
    await join(ids.harbour, 'Carla Adams', 12);
    await join(ids.orchard, 'Mia Back\\slash', 13);
    await join(ids.orchard, 'Carla Adams', 14);
  });
  afterAll(() => t.close());

  describe('Metaverse Users search', () => {
    it('finds the start of any word of a name or email, whatever the case, the words in any order (docs/decisions/0063)', async () => {
      expect(await search('ADAM')).toEqual(['Carla Adams', 'adam 100%_sure']);
      expect(await search('example.org')).toEqual(['Mia Back\\slash']);
      expect(await search('adams carla')).toEqual(['Carla Adams']);
      expect(await search('Qui Zo')).toEqual(['Zoe Quint']);
      // A word's middle is not looked for.
      expect(await search('arla')).toEqual([]);
      expect(await search('uint')).toEqual([]);
      // Every word must be found.
      expect(await search('carla zoe')).toEqual([]);
    });

    it('finds a phone number typed with or without spaces, +, dashes, brackets or its country code', async () => {
      for (const typed of ['+91 98765 43210', '98765-43210', '(987) 654 3210', '9876543210', '+919876543210', '919876543210']) {
        expect(await search(typed), typed).toEqual(['Zoe Quint']);
      }
      expect(await search('+44 7700 900123')).toEqual(['adam 100%_sure']);
    });

    it("an address typed with its @ is an email's start; a domain (@ first) is still contained (docs/decisions/0055)", async () => {
      expect(await search('CARLA@adams')).toEqual(['Carla Adams']);
      expect(await search('carla@adams.example')).toEqual(['Carla Adams']);
      expect(await search('arla@adams')).toEqual([]);
      expect(await search('@example.org')).toEqual(['Mia Back\\slash']);
      expect(await search('adams.example')).toEqual(['Carla Adams']);
      // LIKE's characters stay literal in the start too.
      expect(await search('bob,"quoted"@')).toEqual(['Bob =SUM(A1)']);
      expect(await search('b_b,"quoted"@')).toEqual([]);
    });

    it('finds a number by its start, its national start after a 1-3 digit country code, or its end (docs/decisions/0055)', async () => {
      // The start of the whole number, with or without its +.
      expect(await search('+9198')).toEqual(['Carla Adams', '(nameless)', 'Zoe Quint']);
      expect(await search('91 98')).toEqual(['Carla Adams', '(nameless)', 'Zoe Quint']);
      // The national number's start after +1, +44, +91.
      expect(await search('415 555')).toEqual(['Mia Back\\slash']);
      expect(await search('7700 900')).toEqual(['adam 100%_sure']);
      expect(await search('98111')).toEqual(['(nameless)']);
      // The end of the number.
      expect(await search('3210')).toEqual(['Zoe Quint']);
      expect(await search('0005')).toEqual(['Carla Adams']);
      // Typed with a +, only the start of the whole number: +98765 is no number's start.
      expect(await search('+98765')).toEqual([]);
      // A fragment from the middle is not looked for (a prefix range each way, no 'contains').
      expect(await search('4321')).toEqual([]);
      expect(await search('55501')).toEqual([]);
    });

    it('cuts names, emails and the search at spaces and punctuation; punctuation alone finds nothing', async () => {
      expect(await search('100%_')).toEqual(['adam 100%_sure']);
      expect(await search('sure-100')).toEqual(['adam 100%_sure']);
      expect(await search('back\\sl')).toEqual(['Mia Back\\slash']);
      expect(await search('=sum(a1')).toEqual(['Bob =SUM(A1)']);
      expect(await search('"quoted" bob')).toEqual(['Bob =SUM(A1)']);
      expect(await search("zoe'quint")).toEqual(['Zoe Quint']);
      for (const typed of ['%', '_', '\\', "'", ':*', '!(']) expect(await search(typed), typed).toEqual([]);
    });

    it('finds words written beyond ASCII, whatever their case', async () => {
      const id = newId();
      await t.deps.db.insert(metaverseUsers).values({
        id,
        name: 'Émile Ørsted-Łukasz',
        email: 'émile@zürich.example',
        phoneNumber: '',
        createdAt: day(20),
        updatedAt: day(20),
      });
      try {
        for (const typed of ['émile', 'ÉMILE', 'ørsted', 'ŁUK', 'zürich', 'ørsted émile']) {
          expect(await search(typed), typed).toEqual(['Émile Ørsted-Łukasz']);
        }
        expect(await search('emile')).toEqual([]);
      } finally {
        await t.deps.db.delete(metaverseUsers).where(eq(metaverseUsers.id, id));
      }
    });

    it('says so with an exact total, and finds nothing for what nobody has', async () => {
      expect((await users('q=adam')).pagination.total).toBe(2);
      // Past the last page: no rows, the same total.
      const past = await users('q=adam&page=2');
      expect(past.users).toEqual([]);
      expect(past.pagination.total).toBe(2);
      expect(await search('nobody-has-this')).toEqual([]);
    });
  });

  describe('Metaverse Users filters', () => {
    it('joined between two UTC days, both ends included', async () => {
      expect(await names('from=2026-01-02&to=2026-01-03')).toEqual(['Mia Back\\slash', 'adam 100%_sure']);
      expect(await names('from=2026-01-06')).toEqual(['Carla Adams']);
      expect(await names('to=2026-01-01')).toEqual(['Zoe Quint']);
    });

    it('members of one metaverse, with a search and a sort', async () => {
      expect(await names(`metaverseId=${ids.harbour}`)).toEqual(['Carla Adams', 'adam 100%_sure', 'Zoe Quint']);
      expect(await names(`metaverseId=${ids.orchard}&sort=name`)).toEqual(['Carla Adams', 'Mia Back\\slash']);
      expect(await names(`metaverseId=${ids.harbour}&q=adam&sort=joined&dir=asc`)).toEqual(['adam 100%_sure', 'Carla Adams']);
    });
  });

  describe('Metaverse Users sort', () => {
    it('joined: newest first by default, oldest first on asking', async () => {
      const newest = ['Carla Adams', 'Bob =SUM(A1)', '(nameless)', 'Mia Back\\slash', 'adam 100%_sure', 'Zoe Quint'];
      expect(await names('')).toEqual(newest);
      expect(await names('sort=joined&dir=desc')).toEqual(newest);
      expect(await names('sort=joined&dir=asc')).toEqual([...newest].reverse());
    });

    it('name: A to Z regardless of case, nameless accounts last; Z to A the other way round', async () => {
      const az = ['adam 100%_sure', 'Bob =SUM(A1)', 'Carla Adams', 'Mia Back\\slash', 'Zoe Quint'];
      const list = async (q: string) => (await users(q)).users.map((u) => u.name);
      expect(await list('sort=name')).toEqual([...az, '']);
      expect(await list('sort=name&dir=asc')).toEqual([...az, '']);
      expect(await list('sort=name&dir=desc')).toEqual(['', ...[...az].reverse()]);
    });
  });

  it.each([
    ['sort=email', 'sort must be one of joined, name', ['sort']],
    ['dir=up', 'dir must be asc or desc', ['dir']],
    ['from=2026-13-01', 'Dates are written YYYY-MM-DD', ['from']],
    ['from=2026-01-05&to=2026-01-01', "'From' must not be after 'to'", ['to']],
    ['metaverseId=nope', 'id must be 24 hexadecimal characters', ['metaverseId']],
    [`q=${'x'.repeat(201)}`, 'Search text must be at most 200 characters', ['q']],
  ])('refuses %s with a clear 400', async (query, message, path) => {
    for (const endpoint of ['users', 'users/export']) {
      const res = await t.request('GET', `/api/${endpoint}?${query}`, { token });
      expectValidation(res, { message, path });
    }
  });

  describe('Metaverse Users export', () => {
    it('is the list as shown, every page, with CRLF lines and safe cells', async () => {
      const res = await t.request('GET', '/api/users/export?sort=name&dir=asc', { token });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="metaverse-users-\d{4}-\d{2}-\d{2}\.csv"$/);
      // The byte-order mark is there (csvFile), though a decoded body no longer shows it.
      expect(csvFile(['a'], [], 1, '').startsWith('\uFEFF')).toBe(true);
      const lines = res.text.split('\r\n');
      expect(lines[0]).toBe(USER_CSV_COLUMNS.join(','));
      expect(lines[0]).toBe('name,email,phoneNumber,createdAt,updatedAt,metaverses');
      expect(lines).toHaveLength(1 + PEOPLE.length + 1);
      expect(lines.at(-1)).toBe('');
      expect(lines[1]).toBe(`adam 100%_sure,adam@example.com,'+447700900123,${day(2).toISOString()},${day(2).toISOString()},Harbour`);
      // A comma or quote makes a quoted field (a would-be formula: the phone number above, the description below).
      expect(lines[2]).toBe(`Bob =SUM(A1),"bob,""quoted""@example.com",,${day(5).toISOString()},${day(5).toISOString()},`);
      expect(lines[3]).toContain(',Harbour; orchard');
    });

    it('keeps the search and filters', async () => {
      const res = await t.request('GET', `/api/users/export?q=${encodeURIComponent('98765 43210')}`, { token });
      const lines = res.text.trim().split('\r\n');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(/^Zoe Quint,zoe@example.com,/);
    });
  });

  describe('dashboard users and metaverses', () => {
    it('dashboard users sort by name both ways and by created date, keeping the field filter', async () => {
      const list = async (q: string) => {
        const res = await t.request('GET', `/api/dashboard-users?${q}`, { token });
        expect(res.status, res.text).toBe(200);
        return (res.body.data.dashboardUsers as { name: string }[]).map((u) => u.name);
      };
      expect(await list('sort=name&dir=asc')).toEqual(['another owner', 'Owner One']);
      expect(await list('sort=name&dir=desc')).toEqual(['Owner One', 'another owner']);
      expect(await list('sort=created&dir=asc')).toEqual(['Owner One', 'another owner']);
      expect(await list('')).toEqual(['another owner', 'Owner One']);
      expect(await list('field=name&operator=contains&value=owner&sort=name')).toEqual(['another owner', 'Owner One']);
      expect(await list('field=name&operator=starts%20with&value=own&sort=name&dir=desc')).toEqual(['Owner One']);
      expectValidation(await t.request('GET', '/api/dashboard-users?sort=joined', { token }), {
        message: 'sort must be one of created, name',
        path: ['sort'],
      });
    });

    it('dashboard users export: the filter and order, their metaverses', async () => {
      const res = await t.request('GET', '/api/dashboard-users/export?sort=name', { token });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(/filename="dashboard-users-/);
      const lines = res.text.trim().split('\r\n');
      expect(lines[0]).toBe(DASHBOARD_USER_CSV_COLUMNS.join(','));
      expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['another owner', 'Owner One']);
      expect(lines[2]).toMatch(/,Harbour$/);
      const one = await t.request('GET', '/api/dashboard-users/export?field=name&operator=equals&value=owner%20one', { token });
      expect(one.text.trim().split('\r\n')).toHaveLength(2);
    });

    it('metaverses sort by name (any case) and created date, and export in that order', async () => {
      const list = async (q: string) =>
        ((await t.request('GET', `/api/metaverses?${q}`, { token })).body.data.metaverses as { name: string }[]).map((m) => m.name);
      expect(await list('')).toEqual(['orchard', 'Harbour']);
      expect(await list('sort=name')).toEqual(['Harbour', 'orchard']);
      expect(await list('sort=name&dir=desc')).toEqual(['orchard', 'Harbour']);
      expect(await list('sort=created&dir=asc')).toEqual(['Harbour', 'orchard']);
      const res = await t.request('GET', '/api/metaverses/export?sort=name', { token });
      const lines = res.text.trim().split('\r\n');
      expect(lines[0]).toBe(METAVERSE_CSV_COLUMNS.join(','));
      expect(lines[1]).toMatch(/^Harbour,By the sea,dash-[0-9a-f]+@example\.com,/);
      expect(lines[2]).toMatch(/^orchard,'=cmd,/);
      expectValidation(await t.request('GET', '/api/metaverses?dir=sideways', { token }), { message: 'dir must be asc or desc', path: ['dir'] });
    });
  });

  describe("a dashboard user's own users", () => {
    const exported = async (who: { token: string }, query = '') => {
      const res = await t.request('GET', `/api/dashboard-user/metaverse-users/export${query}`, { token: who.token });
      expect(res.status, res.text).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(/filename="my-users-/);
      return res.text.trim().split('\r\n');
    };

    it('exports only the members of their own metaverses, with only their metaverses', async () => {
      const lines = await exported(owner);
      expect(lines[0]).toBe(OWN_USER_CSV_COLUMNS.join(','));
      expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(['Carla Adams', 'adam 100%_sure', 'Zoe Quint']);
      // Carla is in orchard too, which is not theirs.
      expect(lines[1]).toMatch(/,Harbour$/);
      expect(lines.join('\n')).not.toContain('Mia');
      const theirs = await exported(stranger);
      expect(theirs.slice(1).map((l) => l.split(',')[1])).toEqual(['Carla Adams', 'Mia Back\\slash']);
    });

    it('keeps the search, phone typed any way included, and refuses a metaverse that is not theirs', async () => {
      const lines = await exported(owner, `?q=${encodeURIComponent('+91 98765-43210')}`);
      expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(['Zoe Quint']);
      const res = await t.request('GET', `/api/dashboard-user/metaverse-users?q=${encodeURIComponent('98765 43210')}`, { token: owner.token });
      expect(res.body.data.users.map((u: { name: string }) => u.name)).toEqual(['Zoe Quint']);
      const foreign = await t.request('GET', `/api/dashboard-user/metaverse-users/export?metaverseId=${ids.orchard}`, { token: owner.token });
      expect(foreign.status).toBe(404);
    });
  });

  it('dashboard users table is untouched by the sort (ids stay)', async () => {
    const rows = await t.deps.db.select({ id: dashboardUsers.id }).from(dashboardUsers);
    expect(rows).toHaveLength(2);
  });
});
