import { HttpResponse } from 'msw';
import type { z } from 'zod';
import { PLATFORMS, type Platform } from '@contract/constants';
import type { BookedDemoSchema } from '@contract/booked-demos';
import type { MetaverseRefSchema } from '@contract/dashboard-user';
import type { MetaverseSchema } from '@contract/metaverse';
import type { MetaverseUserSchema } from '@contract/metaverse-user';
import { dashboardUser, handle } from './contract';

// Replies of the super-admin console's reads, for tests that render its pages: the layout's metaverse list (a default
// of the msw server, see server.ts) and the home page's counts and weekly bookings.

export type BookedDemoRecord = z.input<typeof BookedDemoSchema>;

/** A booked demo as the detail reply carries it: a new, unowned lead whose mail was sent; `fields` override. */
export const leadRecord = (fields: Partial<BookedDemoRecord> = {}): BookedDemoRecord => ({
  _id: '6650e7e1c17c000000000c01',
  name: 'Ada Lead',
  email: 'ada@client.example',
  phoneNumber: '+919876543210',
  companyName: 'Client Co',
  message: 'Hello',
  createdAt: '2026-03-10T09:00:00.000Z',
  mailState: 'sent',
  mailAttempts: 1,
  quarantineReason: null,
  sourcePage: null,
  sourceLabel: null,
  referrerHost: null,
  utm: null,
  status: 'new',
  owner: null,
  ...fields,
});

/** A metaverse's links as the server answers them: every platform, '' where none is set; `set` gives some. */
export const platformLinks = (set: Partial<Record<Platform, { build?: string; assets?: string }>> = {}) =>
  Object.fromEntries(PLATFORMS.map((p) => [p, { build: set[p]?.build ?? '', assets: set[p]?.assets ?? '' }])) as Record<
    Platform,
    { build: string; assets: string }
  >;

export const metaverse = (n: number, name = `Metaverse ${n}`): z.input<typeof MetaverseSchema> => ({
  _id: `6650e7e1c17c${String(n).padStart(12, '0')}`,
  name,
  description: `About ${name}`,
  admin: null,
  links: platformLinks(),
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});

/** A metaverse as a dashboard user's list of metaverses names it (`metaverseID`). */
export const metaverseRef = ({ _id, name, description, admin }: z.input<typeof MetaverseRefSchema>): z.input<typeof MetaverseRefSchema> => ({
  _id,
  name,
  description,
  admin,
});

/** A metaverse (city) user as the user replies carry them; `fields` override. */
export const metaverseUser = (fields: Partial<z.input<typeof MetaverseUserSchema>> = {}): z.input<typeof MetaverseUserSchema> => ({
  _id: '6650e7e1c17c0000000000d1',
  name: 'Mia Member',
  email: 'mia@example.com',
  phoneNumber: '+919876543211',
  companyName: '',
  message: '',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  metaverses: [],
  ...fields,
});

/** GET metaverses answering with these metaverses. */
export const metaversesReply = (metaverses: z.input<typeof MetaverseSchema>[]) =>
  handle('metaversesList', () => HttpResponse.json({ message: 'Metaverses fetched successfully', data: { metaverses } }));

/** A list's first page that is empty but says how many rows there are (all the home page reads). */
const page = <K extends string>(key: K, total: number, estimated = false) => ({
  message: 'ok',
  data: {
    ...({ [key]: [] } as Record<K, never[]>),
    pagination: { page: 1, pageSize: 10, total, totalPages: Math.ceil(total / 10), ...(estimated && { estimated: true as const }) },
  },
});

/** Twelve Mondays ending with 2025-03-10, with these counts (zeros by default). */
export function weeksReply(counts: number[] = Array(12).fill(0)) {
  const start = Date.UTC(2024, 11, 23);
  const weeks = counts.map((count, i) => ({ weekStart: new Date(start + i * 7 * 864e5).toISOString().slice(0, 10), count }));
  return handle('bookedDemosWeekly', () => HttpResponse.json({ message: 'Bookings per week fetched successfully', data: { weeks } }));
}

export interface HomeCounts {
  dashboardUsers?: number;
  users?: number;
  bookedDemos?: number;
  /** Booked demos asked for with `status=new`, and with `owner=none` (the home's leads to work on). */
  newLeads?: number;
  unassignedLeads?: number;
  /** Lists whose total is the database's estimate. */
  estimated?: ('dashboardUsers' | 'users' | 'bookedDemos')[];
}

