import { NO_OWNER } from '@contract/lead-status';
import { NO_OWNER_TEXT } from '../lib/lead-status-words';

export const QUICK_FILTERS = 'Quick filters';
export const ALL_LEADS = 'All leads';
export const MY_LEADS = 'My leads';
export const UNASSIGNED = NO_OWNER_TEXT;

function Quick({ label, pressed, onPick }: { label: string; pressed: boolean; onPick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onPick}
      className={`inline-flex min-h-11 shrink-0 items-center rounded-lg border px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${
        pressed ? 'border-accent bg-accent/15 text-white' : 'border-slate-600 text-slate-200 hover:border-accent hover:text-white'
      }`}
    >
      {label}
    </button>
  );
}

interface Props {
  /** The list's `owner` filter: '' for anyone, NO_OWNER, or a rep's id. */
  owner: string;
  /** The signed-in super admin's own rep (an active rep with their email); without one there is no "My leads". */
  myRepId: string | undefined;
  onPick: (owner: string) => void;
}

/**
 * Whose leads: everyone's, the signed-in super admin's own (as a sales rep) or nobody's. The same `owner` as the Owner
 * filter, in the URL, so it combines with the stages and the other filters (docs/decisions/0046, session 20).
 */
export function LeadQuickFilters({ owner, myRepId, onPick }: Props) {
  return (
    <div role="group" aria-label={QUICK_FILTERS} className="flex flex-wrap gap-2">
      <Quick label={ALL_LEADS} pressed={!owner} onPick={() => onPick('')} />
      {myRepId ? <Quick label={MY_LEADS} pressed={owner === myRepId} onPick={() => onPick(myRepId)} /> : null}
      <Quick label={UNASSIGNED} pressed={owner === NO_OWNER} onPick={() => onPick(NO_OWNER)} />
    </div>
  );
}
