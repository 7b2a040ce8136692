import type { ReactNode } from 'react';
import { DateTime } from '@/components/ui/date-time';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { errorMessage } from '@/lib/http';
import { QUARANTINE_REASON_TEXT } from '@contract/booked-demos';
import type { LeadActivity as Event } from '@contract/lead-pipeline';
import { LEAD_STATUS_TEXT } from '@contract/lead-status';
import { useLeadActivity } from '../api/get-lead-activity';
import { NO_OWNER_TEXT } from '../lib/lead-status-words';

export const NO_ACTIVITY = 'Nothing has happened to this lead yet.';

function created(page: string | null, label: string | null): string {
  if (!page) return 'Demo booked';
  return label ? `Demo booked from ${page} with “${label}”` : `Demo booked from ${page}`;
}

/** One event as a sentence, read the same by eye and by a screen reader ("… by Ada Admin"). */
function sentence(event: Event): ReactNode {
  switch (event.kind) {
    case 'created':
      return created(event.page, event.label);
    case 'filtered':
      return `Filtered: ${QUARANTINE_REASON_TEXT[event.reason]}`;
    case 'released':
      return `Marked as not spam by ${event.by}`;
    case 'status':
      return `Status changed from ${LEAD_STATUS_TEXT[event.from]} to ${LEAD_STATUS_TEXT[event.to]} by ${event.by}`;
    case 'owner':
      return `Owner changed from ${event.from ?? NO_OWNER_TEXT} to ${event.to ?? NO_OWNER_TEXT} by ${event.by}`;
    case 'note':
      return `Note by ${event.by}`;
    case 'meeting': {
      const start = event.start ? (
        <>
          {' '}
          for <DateTime value={event.start} zone />
        </>
      ) : null;
      const verb = { booked: 'Meeting booked', moved: 'Meeting moved', cancelled: 'Meeting cancelled' }[event.action];
      return (
        <>
          {verb} with {event.rep}
          {start}
        </>
      );
    }
  }
}

/** The lead's timeline, newest first: notes, meetings and the audit log's changes in one list. */
export function LeadActivity({ id }: { id: string }) {
  const query = useLeadActivity(id);
  if (query.isPending) {
    return (
      <p role="status" className="text-slate-300">
        Loading the activity…
      </p>
    );
  }
  if (query.isError) return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const { activity, since } = query.data;
  return (
    <div className="flex flex-col gap-3">
      {activity.length === 0 ? (
        <EmptyState>{NO_ACTIVITY}</EmptyState>
      ) : (
        <ol aria-label="Activity, newest first" className="flex flex-col gap-3">
          {activity.map((event) => (
            <li key={event.id} className="flex flex-col gap-1 rounded-lg border border-slate-700 px-4 py-3">
              <p className={event.kind === 'note' ? 'text-sm text-slate-300' : 'text-slate-100'}>
                {sentence(event)}, <span className="text-sm text-slate-300">
                  <DateTime value={event.at} />
                </span>
              </p>
              {event.kind === 'note' ? <p className="whitespace-pre-line break-words text-slate-100">{event.text}</p> : null}
            </li>
          ))}
        </ol>
      )}
      {/* The audit log keeps changes for a while only (docs/decisions/0052); notes and meetings stay. */}
      {since ? (
        <p className="text-sm text-slate-400">
          Status and owner changes before <DateTime value={since} dateOnly /> are no longer kept.
        </p>
      ) : null}
    </div>
  );
}
