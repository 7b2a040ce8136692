import { REDACTED, type AuditAction, type AuditChanges, type AuditTargetType } from '@contract/audit-text';
import type { Role } from '@contract/common';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AuthContext } from '../auth/tokens';
import type { Db } from '../db/client';
import { newId } from '../db/ids';
import { auditEvents, dashboardUsers, superAdmins } from '../db/schema';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../hono-env';
import { clientAddress } from '../rate-limit/route-limits';

// The audit log (issue 23 item 7, docs/decisions/0052): who changed what in either console, before → after.

export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who made a change and from where, as it was at the time. */
export interface AuditContext {
  actor: { role: Role; id: string; display: string };
  ip: string;
  at: Date;
}

export interface AuditEventInput {
  action: AuditAction;
  target: { type: AuditTargetType; id: string; label: string };
  changes?: AuditChanges;
}

/** A field's current values, to compare before and after a change. */
export type Fields = Record<string, unknown>;

/**
 * Fields whose values are never stored: passwords and their hashes, tokens, webhook and second-factor secrets,
 * recovery codes. A change to one is stored as `[redacted] → [redacted]`; the names are matched anywhere in `changes`.
 */
const SECRET_KEY = /pass(word)?|secret|token|hash|recovery|otp|totp|api[-_]?key/i;
/** Values that are secrets whatever their field is called (a webhook secret, a JWT). */
const SECRET_VALUE = /^whsec_|^eyJ[\w-]+\.[\w-]+\./;

/** `value` with every secret-named field and every secret-looking string replaced by `[redacted]`. */
export function redact(value: unknown): unknown {
  if (typeof value === 'string') return SECRET_VALUE.test(value) ? REDACTED : value;
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') {
    if (value instanceof Date) return value.toISOString();
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) ? REDACTED : redact(v)]));
  }
  return value;
}

const hidden = (v: unknown) => (v === null || v === undefined ? null : REDACTED);

/** Each field's before and after with secrets redacted: a secret-named field keeps only whether it had a value. */
export function redactChanges(changes: AuditChanges): AuditChanges {
  return Object.fromEntries(
    Object.entries(changes).map(([field, { before, after }]) => [
      field,
      SECRET_KEY.test(field) ? { before: hidden(before), after: hidden(after) } : { before: redact(before), after: redact(after) },
    ]),
  );
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const isEmpty = (v: unknown) =>
  v === '' || (Array.isArray(v) && v.length === 0) || (v !== null && typeof v === 'object' && !(v instanceof Date) && Object.keys(v).length === 0);

/** The fields that differ between two snapshots (`null`: the thing did not exist), each `{before, after}`. */
export function diffFields(before: Fields | null, after: Fields | null): AuditChanges {
  const changes: AuditChanges = {};
  for (const key of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    const b = before?.[key] ?? null;
    const a = after?.[key] ?? null;
    if (same(b, a)) continue;
    // A create or delete says nothing about a field that was or is empty ("links: — → {}" is noise).
    if ((b === null && isEmpty(a)) || (a === null && isEmpty(b))) continue;
    changes[key] = { before: b, after: a };
  }
  return changes;
}

/**
 * Appends one event to the audit log, in the caller's transaction where there is one (`tx`): the change and its
 * record commit together. Secrets are redacted here whatever the caller passed.
 */
export async function recordAudit(db: DbOrTx, ctx: AuditContext, event: AuditEventInput): Promise<void> {
  const changes = redactChanges(event.changes ?? {});
  await db.insert(auditEvents).values({
    id: newId(),
    at: ctx.at,
    actorRole: ctx.actor.role,
    actorId: ctx.actor.id,
    actorDisplay: ctx.actor.display.slice(0, 400),
    ip: ctx.ip,
    action: event.action,
    targetType: event.target.type,
    targetId: event.target.id,
    targetLabel: event.target.label.slice(0, 400),
    changes,
  });
}

/** `Name <email>` of a console user as they are now (the log keeps it as it was). */
async function displayOf(db: Db, auth: AuthContext): Promise<string> {
  const table = auth.role === 'super-admin' ? superAdmins : auth.role === 'dashboard-user' ? dashboardUsers : undefined;
  if (!table) return auth.userId;
  const [row] = await db.select({ name: table.name, email: table.email }).from(table).where(eq(table.id, auth.userId));
  return row ? `${row.name} <${row.email}>` : auth.userId;
}

/** The request's actor and client address (TRUST_PROXY respected, as the abuse limits read it). */
export async function auditContextOf(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>, c: Context<AppEnv>, auth: AuthContext): Promise<AuditContext> {
  return {
    actor: { role: auth.role, id: auth.userId, display: await displayOf(deps.db, auth) },
    ip: auditAddressOf(deps, c),
    at: deps.clock(),
  };
}

/** The client address as the log writes it: TRUST_PROXY respected, an IPv4-mapped IPv6 address as plain IPv4. */
export function auditAddressOf(deps: Pick<AppDeps, 'config'>, c: Context<AppEnv>): string {
  const ip = clientAddress(c, deps.config.rateLimit.trustProxy);
  return ip?.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1') ?? 'unknown';
}
