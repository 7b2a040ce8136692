import { rowActionClass } from '@/components/console/list-frame';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { linkClass } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { DateTime } from '@/components/ui/date-time';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { QUARANTINE_REASON_TEXT } from '@contract/booked-demos';
import type { BookedDemoRow } from '../api/get-booked-demos';
import { LeadStatusBadge } from './lead-status-badge';

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

/** The name links to the lead's detail, carrying the list's query so its back link returns to the same view. */
const nameColumn = (listSearch: string): Column<BookedDemoRow> => ({
  header: 'Name',
  rowHeader: true,
  cell: (demo) => (
    <Link to={paths.superAdmin.bookedDemo(demo._id)} state={{ listSearch }} className={linkClass.inline}>
      {demo.name}
    </Link>
  ),
});

const CONTACT_COLUMNS: readonly Column<BookedDemoRow>[] = [
  {
    header: 'Email',
    cell: (demo) => (
      <a href={`mailto:${demo.email}`} className={linkClass.inline}>
        {demo.email}
      </a>
    ),
  },
  {
    header: 'Phone Number',
    className: 'whitespace-nowrap',
    cell: (demo) => (
      <a href={`tel:${demo.phoneNumber}`} className={linkClass.inline}>
        {demo.phoneNumber}
      </a>
    ),
  },
  { header: 'Company Name', cell: (demo) => demo.companyName },
  {
    header: 'Message',
    className: 'min-w-48 max-w-md',
    // Three lines in the list (the whole message is on the lead's page, and in the cell's title for a pointer).
    cell: (demo) => (
      <span className="line-clamp-3 whitespace-pre-line break-words" title={demo.message}>
        {demo.message}
      </span>
    ),
  },
  {
    header: 'Created At',
    className: 'min-w-28',
    cell: (demo) => <DateTime value={demo.createdAt} zone />,
  },
];

interface LeadSelection {
  /** The list's `?…` query, kept in each name's link for the detail's back link. */
  listSearch: string;
  selected: ReadonlySet<string>;
  onToggle: (demo: BookedDemoRow, on: boolean) => void;
}

/** SPEC 2.6's list of leads, with a checkbox per row, the pipeline's status and owner, and the mail state. */
export function leadColumns({ listSearch, selected, onToggle }: LeadSelection): Column<BookedDemoRow>[] {
  return [
    {
      header: 'Select',
      // On a phone's card the checkbox stands alone (its own name says which lead), without a 'Select' label.
      action: true,
      cell: (demo) => (
        <input
          type="checkbox"
          className="size-5 accent-accent"
          checked={selected.has(demo._id)}
          onChange={(event) => onToggle(demo, event.target.checked)}
          aria-label={`Select ${demo.name}, ${demo.email}`}
        />
      ),
    },
    nameColumn(listSearch),
    { header: 'Status', className: 'min-w-24', cell: (demo) => <LeadStatusBadge demo={demo} /> },
    { header: 'Owner', className: 'min-w-24', cell: (demo) => demo.owner?.name ?? 'Nobody' },
    ...CONTACT_COLUMNS,
    { header: 'Mail', cell: (demo) => <MailStateBadge state={demo.mailState} attempts={demo.mailAttempts} /> },
  ];
}

interface FilteredActions {
  /** The row being released: its button says so until the list reloads without it. */
  releasing: string | undefined;
  onRelease: (demo: BookedDemoRow) => void;
}

/** 'Filtered': the quarantined bookings, why each was held, and 'Not spam' (docs/decisions/0037). */
export function filteredColumns({ releasing, onRelease, listSearch }: FilteredActions & { listSearch: string }): Column<BookedDemoRow>[] {
  return [
    nameColumn(listSearch),
    ...CONTACT_COLUMNS,
    {
      header: 'Reason',
      className: 'min-w-48',
      cell: (demo) => (demo.quarantineReason ? QUARANTINE_REASON_TEXT[demo.quarantineReason] : ''),
    },
    {
      header: 'Action',
      action: true,
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
