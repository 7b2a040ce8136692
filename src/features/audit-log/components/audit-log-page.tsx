import { ExportCsvButton } from '@/components/console/export-button';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { ListFrame } from '@/components/console/list-frame';
import { Banner } from '@/components/ui/banner';
import { useListParams } from '@/hooks/use-list-params';
import { usePageTitle } from '@/hooks/use-page-title';
import { AUDIT_TEXT } from '@contract/audit-text';
import { exportAuditEvents } from '../api/export-audit-events';
import { auditQueryOf, useAuditEvents, type AuditFilters } from '../api/get-audit-events';
import { auditColumns } from './audit-columns';
import { AuditFiltersBar } from './audit-filters';

export const AUDIT_EMPTY = 'Nothing has been changed in the consoles yet';
export const AUDIT_NO_MATCH = 'No audit events match these filters';

const DEFAULTS = { page: 1, q: '', actor: '', action: '', targetType: '', from: '', to: '' };

/** Issue 23 item 7: who changed what in either console, newest first (docs/decisions/0052). */
export function AuditLogPage({ title }: { title: string }) {
  usePageTitle(title);
  const { search } = useLocation();
  const [params, setParams] = useListParams(DEFAULTS);
  const { page, ...filters } = params;
  const query = auditQueryOf(page, filters);
  const list = useAuditEvents(query);
  const exporting = useMutation({ mutationFn: exportAuditEvents });

  // Two quick changes before the URL updates are sent together.
  const pending = useRef<Partial<AuditFilters>>({});
  useEffect(() => {
    pending.current = {};
  }, [search]);
  const setFilters = (changes: Partial<AuditFilters>) => {
    pending.current = { ...pending.current, ...changes };
    setParams(pending.current);
  };
  const narrowed = Object.values(filters).some(Boolean);

  return (
    <ListFrame
      title={AUDIT_TEXT.title}
      actions={
        <ExportCsvButton busy={exporting.isPending} onExport={() => exporting.mutate(query)} />
      }
      filters={
        <>
          <AuditFiltersBar filters={filters} onChange={setFilters} />
          {exporting.isError ? <Banner kind="error">{exporting.error.message}</Banner> : null}
        </>
      }
      query={list}
      page={page}
      setPage={setParams}
      rows={(data) => data.auditEvents.map((event) => ({ ...event, _id: event.id }))}
      columns={auditColumns}
      tableLabel="Audit log table"
      caption={(pageWords) => `Audit events, newest first${narrowed ? ', filtered' : ''}, ${pageWords}`}
      scrollHint="Scroll the table sideways for the changes."
      empty={narrowed ? AUDIT_NO_MATCH : AUDIT_EMPTY}
      skeletonRows={10}
      pagerLabel="Audit log pages"
    />
  );
}
