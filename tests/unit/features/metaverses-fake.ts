import { HttpResponse } from 'msw';
import { errorReply, handle } from '../mocks/contract';

// An in-memory metaverse service for the metaverse screens' tests: it answers like the real one (shapes, paging,
// case-insensitive 'contains') and records every call, so a test can assert what was sent and what was refetched.

export interface Person {
  _id: string;
  name: string;
  email: string;
  phoneNumber: string;
}

const PLATFORMS = ['WEBGL', 'ANDROID', 'IOS', 'MAC', 'WINDOWS', 'VR'] as const;
type Links = Record<(typeof PLATFORMS)[number], { build: string; assets: string }>;

interface Row {
  _id: string;
  name: string;
  description: string;
  admin: string | null;
  links: Links;
  createdAt: string;
  updatedAt: string;
  managers: string[];
  users: Person[];
}

export const id = (n: number) => `6650e7e1c17c${n.toString(16).padStart(12, '0')}`;

export const PEOPLE: Person[] = [
  { _id: id(0xb1), name: 'Dana Dashboard', email: 'dana.ops@example.com', phoneNumber: '+919876543210' },
  { _id: id(0xb2), name: 'Mark Manager', email: 'mark@example.com', phoneNumber: '+919876543211' },
  { _id: id(0xb3), name: 'Olga Operator', email: 'olga@corp.example', phoneNumber: '+919876543212' },
];

const emptyLinks = (): Links => Object.fromEntries(PLATFORMS.map((p) => [p, { build: '', assets: '' }])) as Links;

export function memberUsers(count: number): Person[] {
  return Array.from({ length: count }, (_, i) => ({
    _id: id(0xc00 + i),
    name: `Member ${String(i + 1).padStart(2, '0')}`,
    email: `member${i + 1}@example.com`,
    phoneNumber: '',
  }));
}

