// Issue 23 item 7: the audit log's rows of the endpoint table, without schemas (contract/audit.ts has those).
// Kept apart like webhooks-routing.ts, so the browser's schema-less table can spread them without zod.

const SA = ['super-admin'] as const;

export const auditRouting = {
  auditEvents: { method: 'GET', path: 'super-admin/audit-events', service: 'super-admin', roles: SA, anonymous: false },
  auditEventsExport: {
    method: 'GET',
    path: 'super-admin/audit-events/export',
    service: 'super-admin',
    roles: SA,
    anonymous: false,
    produces: 'text/csv',
  },
} as const;
