import { useRef, useState } from 'react';
import { ConfirmDelete, useConfirmDelete } from '@/components/console/confirm-delete';
import { rowActionClass } from '@/components/console/list-frame';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { DateTime } from '@/components/ui/date-time';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { toast } from '@/components/ui/toast';
import { useListParams } from '@/hooks/use-list-params';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorMessage } from '@/lib/http';
import { WEBHOOK_EVENT_LABELS } from '@contract/webhooks-text';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useWebhooks, type WebhookRow } from '../api/get-webhooks';
import { useRollWebhookSecret } from '../api/roll-webhook-secret';
import { useSendWebhookTest } from '../api/send-webhook-test';
import { useUpdateWebhook } from '../api/update-webhook';
import { DeliveryStateBadge } from './delivery-state-badge';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookDialog } from './webhook-dialog';
import { WebhookSecretDialog } from './webhook-secret-dialog';

type Row = WebhookRow & { _id: string };
type Editing = { webhook?: WebhookRow } | null;

/** Issue 23 item 2: webhooks that hand every lead and meeting to the CRM sales already use (docs/decisions/0047). */
export function WebhooksPage({ title }: { title: string }) {
  usePageTitle(title);
  const webhooks = useWebhooks();
  const [params, setParams] = useListParams({ log: '', page: 1 });
  const [editing, setEditing] = useState<Editing>(null);
  const [secret, setSecret] = useState<{ secret: string; url: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const update = useUpdateWebhook();
  const roll = useRollWebhookSecret();
  const test = useSendWebhookTest();

  const deletion = useConfirmDelete({
    mutation: useDeleteWebhook(),
    variables: (webhook: WebhookRow) => ({ params: { id: webhook.id } }),
    onDeleted: (_reply, webhook) => {
      toast.success('Webhook deleted');
      if (params.log === webhook.id) setParams({ log: '', page: 1 });
    },
    focusAfter: heading,
  });

  const toggle = (webhook: WebhookRow) => {
    if (update.isPending) return;
    update.mutate(
      { params: { id: webhook.id }, body: { enabled: !webhook.enabled } },
      { onSuccess: () => toast.success(webhook.enabled ? 'Webhook turned off' : 'Webhook turned on'), onError: (err) => toast.error(errorMessage(err)) },
    );
  };
  const sendTest = (webhook: WebhookRow) => {
    if (test.isPending) return;
    test.mutate(
      { params: { id: webhook.id } },
      {
        onSuccess: () => {
          toast.success('Test event queued');
          setParams({ log: webhook.id, page: 1 });
        },
        onError: (err) => toast.error(errorMessage(err)),
      },
    );
  };
  const rollSecret = (webhook: WebhookRow) => {
    if (roll.isPending) return;
    roll.mutate(
      { params: { id: webhook.id } },
      { onSuccess: (reply) => setSecret({ secret: reply.secret, url: reply.webhook.url }), onError: (err) => toast.error(errorMessage(err)) },
    );
  };

  const columns: readonly Column<Row>[] = [
    {
      header: 'URL',
      rowHeader: true,
      className: 'min-w-56 max-w-80 break-all',
      cell: (w) => (
        <>
          <span className="font-medium text-white">{w.url}</span>
          {w.description ? <span className="block break-normal text-xs text-slate-400">{w.description}</span> : null}
        </>
      ),
    },
    {
      header: 'Events',
      className: 'min-w-40',
      cell: (w) => (
        <ul className="flex flex-col gap-0.5">
          {w.events.map((e) => (
            <li key={e}>{WEBHOOK_EVENT_LABELS[e]}</li>
          ))}
        </ul>
      ),
    },
    { header: 'Enabled', cell: (w) => (w.enabled ? <Badge tone="success">On</Badge> : <Badge>Off</Badge>) },
    {
      header: 'Last delivery',
      className: 'whitespace-nowrap',
      cell: (w) =>
        w.lastDelivery ? (
          <span className="flex flex-col items-start gap-1">
            <DeliveryStateBadge state={w.lastDelivery.state} />
            <span className="text-xs text-slate-400">
              <DateTime value={w.lastDelivery.at} />
            </span>
          </span>
        ) : (
          'None yet'
        ),
    },
    {
      header: 'Actions',
      action: true,
      cell: (w) => (
        <div className="flex min-w-64 flex-wrap gap-2">
          <button
            type="button"
            className={rowActionClass.normal}
            aria-pressed={params.log === w.id}
            aria-label={`Deliveries of ${w.url}`}
            onClick={() => setParams({ log: params.log === w.id ? '' : w.id, page: 1 })}
          >
            Deliveries
          </button>
          <button type="button" className={rowActionClass.normal} aria-label={`Edit ${w.url}`} onClick={() => setEditing({ webhook: w })}>
            Edit
          </button>
          <button type="button" className={rowActionClass.normal} aria-label={`${w.enabled ? 'Turn off' : 'Turn on'} ${w.url}`} onClick={() => toggle(w)}>
            {w.enabled ? 'Turn off' : 'Turn on'}
          </button>
          <button type="button" className={rowActionClass.normal} aria-label={`Send test event to ${w.url}`} onClick={() => sendTest(w)}>
            Send test
          </button>
          <button type="button" className={rowActionClass.normal} aria-label={`New secret for ${w.url}`} onClick={() => rollSecret(w)}>
            New secret
          </button>
          <button type="button" className={rowActionClass.danger} aria-label={`Delete ${w.url}`} onClick={() => deletion.ask(w)}>
            Delete
          </button>
        </div>
      ),
    },
  ];

  const add = (
    <button type="button" className={buttonClass.primary} onClick={() => setEditing({})}>
      Add webhook
    </button>
  );
  const shown = webhooks.data?.find((w) => w.id === params.log);

  return (
    <section className="flex flex-col gap-5" aria-busy={webhooks.isFetching}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-white focus:outline-none">
          Webhooks
        </h1>
        {/* Once the list is in: with none yet, the empty state's own button is the one way to add (not two saying the same). */}
        {webhooks.data?.length ? add : null}
      </div>
      <p className="text-slate-300">
        Send every new lead and meeting to your CRM. Each request is signed with the webhook's secret and retried for about a day until your CRM answers.
      </p>
      {webhooks.isError ? (
        <ErrorState message={errorMessage(webhooks.error)} onRetry={() => void webhooks.refetch()} retrying={webhooks.isFetching} />
      ) : (
        <DataTable
          label="Webhooks"
          caption="Webhooks"
          columns={columns}
          rows={webhooks.data?.map((w) => ({ ...w, _id: w.id }))}
          rowKey={(w) => w.id}
          loading={webhooks.isPending}
          empty={<EmptyState action={add}>No webhooks yet: leads stay in this console only.</EmptyState>}
          skeletonRows={3}
        />
      )}
      {shown ? <WebhookDeliveries key={shown.id} webhook={shown} page={params.page} setPage={(changes) => setParams(changes)} /> : null}

      {editing ? (
        <WebhookDialog
          webhook={editing.webhook}
          onClose={() => setEditing(null)}
          onCreated={(value, url) => {
            setEditing(null);
            setSecret({ secret: value, url });
          }}
        />
      ) : null}
      {secret ? <WebhookSecretDialog secret={secret.secret} url={secret.url} onClose={() => setSecret(null)} /> : null}
      <ConfirmDelete flow={deletion} title="Delete webhook">
        {(webhook) => (
          <>
            Delete the webhook to <strong className="break-all">{webhook.url}</strong> and its delivery log? Your CRM gets no more events from it.
          </>
        )}
      </ConfirmDelete>
    </section>
  );
}
