import { useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { SelectField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/http';
import { LEAD_STATUS_TEXT, LEAD_STATUSES, type LeadStatus } from '@contract/lead-status';
import type { LeadDetailData } from '../api/get-booked-demo';
import { useSalesReps } from '../api/get-sales-reps';
import { useUpdateBookedDemo } from '../api/update-booked-demo';
import { NO_OWNER_TEXT } from '../lib/lead-status-words';

const NOBODY = '';

/** Status and owner, saved together; the button says so while saving and a toast says when it is done. */
export function LeadPipelineForm({ lead }: { lead: LeadDetailData['bookedDemo'] }) {
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [owner, setOwner] = useState(lead.owner?.id ?? NOBODY);
  const reps = useSalesReps();
  const update = useUpdateBookedDemo(lead._id);
  const saving = update.isPending;
  const changed = status !== lead.status || owner !== (lead.owner?.id ?? NOBODY);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (!changed) {
      toast.info('Nothing to save: status and owner are as they were');
      return;
    }
    update.mutate(
      {
        params: { id: lead._id },
        body: {
          ...(status !== lead.status ? { status } : {}),
          ...(owner !== (lead.owner?.id ?? NOBODY) ? { ownerId: owner || null } : {}),
        },
      },
      {
        onSuccess: (reply) => {
          const saved = reply.data.bookedDemo;
          toast.success(`Saved: ${LEAD_STATUS_TEXT[saved.status]}, owned by ${saved.owner?.name ?? 'nobody'}`);
        },
        onError: (err) => toast.error(errorMessage(err)),
      },
    );
  };

  return (
    <form onSubmit={save} aria-label="Status and owner" className="grid items-end gap-4 sm:grid-cols-[1fr_1fr_auto]">
      <SelectField label="Status" value={status} onChange={(event) => setStatus(event.target.value as LeadStatus)} disabled={saving}>
        {LEAD_STATUSES.map((value) => (
          <option key={value} value={value}>
            {LEAD_STATUS_TEXT[value]}
          </option>
        ))}
      </SelectField>
      <SelectField label="Owner" value={owner} onChange={(event) => setOwner(event.target.value)} disabled={saving}>
        <option value={NOBODY}>{NO_OWNER_TEXT}</option>
        {reps.data?.map((rep) => (
          <option key={rep.id} value={rep.id}>
            {rep.name} ({rep.office})
          </option>
        ))}
        {lead.owner && !reps.data?.some((rep) => rep.id === lead.owner?.id) ? <option value={lead.owner.id}>{lead.owner.name}</option> : null}
      </SelectField>
      {/* aria-disabled, not disabled: the pressed button keeps keyboard focus while the request runs. */}
      <button type="submit" className={buttonClass.primary} aria-disabled={saving} aria-busy={saving}>
        {saving ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}
