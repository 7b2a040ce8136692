import { useId, useState } from 'react';
import { z } from 'zod';
import { buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/text-field';
import { LINK_WARNING_MS, toast } from '@/components/ui/toast';
import { applyServerErrors, useContractForm } from '@/hooks/use-contract-form';
import { errorMessage } from '@/lib/http';
import { PLATFORMS } from '@contract/constants';
import { LinksSchema, ManagerByEmailSchema } from '@contract/metaverse';
import type { Manager, MetaverseDetail } from '../api/get-own-metaverse';
import { useAddManagerByEmail, useRemoveOwnManager, useUpdateOwnLinks } from '../api/manage-own-metaverse';

// The controls a metaverse's own admin gets (docs/decisions/0049). A manager never sees them; the server refuses
// the calls to anyone but the admin and the super admin anyway.

export const ADD_MANAGER_HINT = "Type the exact email of a dashboard user: people are not listed, so other customers' users stay private.";

/** Add a manager by their exact email. */
export function AddManagerForm({ metaverseId }: { metaverseId: string }) {
  const add = useAddManagerByEmail();
  const form = useContractForm(ManagerByEmailSchema, { defaultValues: { email: '' } });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async ({ email }) => {
    if (add.isPending) return;
    try {
      const reply = await add.mutateAsync({ params: { id: metaverseId }, body: { email } });
      toast.success(`${email} is now a manager of this metaverse.`);
      form.reset({ email: '' });
      return reply.message;
    } catch (err) {
      const formMessage = applyServerErrors(form, err);
      // 'No dashboard user has this email' names no field: it belongs beside the email.
      if (formMessage) {
        form.clearErrors('root.server');
        form.setError('email', { type: 'server', message: formMessage }, { shouldFocus: true });
      }
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex max-w-xl flex-col gap-3" aria-label="Add a manager">
      <TextField label="Manager's email" type="email" autoComplete="off" hint={ADD_MANAGER_HINT} error={errors.email?.message} {...form.register('email')} />
      <div>
        <button type="submit" className={buttonClass.primary} aria-disabled={add.isPending} aria-busy={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add manager'}
        </button>
      </div>
    </form>
  );
}

/** Remove one manager, after a confirmation. */
export function RemoveManagerButton({ metaverseId, manager }: { metaverseId: string; manager: Manager }) {
  const remove = useRemoveOwnManager();
  const [confirming, setConfirming] = useState(false);
  const who = manager.name || manager.email;
  const onConfirm = () =>
    remove.mutate(
      { params: { id: metaverseId, userId: manager._id } },
      {
        onSuccess: () => toast.success(`${who} no longer manages this metaverse.`),
        onError: (err) => toast.error(errorMessage(err)),
        onSettled: () => setConfirming(false),
      },
    );
  return (
    <>
      <button type="button" className={`${buttonClass.secondary} self-start`} onClick={() => setConfirming(true)} aria-label={`Remove ${who} as manager`}>
        Remove
      </button>
      {confirming ? (
        <ConfirmDialog
          title="Remove this manager?"
          confirmLabel="Remove manager"
          busyLabel="Removing…"
          busy={remove.isPending}
          onConfirm={onConfirm}
          onCancel={() => setConfirming(false)}
        >
          {who} will no longer see this metaverse or its users.
        </ConfirmDialog>
      ) : null}
    </>
  );
}

const LinksFormSchema = z.object({ links: LinksSchema });
type LinkValues = Record<(typeof PLATFORMS)[number], { build: string; assets: string }>;

/** Edit the six platforms' build and assets URLs; a build the city will not show comes back as a warning. */
export function LinksEditor({ metaverse, onDone }: { metaverse: MetaverseDetail; onDone: () => void }) {
  const update = useUpdateOwnLinks();
  const headingId = useId();
  const [warnings, setWarnings] = useState<string[]>([]);
  const defaults = Object.fromEntries(
    PLATFORMS.map((p) => [p, { build: metaverse.links[p]?.build ?? '', assets: metaverse.links[p]?.assets ?? '' }]),
  ) as LinkValues;
  const form = useContractForm(LinksFormSchema, { defaultValues: { links: defaults } });
  const errors = form.formState.errors.links;
  const submit = form.handleSubmit(async ({ links }) => {
    if (update.isPending) return;
    try {
      const reply = await update.mutateAsync({ params: { id: metaverse._id }, body: { links } });
      toast.success(reply.message);
      if (reply.warnings?.length) {
        setWarnings(reply.warnings);
        for (const warning of reply.warnings) toast.warning(warning, { duration: LINK_WARNING_MS });
      } else {
        onDone();
      }
    } catch (err) {
      applyServerErrors(form, err);
      toast.error(errorMessage(err));
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={headingId} className="flex flex-col gap-4">
      <h3 id={headingId} className="text-lg font-semibold text-white">
        Edit platform links
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        {PLATFORMS.map((p) => (
          <fieldset key={p} className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-700 p-4">
            <legend className="px-1 text-sm font-semibold text-accent">{p}</legend>
            <TextField label={`${p} Build URL`} type="url" autoComplete="off" error={errors?.[p]?.build?.message} {...form.register(`links.${p}.build`)} />
            <TextField label={`${p} Assets URL`} type="url" autoComplete="off" error={errors?.[p]?.assets?.message} {...form.register(`links.${p}.assets`)} />
          </fieldset>
        ))}
      </div>
      {warnings.length > 0 ? (
        <div role="status" className="rounded-lg border border-amber-400/70 px-4 py-3 text-sm text-amber-100">
          {warnings.map((w) => (
            <p key={w}>{w}</p>
          ))}
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass.primary} aria-disabled={update.isPending} aria-busy={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save links'}
        </button>
        <button type="button" className={buttonClass.secondary} onClick={onDone}>
          {warnings.length > 0 ? 'Close' : 'Cancel'}
        </button>
      </div>
    </form>
  );
}
