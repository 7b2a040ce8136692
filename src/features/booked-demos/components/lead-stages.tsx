import { LEAD_STATUS_TEXT, LEAD_STATUSES, type LeadStatus } from '@contract/lead-status';
import { formatCount } from '@/lib/format';
import type { LeadFilters } from '../api/get-booked-demos';
import { useLeadStatusCounts } from '../api/get-lead-status-counts';

export const PIPELINE_STAGES = 'Pipeline stages';
export const ALL_STAGES = 'All';

function Stage({ label, count, pressed, onPick }: { label: string; count: number | undefined; pressed: boolean; onPick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onPick}
      className={`inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-accent ${
        pressed ? 'border-accent bg-accent/15 text-white' : 'border-slate-600 text-slate-200 hover:border-accent hover:text-white'
      }`}
    >
      {label}{' '}
      <span className="tabular-nums font-normal text-slate-300">{count === undefined ? '…' : formatCount(count)}</span>
    </button>
  );
}

/**
 * The pipeline at a glance: each stage with its leads among those the other filters keep; pressing one shows only it
 * (the same `status` as the Status filter, in the URL), All shows every stage again.
 */
export function LeadStages({ filters, onPick }: { filters: LeadFilters; onPick: (status: LeadStatus | '') => void }) {
  const counts = useLeadStatusCounts(filters);
  // A reply without counts (an older server behind API_BASE_URL) shows '…', never breaks the list under it.
  const countOf = (status: LeadStatus) => counts.data?.counts?.find((c) => c.status === status)?.count;
  return (
    <div role="group" aria-label={PIPELINE_STAGES} className="flex gap-2 overflow-x-auto pb-1 sm:flex-wrap">
      <Stage label={ALL_STAGES} count={counts.data?.total} pressed={!filters.status} onPick={() => onPick('')} />
      {LEAD_STATUSES.map((status) => (
        <Stage key={status} label={LEAD_STATUS_TEXT[status]} count={countOf(status)} pressed={filters.status === status} onPick={() => onPick(status)} />
      ))}
    </div>
  );
}
