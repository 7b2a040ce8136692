import { downloadCsv } from '@/lib/http/download-csv';
import type { AuditQuery } from './get-audit-events';

/** The log as filtered (every page) as a CSV download. */
export function exportAuditEvents({ page: _page, ...query }: AuditQuery): Promise<void> {
  return downloadCsv('auditEventsExport', { ...query } as Record<string, string | undefined>, 'audit-log.csv');
}
