import type { DeviceSchema, EventSchema } from '@contract/metaverse-user';
import { MESSAGES } from '@contract/messages';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../audit/record';
import { newId } from '../../db/ids';
import { devices, events } from '../../db/schema';
import type { AppDeps, ServiceDeps } from '../../deps';
import { notFound } from '../../errors';
import { offsetOf, paginationOf, type Pagination } from '../paging';
import { findAccount } from './rows';

type Event = z.infer<typeof EventSchema>;
type Device = z.infer<typeof DeviceSchema>;

export const ACTIVITY_PAGE_SIZE = 100;

// Events and devices: a metaverse user only ever sees their own; another user's id is simply not found.

const toEvent = (row: typeof events.$inferSelect): Event => ({
  _id: row.id,
  type: row.type,
  metaverseID: row.metaverseId,
  payload: row.payload,
  createdAt: row.createdAt.toISOString(),
});

const toDevice = (row: typeof devices.$inferSelect): Device => ({
  _id: row.id,
  name: row.name,
  platform: row.platform,
  lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export async function recordEvent(
  deps: { db: DbOrTx; clock: AppDeps['clock'] },
  userId: string,
  type: string,
  payload: Record<string, unknown> = {},
  metaverseId: string | null = null,
): Promise<void> {
  await deps.db.insert(events).values({ id: newId(), userId, type, payload, metaverseId, createdAt: deps.clock() });
}

async function pageOf<T extends typeof events | typeof devices>(deps: ServiceDeps, table: T, userId: string, page: number) {
  await findAccount(deps, userId, 'self');
  const mine = eq(table.userId, userId);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    deps.db
      .select()
      .from(table as typeof events)
      .where(mine)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(ACTIVITY_PAGE_SIZE)
      .offset(offsetOf(page, ACTIVITY_PAGE_SIZE)),
    deps.db.select({ total: count() }).from(table as typeof events).where(mine),
  ]);
  return { rows: rows as T['$inferSelect'][], pagination: paginationOf(page, total, ACTIVITY_PAGE_SIZE) };
}

export async function listEvents(deps: ServiceDeps, userId: string, page = 1): Promise<{ events: Event[]; pagination: Pagination }> {
  const { rows, pagination } = await pageOf(deps, events, userId, page);
  return { events: rows.map(toEvent), pagination };
}

export async function getEvent(deps: ServiceDeps, userId: string, id: string): Promise<Event> {
  const [row] = await deps.db.select().from(events).where(and(eq(events.id, id), eq(events.userId, userId)));
  if (!row) throw notFound(MESSAGES.eventNotFound);
  return toEvent(row);
}

export async function listDevices(deps: ServiceDeps, userId: string, page = 1): Promise<{ devices: Device[]; pagination: Pagination }> {
  const { rows, pagination } = await pageOf(deps, devices, userId, page);
  return { devices: rows.map(toDevice), pagination };
}

export async function getDevice(deps: ServiceDeps, userId: string, id: string): Promise<Device> {
  const [row] = await deps.db.select().from(devices).where(and(eq(devices.id, id), eq(devices.userId, userId)));
  if (!row) throw notFound(MESSAGES.deviceNotFound);
  return toDevice(row);
}

/** The device a user signed in on through a device code: the same name and platform is the same device. */
export async function touchDevice(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: string,
  device: { name: string; platform: string },
): Promise<string> {
  const now = deps.clock();
  const [known] = await deps.db
    .update(devices)
    .set({ lastSeenAt: now })
    .where(and(eq(devices.userId, userId), eq(devices.name, device.name), eq(devices.platform, device.platform)))
    .returning({ id: devices.id });
  if (known) return known.id;
  const id = newId();
  await deps.db.insert(devices).values({ id, userId, name: device.name, platform: device.platform, lastSeenAt: now, createdAt: now });
  return id;
}
