import { rowActionClass } from '@/components/console/list-frame';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { linkClass } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { DateTime } from '@/components/ui/date-time';
import { QUARANTINE_REASON_TEXT } from '@contract/booked-demos';
import type { BookedDemoRow } from '../api/get-booked-demos';

type MailState = BookedDemoRow['mailState'];

export const MAIL_STATE_LABELS: Record<MailState, string> = {
  pending: 'Queued',
  retrying: 'Retrying',
  sent: 'Sent',
  failed: 'Failed',
  held: 'Held',
};

const MAIL_STATE_TONES: Record<MailState, BadgeTone> = {
  pending: 'neutral',
  retrying: 'warning',
  sent: 'success',
  failed: 'danger',
  held: 'neutral',
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

const PERSON_COLUMNS: readonly Column<BookedDemoRow>[] = [
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
];

/** SPEC 2.6's list of leads, with the mail state. */
export const BOOKED_DEMO_COLUMNS: readonly Column<BookedDemoRow>[] = [
  ...PERSON_COLUMNS,
  { header: 'Mail', cell: (demo) => <MailStateBadge state={demo.mailState} attempts={demo.mailAttempts} /> },
];

interface FilteredActions {
  /** The row being released: its button says so until the list reloads without it. */
  releasing: string | undefined;
  onRelease: (demo: BookedDemoRow) => void;
}

/** 'Filtered': the quarantined bookings, why each was held, and 'Not spam' (docs/decisions/0037). */
export function filteredColumns({ releasing, onRelease }: FilteredActions): Column<BookedDemoRow>[] {
  return [
    ...PERSON_COLUMNS,
    {
      header: 'Reason',
      className: 'min-w-48',
      cell: (demo) => (demo.quarantineReason ? QUARANTINE_REASON_TEXT[demo.quarantineReason] : ''),
    },
    {
      header: 'Action',
      cell: (demo) => (
        <button
          type="button"
          className={`${rowActionClass.normal} whitespace-nowrap`}
          // Stays enabled while busy: a disabled button drops keyboard focus.
          aria-busy={releasing === demo._id}
          onClick={() => releasing === undefined && onRelease(demo)}
          aria-label={`Not spam: ${demo.name}, ${demo.email}`}
        >
          {releasing === demo._id ? 'Sending…' : 'Not spam'}
        </button>
      ),
    },
  ];
}
