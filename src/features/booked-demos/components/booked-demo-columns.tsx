import { Badge, type BadgeTone } from '@/components/ui/badge';
import { linkClass } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { DateTime } from '@/components/ui/date-time';
import type { BookedDemoRow } from '../api/get-booked-demos';

type MailState = BookedDemoRow['mailState'];

export const MAIL_STATE_LABELS: Record<MailState, string> = {
  pending: 'Queued',
  retrying: 'Retrying',
  sent: 'Sent',
  failed: 'Failed',
};

const MAIL_STATE_TONES: Record<MailState, BadgeTone> = {
  pending: 'neutral',
  retrying: 'warning',
  sent: 'success',
  failed: 'danger',
};

function MailStateBadge({ state, attempts }: { state: MailState; attempts: number }) {
  const tries = state === 'retrying' || state === 'failed' ? ` (${attempts} ${attempts === 1 ? 'attempt' : 'attempts'})` : '';
  return (
    <Badge tone={MAIL_STATE_TONES[state]}>
      {MAIL_STATE_LABELS[state]}
      {tries}
    </Badge>
  );
}

export const BOOKED_DEMO_COLUMNS: readonly Column<BookedDemoRow>[] = [
  { header: 'Name', rowHeader: true, cell: (demo) => demo.name },
  {
    header: 'Email',
    cell: (demo) => (
      <a href={`mailto:${demo.email}`} className={linkClass.inline}>
        {demo.email}
      </a>
    ),
  },
  { header: 'Phone Number', className: 'whitespace-nowrap', cell: (demo) => demo.phoneNumber },
  { header: 'Company Name', cell: (demo) => demo.companyName },
  { header: 'Message', className: 'max-w-md whitespace-pre-line break-words', cell: (demo) => demo.message },
  {
    header: 'Created At',
    className: 'whitespace-nowrap',
    cell: (demo) => <DateTime value={demo.createdAt} zone />,
  },
  { header: 'Mail', cell: (demo) => <MailStateBadge state={demo.mailState} attempts={demo.mailAttempts} /> },
];
