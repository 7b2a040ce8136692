import { rowActionClass, ListFrame } from '@/components/console/list-frame';
import type { Column } from '@/components/ui/data-table';
import { DateTime } from '@/components/ui/date-time';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/http';
import { formatDateTime } from '@/lib/format';
import { useWebhookDeliveries, type DeliveryRow } from '../api/get-webhook-deliveries';
import type { WebhookRow } from '../api/get-webhooks';
import { useReplayWebhookDelivery } from '../api/replay-webhook-delivery';
import { DeliveryStateBadge } from './delivery-state-badge';

type Row = DeliveryRow & { _id: string };

const responseOf = (d: { lastResponseCode: number | null; lastError: string | null }) =>
  d.lastResponseCode !== null ? String(d.lastResponseCode) : (d.lastError ?? '—');

function Attempts({ delivery }: { delivery: DeliveryRow }) {
  if (delivery.attemptLog.length === 0) return <span>{delivery.attempts}</span>;
  return (
    <details>
      <summary className="cursor-pointer whitespace-nowrap text-accent">
        {delivery.attemptLog.length} {delivery.attemptLog.length === 1 ? 'attempt' : 'attempts'}
      </summary>
      <ol className="mt-2 flex list-decimal flex-col gap-1 pl-5 text-xs text-slate-300">
        {delivery.attemptLog.map((attempt) => (
          <li key={attempt.at}>
            <DateTime value={attempt.at} />: {attempt.responseCode ?? attempt.error ?? 'no reply'}
            {attempt.responseCode !== null && attempt.error === null ? ' OK' : ''} ({attempt.durationMs} ms)
          </li>
        ))}
      </ol>
    </details>
  );
}

/** One webhook's deliveries, newest first, with each attempt and a Replay button. */
export function WebhookDeliveries({ webhook, page, setPage }: { webhook: WebhookRow; page: number; setPage: (changes: { page: number }) => void }) {
  const query = useWebhookDeliveries(webhook.id, page);
  const replay = useReplayWebhookDelivery();

  const onReplay = (delivery: DeliveryRow) => {
    if (replay.isPending) return;
    replay.mutate(
      { params: { id: webhook.id, deliveryId: delivery.id } },
      { onSuccess: () => toast.success(`${delivery.type} queued to be sent again`), onError: (err) => toast.error(errorMessage(err)) },
    );
  };

  const columns: readonly Column<Row>[] = [
    { header: 'Event', rowHeader: true, cell: (d) => <code className="text-sm">{d.type}</code> },
    { header: 'Time', className: 'whitespace-nowrap', cell: (d) => <DateTime value={d.createdAt} /> },
    { header: 'State', cell: (d) => <DeliveryStateBadge state={d.state} /> },
    { header: 'Response', className: 'max-w-48 break-words', cell: (d) => responseOf(d) },
    { header: 'Attempts', cell: (d) => <Attempts delivery={d} /> },
    {
      header: 'Actions',
      action: true,
      cell: (d) => (
        <button type="button" className={rowActionClass.normal} onClick={() => onReplay(d)} aria-label={`Replay ${d.type} of ${formatDateTime(d.createdAt)}`}>
          Replay
        </button>
      ),
    },
  ];

  return (
    <ListFrame
      title={`Deliveries to ${webhook.url}`}
      level={2}
      query={query}
      page={page}
      setPage={setPage}
      rows={(data) => data.deliveries.map((d) => ({ ...d, _id: d.id }))}
      columns={columns}
      tableLabel="Deliveries"
      caption={(pageWords) => `Deliveries to ${webhook.url}, newest first, ${pageWords}`}
      empty="No deliveries yet. Send a test event to try the webhook."
      scrollHint="Scroll the table sideways to see every column."
      pagerLabel="Deliveries pages"
      pagerOnlyWithRows
    />
  );
}
