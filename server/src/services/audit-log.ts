import { AUDIT_CSV_COLUMNS, AUDIT_TEXT, type AuditEvent, type AuditQuery } from '@contract/audit';
import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { auditEvents } from '../db/schema';
import type { ServiceDeps } from '../deps';
import { csvFile } from './csv';
import { escapeLike } from './like';
import { offsetOf, paginationOf, totalOf, type Pagination } from './paging';

// The audit log's list and export (issue 23 item 7, docs/decisions/0052), newest first.

const DAY_MS = 86_400_000;
const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const contains = (column: SQL | AnyPgColumn, text: string) =>
  sql`lower(${column}) like ${`%${escapeLike(text.toLowerCase())}%`}`;

/** The same filters for the list and the export. */
function whereOf(q: AuditQuery): SQL | undefined {
  const e = auditEvents;
  const filters: (SQL | undefined)[] = [
    q.actor ? or(contains(e.actorDisplay, q.actor), eq(e.actorId, q.actor)) : undefined,
    q.role ? eq(e.actorRole, q.role) : undefined,
    q.action ? eq(e.action, q.action) : undefined,
    q.targetType ? eq(e.targetType, q.targetType) : undefined,
    q.from ? gte(e.at, dayStart(q.from)) : undefined,
    q.to ? lt(e.at, new Date(dayStart(q.to).getTime() + DAY_MS)) : undefined,
    // Free text: the target's name, the actor, the action, an id, or a value before or after.
    q.q
      ? or(
          contains(e.targetLabel, q.q),
          contains(e.actorDisplay, q.q),
          contains(e.action, q.q),
          eq(e.targetId, q.q),
          eq(e.ip, q.q),
          contains(sql`${e.changes}::text`, q.q),
        )
      : undefined,
  ];
  const present = filters.filter((f): f is SQL => f !== undefined);
  return present.length > 0 ? and(...present) : undefined;
}

const toEvent = (row: typeof auditEvents.$inferSelect): AuditEvent => ({
  id: row.id,
  at: row.at.toISOString(),
  actor: { role: row.actorRole, id: row.actorId, display: row.actorDisplay },
  ip: row.ip,
  action: row.action,
  target: { type: row.targetType, id: row.targetId, label: row.targetLabel },
  changes: row.changes,
});

export async function listAuditEvents(deps: ServiceDeps, q: AuditQuery): Promise<{ auditEvents: AuditEvent[]; pagination: Pagination }> {
  const where = whereOf(q);
  const [rows, total] = await Promise.all([
    deps.db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .limit(10)
      .offset(offsetOf(q.page)),
    totalOf(deps.db, auditEvents, where),
  ]);
  return { auditEvents: rows.map(toEvent), pagination: paginationOf(q.page, total) };
}

export const AUDIT_EXPORT_LIMIT = 50_000;

/** `field: before → after; …`, the changes as the console shows them. */
export function changesText(changes: AuditEvent['changes']): string {
  const show = (v: unknown) => (v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));
  return Object.entries(changes)
    .map(([field, { before, after }]) => `${field}: ${show(before)} → ${show(after)}`)
    .join('; ');
}

export async function exportAuditEvents(deps: ServiceDeps, q: AuditQuery): Promise<string> {
  const rows = await deps.db
    .select()
    .from(auditEvents)
    .where(whereOf(q))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(AUDIT_EXPORT_LIMIT + 1);
  const lines = rows.map((r) => [
    r.at.toISOString(),
    r.actorRole,
    r.actorId,
    r.actorDisplay,
    r.ip,
    r.action,
    r.targetType,
    r.targetId,
    r.targetLabel,
    changesText(r.changes),
  ]);
  return csvFile(AUDIT_CSV_COLUMNS, lines, AUDIT_EXPORT_LIMIT, AUDIT_TEXT.csvLimitLine);
}

/** Deletes the events older than the retention (AUDIT_RETENTION_DAYS) through the one function the trigger lets delete. */
export async function purgeAuditEvents(deps: ServiceDeps): Promise<number> {
  const cutoff = new Date(deps.clock().getTime() - deps.config.auditRetentionDays * DAY_MS);
  const result = await deps.db.execute(sql`select purge_audit_events(${cutoff.toISOString()}::timestamptz) as removed`);
  const rows = Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows;
  return Number(rows[0]?.removed ?? 0);
}
