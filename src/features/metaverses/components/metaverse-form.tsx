import { useState, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { buttonClass } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { applyServerErrors, useContractForm } from '@/hooks/use-contract-form';
import { errorMessage } from '@/lib/http';
import { PLATFORMS, type Platform } from '@contract/constants';
import { MetaverseCreateSchema } from '@contract/metaverse';
import { DashboardUserPicker, type Person } from './dashboard-user-picker';

export type MetaverseFormValues = z.input<typeof MetaverseCreateSchema>;
export type MetaverseFormOutput = z.output<typeof MetaverseCreateSchema>;
export type LinkValues = Record<Platform, { build: string; assets: string }>;

export function linkValues(links: Partial<Record<Platform, { build?: string; assets?: string } | undefined>> = {}): LinkValues {
  return Object.fromEntries(
    PLATFORMS.map((p) => [p, { build: links[p]?.build ?? '', assets: links[p]?.assets ?? '' }]),
  ) as LinkValues;
}

interface Props {
  defaultValues: { name: string; description: string; admin: string | null; links: LinkValues };
  initialAdmin: Person | null;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (values: MetaverseFormOutput) => Promise<unknown>;
  cancel: ReactNode;
}

export function MetaverseForm({ defaultValues, initialAdmin, submitLabel, pendingLabel, pending, onSubmit, cancel }: Props) {
  const form = useContractForm(MetaverseCreateSchema, { defaultValues });
  const [adminPerson, setAdminPerson] = useState<Person | null>(initialAdmin);
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (err) {
      applyServerErrors(form, err);
      toast.error(errorMessage(err));
    }
  });

  const formError = errors.root?.server?.message;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        if (pending) event.preventDefault();
        else void submit(event);
      }}
      className="flex max-w-3xl flex-col gap-6"
    >
      <TextField label="Name" required requiredMark={false} autoComplete="off" error={errors.name?.message} {...form.register('name')} />
      <TextAreaField label="Description" error={errors.description?.message} {...form.register('description')} />
      <Controller
        control={form.control}
        name="admin"
        render={({ field, fieldState }) => (
          <DashboardUserPicker
            label="Admin"
            value={adminPerson && adminPerson._id === field.value ? adminPerson : null}
            onChange={(person) => {
              setAdminPerson(person);
              field.onChange(person?._id ?? null);
            }}
            inputRef={field.ref}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            hint="The dashboard user who administers this metaverse. Type part of their name or email."
          />
        )}
      />

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-lg font-semibold text-white">Platform links</legend>
        <p className="-mt-2 text-sm text-slate-300">A build URL and an assets URL for each platform; leave empty what does not exist.</p>
        {PLATFORMS.map((platform) => (
          <fieldset key={platform} className="grid gap-3 rounded-lg border border-slate-700 p-4 sm:grid-cols-2">
            <legend className="px-1 text-sm font-semibold text-accent">{platform}</legend>
            {(['build', 'assets'] as const).map((kind) => (
              <TextField
                key={kind}
                type="url"
                inputMode="url"
                autoComplete="off"
                placeholder="https://"
                label={
                  <>
                    <span className="sr-only">{platform}</span> {kind === 'build' ? 'Build URL' : 'Assets URL'}
                  </>
                }
                error={errors.links?.[platform]?.[kind]?.message}
                {...form.register(`links.${platform}.${kind}`)}
              />
            ))}
          </fieldset>
        ))}
      </fieldset>

      {formError ? <p className="text-sm text-red-300">{formError}</p> : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass.primary} aria-disabled={pending} aria-busy={pending}>
          {pending ? pendingLabel : submitLabel}
        </button>
        {cancel}
      </div>
    </form>
  );
}