export interface Call {
  name: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

export function createFakeMetaverses() {
  const calls: Call[] = [];
  const rows = new Map<string, Row>();
  let next = 0x100;
  let searchGate: Promise<void> | null = null;
  const add = (row: Partial<Row> & { name: string }): Row => {
    const full: Row = {
      _id: row._id ?? id(next++),
      description: '',
      admin: null,
      links: emptyLinks(),
      createdAt: '2025-03-01T09:30:00.000Z',
      updatedAt: '2025-03-02T10:45:00.000Z',
      managers: [],
      users: [],
      ...row,
    };
    rows.set(full._id, full);
    return full;
  };
  const person = (pid: string) => PEOPLE.find((p) => p._id === pid)!;
  const summary = ({ managers: _m, users: _u, ...rest }: Row) => rest;
  const detail = (row: Row) => ({
    ...summary(row),
    dashboardUsers: row.managers.map((m) => ({ _id: id(0xd00), dashboardUserID: person(m) })),
    users: row.users.slice(0, 100).map((u) => ({ _id: id(0xe00), userID: u })),
  });
  const notFound = () => errorReply(404, 'Metaverse not found');
  const record = (name: string, request: Request, params?: Record<string, string>, body?: unknown) => {
    const url = new URL(request.url);
    calls.push({ name, ...(params ? { params } : {}), query: Object.fromEntries(url.searchParams), ...(body === undefined ? {} : { body }) });
  };

  const handlers = [
    handle('metaversesList', ({ request }) => {
      record('metaversesList', request);
      return HttpResponse.json({ message: 'Metaverses fetched successfully', data: { metaverses: [...rows.values()].map(summary) } });
    }),
    handle('metaverseGet', ({ request, params }) => {
      record('metaverseGet', request, params as Record<string, string>);
      const row = rows.get(params.id as string);
      return row ? HttpResponse.json({ message: 'Metaverse fetched successfully', data: { metaverse: detail(row) } }) : notFound();
    }),
    handle('metaverseCreate', async ({ request }) => {
      const body = (await request.json()) as { name: string; description?: string; admin?: string | null; links?: Partial<Links> };
      record('metaverseCreate', request, undefined, body);
      const row = add({ name: body.name, description: body.description ?? '', admin: body.admin ?? null, links: { ...emptyLinks(), ...body.links } });
      return HttpResponse.json({ message: 'Metaverse created successfully', data: { metaverse: detail(row) } }, { status: 201 });
    }),
    handle('metaversePatch', async ({ request, params }) => {
      const body = (await request.json()) as Partial<Row>;
      record('metaversePatch', request, params as Record<string, string>, body);
      const row = rows.get(params.id as string);
      if (!row) return notFound();
      Object.assign(row, { ...body, links: { ...row.links, ...body.links } });
      return HttpResponse.json({ message: 'Metaverse updated successfully', data: { metaverse: detail(row) } });
    }),
    handle('metaverseDelete', ({ request, params }) => {
      record('metaverseDelete', request, params as Record<string, string>);
      if (!rows.delete(params.id as string)) return notFound();
      return HttpResponse.json({ message: 'Metaverse deleted' });
    }),
    handle('metaverseManagers', ({ request, params }) => {
      record('metaverseManagers', request, params as Record<string, string>);
      const row = rows.get(params.id as string);
      if (!row) return notFound();
      const admins = row.admin ? [{ ...person(row.admin), isAdmin: true }] : [];
      const managers = row.managers.filter((m) => m !== row.admin).map((m) => ({ ...person(m), isAdmin: false }));
      return HttpResponse.json({ message: 'Metaverse dashboard users fetched successfully', data: { dashboardUsers: [...admins, ...managers] } });
    }),
    handle('metaverseAddManager', ({ request, params }) => {
      record('metaverseAddManager', request, params as Record<string, string>);
      const row = rows.get(params.id as string);
      if (!row) return notFound();
      if (!row.managers.includes(params.userId as string)) row.managers.push(params.userId as string);
      return HttpResponse.json({ message: 'Dashboard user set as a metaverse manager.' });
    }),
    handle('metaverseRemoveManager', ({ request, params }) => {
      record('metaverseRemoveManager', request, params as Record<string, string>);
      const row = rows.get(params.id as string);
      if (!row) return notFound();
      row.managers = row.managers.filter((m) => m !== params.userId);
      return HttpResponse.json({ message: 'Dashboard user removed as a metaverse manager.' });
    }),
    handle('metaverseUsers', ({ request, params }) => {
      record('metaverseUsers', request, params as Record<string, string>);
      const row = rows.get(params.id as string);
      if (!row) return notFound();
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
      const users = row.users.slice((page - 1) * 10, page * 10).map((u) => ({
        ...u,
        companyName: '',
        message: '',
        createdAt: '2025-01-05T08:00:00.000Z',
        updatedAt: '2025-01-05T08:00:00.000Z',
        metaverses: [],
      }));
      const total = row.users.length;
      return HttpResponse.json({
        message: 'Metaverse users fetched successfully',
        data: { users, pagination: { page, pageSize: 10, total, totalPages: Math.ceil(total / 10) } },
      });
    }),
    handle('dashboardUsersList', async ({ request }) => {
      record('dashboardUsersList', request);
      const q = new URL(request.url).searchParams;
      const field = q.get('field') as 'name' | 'email' | null;
      const value = (q.get('value') ?? '').toLowerCase();
      if (value && searchGate) await searchGate;
      const matching = field && value ? PEOPLE.filter((p) => p[field].toLowerCase().includes(value)) : PEOPLE;
      const dashboardUsers = matching.map((p) => ({ ...p, createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z', metaverses: [], status: 'active' as const }));
      return HttpResponse.json({
        message: 'DashboardUsers fetched successfully',
        data: { dashboardUsers, pagination: { page: 1, pageSize: 10, total: matching.length, totalPages: 1 } },
      });
    }),
  ];

  const count = (name: string) => calls.filter((c) => c.name === name).length;
  /** Filtered dashboard-user searches wait until the returned function is called (an unfiltered list does not). */
  const holdSearches = () => {
    let release!: () => void;
    searchGate = new Promise<void>((resolve) => (release = resolve));
    return () => {
      searchGate = null;
      release();
    };
  };
  return { calls, rows, add, handlers, count, holdSearches };
}
