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
import { OwnerName } from './owner-name';

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

const ICON_PATHS = {
  mail: 'M3 6.5A1.5 1.5 0 0 1 4.5 5h15A1.5 1.5 0 0 1 21 6.5v11a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5v-11Zm1.5.6v.3l7.5 5.2 7.5-5.2v-.3H4.5Zm15 2.1-7.1 4.9a.75.75 0 0 1-.8 0L4.5 9.2v8.3h15V9.2Z',
  phone:
    'M7.3 3.2a1.5 1.5 0 0 1 1.9.7l1.5 3a1.5 1.5 0 0 1-.3 1.7l-1.3 1.3a11 11 0 0 0 5 5l1.3-1.3a1.5 1.5 0 0 1 1.7-.3l3 1.5a1.5 1.5 0 0 1 .7 1.9l-.8 2a2 2 0 0 1-2 1.3C10.4 19.4 4.6 13.6 3.9 6.2a2 2 0 0 1 1.3-2l2-.9Z',
} as const;

/**
 * An email or phone number as a `mailto:`/`tel:` link. `compact`: on a phone's card it is a 36 px icon button (WCAG
 * 2.2 target size) whose name is still the address or number; from 640 px the text, as in every other list.
 */
function ContactLink({ kind, value, compact }: { kind: 'mail' | 'phone'; value: string; compact: boolean }) {
  const href = `${kind === 'mail' ? 'mailto' : 'tel'}:${value}`;
  if (!compact) {
    return (
      <a href={href} className={linkClass.inline}>
        {value}
      </a>
    );
  }
  return (
    <a
      href={href}
      className={`${linkClass.inline} max-sm:inline-flex max-sm:size-9 max-sm:items-center max-sm:justify-center max-sm:rounded-lg max-sm:border max-sm:border-slate-600 max-sm:no-underline max-sm:hover:border-accent`}
    >
      <span className="max-sm:sr-only">{value}</span>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-current sm:hidden">
        <path fillRule="evenodd" d={ICON_PATHS[kind]} />
      </svg>
    </a>
  );
}

/** A lead's contact columns; `card` places them on a phone's compact card (leads), none keeps the labelled lines. */
const contactColumns = (card?: { email: string; phone: string; company: string; message: string; createdAt: string }): Column<BookedDemoRow>[] => [
  { header: 'Email', card: card?.email, cell: (demo) => <ContactLink kind="mail" value={demo.email} compact={Boolean(card)} /> },
  {
    header: 'Phone Number',
    className: 'whitespace-nowrap',
    card: card?.phone,
    cell: (demo) => <ContactLink kind="phone" value={demo.phoneNumber} compact={Boolean(card)} />,
  },
  { header: 'Company Name', card: card?.company, cell: (demo) => demo.companyName },
  {
    header: 'Message',
    className: 'min-w-48 max-w-md',
    card: card?.message,
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
    card: card?.createdAt,
    cell: (demo) => <DateTime value={demo.createdAt} zone />,
  },
];

/**
 * A lead on a phone (below 640 px) in three lines, about 100 px instead of ten labelled ones (docs/design/console-review
 * item 2): checkbox, name · company / status · owner / booked date, then the email and phone tap targets. The row is a
 * wrapping flex line; its ::before and ::after are the two line breaks, and each cell's `order` puts it on its line
 * (focus order stays the DOM's: checkbox, name, email, phone).
 */
export const LEAD_CARD_ROW =
  "max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-2 max-sm:px-3 max-sm:py-2.5 max-sm:before:order-3 max-sm:before:basis-full max-sm:before:content-[''] max-sm:after:order-5 max-sm:after:basis-full max-sm:after:content-['']";
const onCard = (order: string, more = '') => `max-sm:p-0 max-sm:min-w-0 max-sm:[overflow-wrap:anywhere] ${order} ${more}`;
// The second and third lines start under the name (the checkbox's 24 px and the gap).
const LEAD_CARD = {
  select: onCard('max-sm:order-1', 'max-sm:flex'),
  name: onCard('max-sm:order-2'),
  // The rest of the first line, cut short with an ellipsis (the whole name is on the lead's page); a line of its own
  // only when the name leaves less than 4 rem.
  company: "max-sm:order-2 max-sm:p-0 max-sm:min-w-16 max-sm:flex-1 max-sm:basis-0 max-sm:truncate max-sm:text-slate-300 max-sm:before:me-2 max-sm:before:content-['·']",
  status: onCard('max-sm:order-4', 'max-sm:ms-8 max-sm:mt-1.5'),
  owner: onCard('max-sm:order-4', "max-sm:mt-1.5 max-sm:text-slate-300 max-sm:before:me-2 max-sm:before:content-['·']"),
  createdAt: onCard('max-sm:order-6', 'max-sm:ms-8 max-sm:mt-1 max-sm:text-xs max-sm:text-slate-300'),
  email: onCard('max-sm:order-7', 'max-sm:ms-auto max-sm:mt-1'),
  phone: onCard('max-sm:order-7', 'max-sm:mt-1'),
  message: 'hidden',
  mail: 'hidden',
} as const;

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
      card: LEAD_CARD.select,
      cell: (demo) => (
        <input
          type="checkbox"
          className="size-5 accent-accent max-sm:size-6"
          checked={selected.has(demo._id)}
          onChange={(event) => onToggle(demo, event.target.checked)}
          aria-label={`Select ${demo.name}, ${demo.email}`}
        />
      ),
    },
    { ...nameColumn(listSearch), card: LEAD_CARD.name },
    { header: 'Status', className: 'min-w-24', card: LEAD_CARD.status, cell: (demo) => <LeadStatusBadge demo={demo} /> },
    { header: 'Owner', className: 'min-w-24', card: LEAD_CARD.owner, cell: (demo) => <OwnerName owner={demo.owner} /> },
    ...contactColumns(LEAD_CARD),
    { header: 'Mail', card: LEAD_CARD.mail, cell: (demo) => <MailStateBadge state={demo.mailState} attempts={demo.mailAttempts} /> },
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
    ...contactColumns(),
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
