import { useId } from 'react';
import { z } from 'zod';
import { buttonClass } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { applyServerErrors, useContractForm } from '@/hooks/use-contract-form';
import { errorMessage } from '@/lib/http';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, WEBHOOK_TEXT, WebhookWriteSchema } from '@contract/webhooks';
import { useCreateWebhook } from '../api/create-webhook';
import type { WebhookRow } from '../api/get-webhooks';
import { useUpdateWebhook } from '../api/update-webhook';

const shape = WebhookWriteSchema.shape;

/** The contract's webhook, with the events as the checkboxes give them. */
const WebhookFormSchema = z.object({
  url: shape.url,
  description: z.string().trim().max(500, 'The description must be at most 500 characters.'),
  events: z.array(z.string(), { message: WEBHOOK_TEXT.eventsRequired }).min(1, WEBHOOK_TEXT.eventsRequired).pipe(shape.events),
});

interface Props {
  webhook?: WebhookRow;
  onClose: () => void;
  /** After a create: the reply's secret, shown once. */
  onCreated: (secret: string, url: string) => void;
}

export function WebhookDialog({ webhook, onClose, onCreated }: Props) {
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const pending = create.isPending || update.isPending;
  const form = useContractForm(WebhookFormSchema, {
    defaultValues: { url: webhook?.url ?? '', description: webhook?.description ?? '', events: webhook?.events ?? [...WEBHOOK_EVENT_TYPES] },
  });
  const errors = form.formState.errors;
  const rootId = useId();
  const eventsErrorId = useId();

  const onSubmit = form.handleSubmit(async (values) => {
    if (pending) return;
    try {
      if (webhook) {
        await update.mutateAsync({ params: { id: webhook.id }, body: values });
        toast.success('Webhook saved');
        onClose();
      } else {
        const reply = await create.mutateAsync({ body: { ...values, enabled: true } });
        toast.success('Webhook added');
        onCreated(reply.secret, reply.webhook.url);
      }
    } catch (err) {
      applyServerErrors(form, err);
      toast.error(errorMessage(err));
    }
  });

  return (
    <ModalDialog title={webhook ? 'Edit webhook' : 'Add webhook'} onClose={onClose}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4" aria-describedby={errors.root?.server ? rootId : undefined}>
        <TextField
          label="URL"
          type="url"
          required
          autoComplete="off"
          data-autofocus
          hint="Where your CRM receives events, e.g. https://crm.example.com/hooks."
          error={errors.url?.message}
          {...form.register('url')}
        />
        <TextField label="Description" autoComplete="off" hint="Optional, e.g. HubSpot." error={errors.description?.message} {...form.register('description')} />
        <fieldset className="flex flex-col gap-2" aria-describedby={errors.events ? eventsErrorId : undefined}>
          <legend className="mb-1 text-sm font-medium text-slate-200">Events</legend>
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-3 text-sm text-slate-200">
              <input type="checkbox" value={type} className="size-5 accent-teal-400" {...form.register('events')} />
              {WEBHOOK_EVENT_LABELS[type]} <code className="text-xs text-slate-400">{type}</code>
            </label>
          ))}
          {errors.events ? (
            <p id={eventsErrorId} className="text-sm text-red-300">
              {errors.events.message}
            </p>
          ) : null}
        </fieldset>
        {errors.root?.server ? (
          <p id={rootId} className="text-sm text-red-300">
            {errors.root.server.message}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonClass.secondary} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={buttonClass.primary} aria-disabled={pending || undefined} aria-busy={pending}>
            {pending ? 'Saving…' : webhook ? 'Save webhook' : 'Add webhook'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