/** The home page's reads: page 1 of the three lists (their totals), the weekly bookings and the sales reps. */
export function homeHandlers({ dashboardUsers = 0, users = 0, bookedDemos = 0, newLeads = 0, unassignedLeads = 0, estimated = [] }: HomeCounts = {}) {
  return [
    handle('dashboardUsersList', () => HttpResponse.json(page('dashboardUsers', dashboardUsers, estimated.includes('dashboardUsers')))),
    handle('usersList', () => HttpResponse.json(page('users', users, estimated.includes('users')))),
    handle('bookedDemosList', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const total = query.get('status') === 'new' ? newLeads : query.get('owner') === 'none' ? unassignedLeads : bookedDemos;
      return HttpResponse.json(page('bookedDemos', total, estimated.includes('bookedDemos')));
    }),
    weeksReply(),
    // The booked demos list's owner filter reads the sales reps (docs/decisions/0046).
    handle('salesOffices', () => HttpResponse.json({ offices: [] })),
  ];
}

/**
 * Counts the requests msw is still answering, so that a test can end only once its page's reads are done (a read
 * still in flight after `resetHandlers()` would hit no handler and fail the next test). Call in the test; it stops
 * counting when the test ends.
 */
export function trackRequests(events: {
  on: (event: 'request:start' | 'request:end', listener: () => void) => unknown;
  removeListener: (event: 'request:start' | 'request:end', listener: () => void) => unknown;
}) {
  let inFlight = 0;
  const started = () => void inFlight++;
  const ended = () => void inFlight--;
  events.on('request:start', started);
  events.on('request:end', ended);
  return {
    /**
     * Resolves once no request has been in flight for three 20 ms ticks in a row, or after `limitMs` in any case: a
     * request the page aborts may never report its end, and a hook must not hang on it.
     */
    async settled(limitMs = 5000): Promise<void> {
      const until = Date.now() + limitMs;
      for (let quiet = 0; quiet < 3 && Date.now() < until; ) {
        await new Promise((r) => setTimeout(r, 20));
        quiet = inFlight <= 0 ? quiet + 1 : 0;
      }
    },
    stop: () => {
      events.removeListener('request:start', started);
      events.removeListener('request:end', ended);
    },
  };
}

const emptyPage = { page: 1, pageSize: 10, total: 0, totalPages: 0 };

/**
 * The reads of the dashboard-user area's pages (the signed-in dashboard user's profile, metaverses, insights and
 * people): one metaverse of theirs, `metaverse(1)`, with no members yet and no sign-ins.
 */
export function dashboardAreaHandlers() {
  const city = metaverse(1, 'Eternity City');
  const member = { ...metaverseUser({ _id: city._id, name: dashboardUser.name, email: dashboardUser.email, phoneNumber: dashboardUser.phoneNumber }), joinedAt: '2025-01-01T00:00:00.000Z' };
  return [
    handle('dashboardUserGetSelf', () => HttpResponse.json({ message: 'ok', data: { dashboardUser } })),
    handle('dashboardUserSelfMetaverses', () => HttpResponse.json({ message: 'ok', data: { metaverses: [{ metaverseID: metaverseRef(city) }] } })),
    handle('dashboardUserInsights', () =>
      HttpResponse.json({
        message: 'ok',
        data: { members: 0, metaverses: [{ _id: city._id, name: city.name, members: 0 }], signInsPerDay: [] },
      }),
    ),
    handle('dashboardUserOwnUsers', () => HttpResponse.json({ message: 'ok', data: { users: [], pagination: emptyPage } })),
    handle('dashboardUserOwnUser', () => HttpResponse.json({ message: 'ok', data: { user: member, events: [], devices: [] } })),
    handle('dashboardUserMetaverseUsers', () => HttpResponse.json({ message: 'ok', data: { users: [], pagination: emptyPage } })),
    handle('metaverseGet', () => HttpResponse.json({ message: 'ok', data: { metaverse: { ...city, dashboardUsers: [], users: [] } } })),
    handle('metaverseManagers', () => HttpResponse.json({ message: 'ok', data: { dashboardUsers: [] } })),
    handle('metaverseUsers', () => HttpResponse.json({ message: 'ok', data: { users: [], pagination: emptyPage } })),
  ];
}
