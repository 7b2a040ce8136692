import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { LeadStatus } from '@contract/lead-status';
import type { BookedDemoRow } from '../api/get-booked-demos';
import { statusWords } from '../lib/lead-status-words';

/** Amber: sales has not acted yet; violet: in the pipeline; teal: won; red: lost. The words carry the meaning. */
const TONES: Record<LeadStatus, BadgeTone> = {
  new: 'warning',
  contacted: 'info',
  'meeting-booked': 'info',
  'meeting-held': 'info',
  won: 'success',
  lost: 'danger',
};

/** A lead's status (or 'Filtered' while quarantined) as a badge, in the list and on the lead's page. */
export function LeadStatusBadge({ demo }: { demo: Pick<BookedDemoRow, 'status' | 'quarantineReason'> }) {
  return <Badge tone={demo.quarantineReason ? 'neutral' : TONES[demo.status]}>{statusWords(demo)}</Badge>;
}
