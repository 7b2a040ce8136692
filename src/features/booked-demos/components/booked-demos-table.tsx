import { Badge, type BadgeTone } from '@/components/ui/badge';
import { DataTable, type Column } from '@/components/ui/data-table';
import type { BookedDemoRow } from '../api/get-booked-demos';

type MailState = BookedDemoRow['mailState'];

/** What the console calls each mail state. */
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

function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}

function MailStateBadge({ state, attempts }: { state: MailState; attempts: number }) {
  const tries = state === 'retrying' || state === 'failed' ? ` (${attempts} ${attempts === 1 ? 'attempt' : 'attempts'})` : '';
  return (
    <Badge tone={MAIL_STATE_TONES[state]}>
      {MAIL_STATE_LABELS[state]}
      {tries}
    </Badge>
  );
}

const COLUMNS: readonly Column<BookedDemoRow>[] = [
  { header: 'Name', rowHeader: true, cell: (demo) => demo.name },
  {
    header: 'Email',
    cell: (demo) => (
      <a href={`mailto:${demo.email}`} className="text-accent underline-offset-2 hover:underline">
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
    cell: (demo) => <time dateTime={demo.createdAt}>{formatDate(demo.createdAt)}</time>,
  },
  { header: 'Mail', cell: (demo) => <MailStateBadge state={demo.mailState} attempts={demo.mailAttempts} /> },
];

interface Props {
  rows: BookedDemoRow[] | undefined;
  loading: boolean;
  caption: string;
  empty: React.ReactNode;
}

/** The booked demos of one page, on the shared data table. */
export function BookedDemosTable({ rows, loading, caption, empty }: Props) {
  return (
    <DataTable
      label="Booked demos table"
      caption={caption}
      columns={COLUMNS}
      rows={rows}
      rowKey={(demo) => demo._id}
      loading={loading}
      empty={empty}
      skeletonRows={10}
    />
  );
}
