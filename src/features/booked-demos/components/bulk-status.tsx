import { useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { inputClass } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/http';
import { LEAD_STATUS_TEXT, LEAD_STATUSES, type LeadStatus } from '@contract/lead-status';
import { useChangeLeadsStatus } from '../api/change-leads-status';

const leadsWord = (n: number) => `${n} booked ${n === 1 ? 'demo' : 'demos'}`;

interface Props {
  /** The ids selected on this page. */
  selected: readonly string[];
  onDone: () => void;
}

/** "Change status" for the selected leads: a confirmation naming how many, then a toast saying how many changed. */
export function BulkStatus({ selected, onDone }: Props) {
  const [status, setStatus] = useState<LeadStatus>('contacted');
  const [confirming, setConfirming] = useState(false);
  const change = useChangeLeadsStatus();
  const count = selected.length;
  const words = LEAD_STATUS_TEXT[status];

  const confirm = () =>
    change.mutate(
      { body: { ids: [...selected], status } },
      {
        onSuccess: (reply) => {
          const changed = reply.data.changed;
          toast.success(changed === 0 ? `Nothing to change: they are already ${words}` : `${leadsWord(changed)} now ${changed === 1 ? 'is' : 'are'} ${words}`);
          setConfirming(false);
          onDone();
        },
        onError: (err) => {
          toast.error(errorMessage(err));
          setConfirming(false);
        },
      },
    );

  return (
    <div role="group" aria-label="Change the status of the selected booked demos" className="flex flex-wrap items-end gap-3">
      <div className="flex flex-col gap-1.5">
        <label htmlFor="bulk-status" className="text-sm font-medium text-slate-200">
          New status
        </label>
        <select id="bulk-status" className={inputClass} value={status} onChange={(event) => setStatus(event.target.value as LeadStatus)}>
          {LEAD_STATUSES.map((value) => (
            <option key={value} value={value}>
              {LEAD_STATUS_TEXT[value]}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className={buttonClass.secondary}
        aria-disabled={count === 0}
        onClick={() => (count === 0 ? toast.info('Select booked demos first') : setConfirming(true))}
      >
        Change status{count > 0 ? ` (${count})` : ''}
      </button>
      {confirming ? (
        <ConfirmDialog
          title="Change status"
          confirmLabel="Change status"
          busyLabel="Changing…"
          busy={change.isPending}
          onConfirm={confirm}
          onCancel={() => setConfirming(false)}
        >
          Change the status of {leadsWord(count)} to {words}?
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
