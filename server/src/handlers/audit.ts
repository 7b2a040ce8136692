import { AUDIT_TEXT } from '@contract/audit';
import type { SomeHandlers } from '../pipeline/handler';
import { csvHeaders } from '../services/csv';
import { exportAuditEvents, listAuditEvents } from '../services/audit-log';

/** Issue 23 item 7: the super admin's audit log (docs/decisions/0052). */
export const auditHandlers = {
  auditEvents: async ({ deps, query }) => ({ body: { message: AUDIT_TEXT.fetched, data: await listAuditEvents(deps, query) } }),
  auditEventsExport: async ({ deps, query }) => ({
    body: await exportAuditEvents(deps, query),
    headers: csvHeaders('audit-log', deps.clock()),
  }),
} satisfies SomeHandlers;
