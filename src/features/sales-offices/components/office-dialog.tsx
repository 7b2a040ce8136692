import { useId } from 'react';
import { z } from 'zod';
import { buttonClass } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/dialog';
import { SelectField, TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { applyServerErrors, useContractForm } from '@/hooks/use-contract-form';
import { errorMessage } from '@/lib/http';
import { OfficeWriteSchema } from '@contract/scheduling';
import { useCreateSalesOffice } from '../api/create-sales-office';
import type { SalesOffice } from '../api/get-sales-offices';
import { useUpdateSalesOffice } from '../api/update-sales-office';
import { CheckboxField } from './checkbox-field';

const shape = OfficeWriteSchema.shape;

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** The contract's office, with the countries typed as "GB, IE" and the notice as text. */
export const OfficeFormSchema = z.object({
  name: shape.name,
  timeZone: z.string().trim().min(1, { message: 'Choose a time zone' }).refine(isTimeZone, { message: 'Choose a time zone' }).pipe(shape.timeZone),
  countries: z
    .string()
    .transform((text) => text.split(/[\s,;]+/).filter(Boolean).map((code) => code.toUpperCase()))
    .refine((codes) => codes.every((code) => /^[A-Z]{2}$/.test(code)), { message: 'Use two-letter country codes, like GB or AE' })
    .pipe(shape.countries),
  isDefault: z.boolean(),
  minNoticeMinutes: z
    .string()
    .trim()
    .regex(/^\d+$/, { message: 'Minimum notice is a whole number of minutes' })
    .transform(Number)
    .pipe(shape.minNoticeMinutes.refine(Number.isFinite).refine((n) => n <= 7 * 24 * 60, { message: 'At most a week (10080 minutes)' })),
});

const zones = (current: string): string[] => {
  const known = Intl.supportedValuesOf?.('timeZone') ?? [];
  return [...new Set(['UTC', ...known, ...(current ? [current] : [])])].sort();
};

interface Props {
  office?: SalesOffice;
  onClose: () => void;
}

export function OfficeDialog({ office, onClose }: Props) {
  const create = useCreateSalesOffice();
  const update = useUpdateSalesOffice();
  const pending = create.isPending || update.isPending;
  const form = useContractForm(OfficeFormSchema, {
    defaultValues: {
      name: office?.name ?? '',
      timeZone: office?.timeZone ?? '',
      countries: office?.countries.join(', ') ?? '',
      isDefault: office?.isDefault ?? false,
      minNoticeMinutes: String(office?.minNoticeMinutes ?? 60),
    },
  });
  const errors = form.formState.errors;
  const rootId = useId();

  const onSubmit = form.handleSubmit(async (values) => {
    if (pending) return;
    try {
      if (office) await update.mutateAsync({ params: { id: office.id }, body: values });
      else await create.mutateAsync({ body: values });
      toast.success(office ? `Office ${values.name} saved` : `Office ${values.name} added`);
      onClose();
    } catch (err) {
      applyServerErrors(form, err);
      toast.error(errorMessage(err));
    }
  });

  return (
    <ModalDialog title={office ? `Edit office ${office.name}` : 'Add office'} onClose={onClose}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4" aria-describedby={errors.root?.server ? rootId : undefined}>
        <TextField label="Name" required autoComplete="off" data-autofocus error={errors.name?.message} {...form.register('name')} />
        <SelectField label="Time zone" required error={errors.timeZone?.message} {...form.register('timeZone')}>
          <option value="">Choose a time zone</option>
          {zones(office?.timeZone ?? '').map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Countries"
          autoComplete="off"
          hint="Two-letter codes of the visitors' countries this office serves, e.g. GB, IE."
          error={errors.countries?.message}
          {...form.register('countries')}
        />
        <TextField label="Minimum notice (minutes)" inputMode="numeric" autoComplete="off" error={errors.minNoticeMinutes?.message} {...form.register('minNoticeMinutes')} />
        <CheckboxField label="Default office" hint="Serves visitors from countries no office lists." {...form.register('isDefault')} />
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
            {pending ? 'Saving…' : office ? 'Save office' : 'Add office'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
