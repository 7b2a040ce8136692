import { z } from 'zod';
import { auditRouting } from './audit-routing';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from './audit-text';
import { PageSchema, PaginationSchema } from './common';
import { DaySchema, FROM_AFTER_TO, SearchTextSchema } from './list-finding';

export * from './audit-text';

// Issue 23 item 7: the audit log of both consoles (docs/decisions/0052).

const ROLES_MESSAGE = 'role must be super-admin or dashboard-user';

/** The list's and the export's filters: who (name or email contains), what, on what, when (UTC days), free text. */
export const AuditQuerySchema = z
  .object({
    page: PageSchema,
    actor: SearchTextSchema.optional(),
    role: z.enum(['super-admin', 'dashboard-user'], { message: ROLES_MESSAGE }).optional(),
    action: z.enum(AUDIT_ACTIONS, { message: 'action is not one the audit log records' }).optional(),
    targetType: z.enum(AUDIT_TARGET_TYPES, { message: `targetType must be one of ${AUDIT_TARGET_TYPES.join(', ')}` }).optional(),
    from: DaySchema.optional(),
    to: DaySchema.optional(),
    q: SearchTextSchema.optional(),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, { message: FROM_AFTER_TO, path: ['to'] });
export type AuditQuery = z.output<typeof AuditQuerySchema>;

const JsonValue = z.unknown();
export const AuditChangesSchema = z.record(z.string(), z.object({ before: JsonValue, after: JsonValue }));

export const AuditEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ role: z.string(), id: z.string(), display: z.string() }),
  ip: z.string(),
  action: z.string(),
  target: z.object({ type: z.string(), id: z.string(), label: z.string() }),
  changes: AuditChangesSchema,
});
export type AuditEvent = z.infer<typeof AuditEventSchema>;

export const AuditEventsReplySchema = z.object({
  message: z.string(),
  data: z.object({ auditEvents: z.array(AuditEventSchema), pagination: PaginationSchema }),
});

export const AUDIT_CSV_COLUMNS = ['at', 'actorRole', 'actorId', 'actor', 'ip', 'action', 'targetType', 'targetId', 'target', 'changes'] as const;

export const auditEndpoints = {
  auditEvents: { ...auditRouting.auditEvents, query: AuditQuerySchema, reply: AuditEventsReplySchema },
  auditEventsExport: { ...auditRouting.auditEventsExport, query: AuditQuerySchema, reply: z.string() },
};
