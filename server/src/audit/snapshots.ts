import type { AuditTargetType } from '@contract/audit-text';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  bookedDemos,
  dashboardUsers,
  metaverseManagers,
  metaverseMemberships,
  metaverses,
  metaverseUsers,
  officeHolidays,
  salesOffices,
  salesReps,
  superAdmins,
  superAdminSecondFactors,
  webhookEndpoints,
} from '../db/schema';
import type { Fields } from './record';

// What the audit log compares before and after a change: each kind of target's fields as a console shows them.
// Secret fields are read only to tell that they changed; diffFields never stores their values.

export interface Snapshot {
  label: string;
  fields: Fields;
}

type Loader = (db: Db, id: string) => Promise<Snapshot | null>;

const emailsOf = async (db: Db, ids: (string | null)[]) => {
  const found: string[] = [];
  for (const id of ids) {
    if (!id) continue;
    const [row] = await db.select({ email: dashboardUsers.email }).from(dashboardUsers).where(eq(dashboardUsers.id, id));
    if (row) found.push(row.email);
  }
  return found;
};

export const snapshots: Record<AuditTargetType, Loader> = {
  metaverse: async (db, id) => {
    const [row] = await db.select().from(metaverses).where(eq(metaverses.id, id));
    if (!row) return null;
    const managers = await db
      .select({ email: dashboardUsers.email })
      .from(metaverseManagers)
      .innerJoin(dashboardUsers, eq(dashboardUsers.id, metaverseManagers.dashboardUserId))
      .where(eq(metaverseManagers.metaverseId, id))
      .orderBy(asc(dashboardUsers.email));
    const [admin] = await emailsOf(db, [row.adminId]);
    return {
      label: row.name,
      fields: { name: row.name, description: row.description, links: row.links, admin: admin ?? null, managers: managers.map((m) => m.email) },
    };
  },
  dashboard_user: async (db, id) => {
    const [row] = await db.select().from(dashboardUsers).where(eq(dashboardUsers.id, id));
    if (!row) return null;
    return {
      label: row.email,
      // An invited account's placeholder hash is no password: "password: — → [redacted]" would say one was set.
      fields: { name: row.name, email: row.email, phoneNumber: row.phoneNumber, status: row.status, password: row.passwordHash.startsWith('!invited:') ? null : row.passwordHash },
    };
  },
  metaverse_user: async (db, id) => {
    const [row] = await db.select().from(metaverseUsers).where(eq(metaverseUsers.id, id));
    if (!row) return null;
    return {
      label: row.name || row.email || row.phoneNumber || id,
      fields: { name: row.name, email: row.email, phoneNumber: row.phoneNumber },
    };
  },
  lead: async (db, id) => {
    const [row] = await db
      .select({ name: bookedDemos.name, company: bookedDemos.companyName, status: bookedDemos.status, owner: salesReps.name, filtered: bookedDemos.quarantineReason })
      .from(bookedDemos)
      .leftJoin(salesReps, eq(salesReps.id, bookedDemos.ownerId))
      .where(eq(bookedDemos.id, id));
    if (!row) return null;
    return {
      label: row.company ? `${row.name} (${row.company})` : row.name,
      fields: { status: row.status, owner: row.owner ?? null, filtered: row.filtered ?? null },
    };
  },
  webhook: async (db, id) => {
    const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    if (!row) return null;
    return {
      label: row.url,
      fields: { url: row.url, description: row.description, events: row.events, enabled: row.enabled, secret: row.secret },
    };
  },
  sales_office: async (db, id) => {
    const [row] = await db.select().from(salesOffices).where(eq(salesOffices.id, id));
    if (!row) return null;
    return {
      label: row.name,
      fields: { name: row.name, timeZone: row.timeZone, countries: row.countries, isDefault: row.isDefault, minNoticeMinutes: row.minNoticeMinutes },
    };
  },
  sales_rep: async (db, id) => {
    const [row] = await db.select().from(salesReps).where(eq(salesReps.id, id));
    if (!row) return null;
    return { label: row.name, fields: { name: row.name, email: row.email, active: row.active, hours: row.hours, officeId: row.officeId } };
  },
  office_holiday: async (db, id) => {
    const [row] = await db.select().from(officeHolidays).where(eq(officeHolidays.id, id));
    if (!row) return null;
    return { label: `${row.date} ${row.name}`, fields: { date: row.date, name: row.name, officeId: row.officeId } };
  },
  super_admin: async (db, id) => {
    const [row] = await db.select().from(superAdmins).where(eq(superAdmins.id, id));
    if (!row) return null;
    const [factor] = await db
      .select({ confirmedAt: superAdminSecondFactors.confirmedAt })
      .from(superAdminSecondFactors)
      .where(eq(superAdminSecondFactors.superAdminId, id));
    return {
      label: row.email,
      fields: { name: row.name, email: row.email, password: row.passwordHash, secondFactor: factor?.confirmedAt ? 'on' : 'off' },
    };
  },
};

/** Whether a metaverse user is a member of a metaverse: what removing one from it changes. */
export async function membershipOf(db: Db, metaverseId: string, userId: string): Promise<Snapshot | null> {
  const [metaverse] = await db.select({ name: metaverses.name }).from(metaverses).where(eq(metaverses.id, metaverseId));
  if (!metaverse) return null;
  const [member] = await db
    .select({ name: metaverseUsers.name, email: metaverseUsers.email, phone: metaverseUsers.phoneNumber })
    .from(metaverseMemberships)
    .innerJoin(metaverseUsers, eq(metaverseUsers.id, metaverseMemberships.userId))
    .where(and(eq(metaverseMemberships.metaverseId, metaverseId), eq(metaverseMemberships.userId, userId)));
  const who = member ? member.email || member.phone || member.name || userId : null;
  return { label: metaverse.name, fields: { member: who } };
}
