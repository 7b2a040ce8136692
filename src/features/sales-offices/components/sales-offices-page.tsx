import { useRef, useState } from 'react';
import { ConfirmDelete, useConfirmDelete } from '@/components/console/confirm-delete';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorMessage } from '@/lib/http';
import { useDeleteSalesHoliday } from '../api/delete-sales-holiday';
import { useDeleteSalesOffice } from '../api/delete-sales-office';
import { useDeleteSalesRep } from '../api/delete-sales-rep';
import { useSalesOffices, type SalesHoliday, type SalesOffice, type SalesRep } from '../api/get-sales-offices';
import { OfficeCard, type OfficeActions } from './office-card';
import { OfficeDialog } from './office-dialog';
import { RepDialog } from './rep-dialog';

type Editing = { kind: 'office'; office?: SalesOffice } | { kind: 'rep'; office: SalesOffice; rep?: SalesRep };

/** Issue 22: where visitors' meetings go — offices (by the phone's country), their reps, hours and holidays. */
export function SalesOfficesPage({ title }: { title: string }) {
  usePageTitle(title);
  const offices = useSalesOffices();
  const [editing, setEditing] = useState<Editing | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const officeDeletion = useConfirmDelete({
    mutation: useDeleteSalesOffice(),
    variables: (office: SalesOffice) => ({ params: { id: office.id } }),
    onDeleted: (_reply, office) => toast.success(`Office ${office.name} deleted`),
    focusAfter: heading,
  });
  const repDeletion = useConfirmDelete({
    mutation: useDeleteSalesRep(),
    variables: (rep: SalesRep) => ({ params: { id: rep.id } }),
    onDeleted: (_reply, rep) => toast.success(`${rep.name} removed`),
    focusAfter: heading,
  });
  const holidayDeletion = useConfirmDelete({
    mutation: useDeleteSalesHoliday(),
    variables: (holiday: SalesHoliday & { office: string }) => ({ params: { id: holiday.id } }),
    onDeleted: (_reply, holiday) => toast.success(`Holiday ${holiday.name} removed`),
    focusAfter: heading,
  });

  const actions: OfficeActions = {
    editOffice: (office) => setEditing({ kind: 'office', office }),
    deleteOffice: officeDeletion.ask,
    addRep: (office) => setEditing({ kind: 'rep', office }),
    editRep: (office, rep) => setEditing({ kind: 'rep', office, rep }),
    removeRep: repDeletion.ask,
    removeHoliday: holidayDeletion.ask,
  };
  const addOffice = (
    <button type="button" className={buttonClass.primary} onClick={() => setEditing({ kind: 'office' })}>
      Add office
    </button>
  );

  return (
    <section className="flex flex-col gap-5" aria-busy={offices.isFetching}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-white focus:outline-none">
          Sales offices
        </h1>
        {addOffice}
      </div>
      <p className="text-slate-300">Visitors are routed by their phone's country to the offices that list it (the default office takes the rest), then to whichever free rep of those offices was booked longest ago.</p>
      {offices.isPending ? (
        <div role="status" aria-label="Loading sales offices" className="flex flex-col gap-3">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : offices.isError ? (
        <ErrorState message={errorMessage(offices.error)} onRetry={() => void offices.refetch()} retrying={offices.isFetching} />
      ) : offices.data.length === 0 ? (
        <EmptyState action={addOffice}>No sales offices yet: visitors are offered no meeting times.</EmptyState>
      ) : (
        // One office opens by itself; several start as summaries, so the page is a list to scan, not 4,750 px.
        offices.data.map((office) => <OfficeCard key={office.id} office={office} offices={offices.data} actions={actions} defaultOpen={offices.data.length === 1} />)
      )}

      {editing?.kind === 'office' ? <OfficeDialog office={editing.office} onClose={() => setEditing(null)} /> : null}
      {editing?.kind === 'rep' ? <RepDialog office={editing.office} rep={editing.rep} onClose={() => setEditing(null)} /> : null}
      <ConfirmDelete flow={officeDeletion} title="Delete office">
        {(office) => (
          <>
            Delete the office <strong>{office.name}</strong> with its reps and holidays? An office with upcoming meetings cannot be deleted.
          </>
        )}
      </ConfirmDelete>
      <ConfirmDelete flow={repDeletion} title="Remove sales rep" verb="remove">
        {(rep) => (
          <>
            Remove <strong>{rep.name}</strong> ({rep.email})? A rep with upcoming meetings cannot be removed; make them inactive instead.
          </>
        )}
      </ConfirmDelete>
      <ConfirmDelete flow={holidayDeletion} title="Remove holiday" verb="remove">
        {(holiday) => (
          <>
            Remove the holiday <strong>{holiday.name}</strong> of {holiday.office}? Its day is offered to visitors again.
          </>
        )}
      </ConfirmDelete>
    </section>
  );
}
