import type { BookedDemoRow } from '../api/get-booked-demos';

type MailState = BookedDemoRow['mailState'];

/** What the console calls each mail state. */
export const MAIL_STATE_LABELS: Record<MailState, string> = {
  pending: 'Queued',
  retrying: 'Retrying',
  sent: 'Sent',
  failed: 'Failed',
};

const MAIL_STATE_STYLES: Record<MailState, string> = {
  pending: 'border-slate-500 text-slate-200',
  retrying: 'border-amber-400/70 text-amber-200',
  sent: 'border-accent/70 text-teal-100',
  failed: 'border-red-400/70 text-red-200',
};

function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}

function MailStateBadge({ state, attempts }: { state: MailState; attempts: number }) {
  const tries = state === 'retrying' || state === 'failed' ? ` (${attempts} ${attempts === 1 ? 'attempt' : 'attempts'})` : '';
  return (
    <span className={`inline-block whitespace-nowrap rounded-full border px-2 py-0.5 text-xs ${MAIL_STATE_STYLES[state]}`}>
      {MAIL_STATE_LABELS[state]}
      {tries}
    </span>
  );
}

const COLUMNS = ['Name', 'Email', 'Phone Number', 'Company Name', 'Message', 'Created At', 'Mail'] as const;

/** The booked demos of one page; the region scrolls sideways and takes focus, so keyboards can scroll it too. */
export function BookedDemosTable({ rows, busy, caption }: { rows: BookedDemoRow[]; busy: boolean; caption: string }) {
  return (
    <div role="region" aria-label="Booked demos table" tabIndex={0} className="overflow-x-auto rounded-lg border border-slate-700 focus:outline-2 focus:outline-accent">
      <table aria-busy={busy} className="min-w-full divide-y divide-slate-700 text-left text-sm text-slate-200">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-ink-soft text-xs uppercase tracking-wide text-slate-300">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-800">
          {rows.map((demo) => (
            <tr key={demo._id}>
              <th scope="row" className="px-3 py-2 font-medium text-white">
                {demo.name}
              </th>
              <td className="px-3 py-2">
                <a href={`mailto:${demo.email}`} className="text-accent underline-offset-2 hover:underline">
                  {demo.email}
                </a>
              </td>
              <td className="whitespace-nowrap px-3 py-2">{demo.phoneNumber}</td>
              <td className="px-3 py-2">{demo.companyName}</td>
              <td className="max-w-md whitespace-pre-line break-words px-3 py-2">{demo.message}</td>
              <td className="whitespace-nowrap px-3 py-2">
                <time dateTime={demo.createdAt}>{formatDate(demo.createdAt)}</time>
              </td>
              <td className="px-3 py-2">
                <MailStateBadge state={demo.mailState} attempts={demo.mailAttempts} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
