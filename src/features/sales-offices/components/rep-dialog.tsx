import { useId } from 'react';
import { buttonClass } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { applyServerErrors, useContractForm } from '@/hooks/use-contract-form';
import { errorMessage } from '@/lib/http';
import { useCreateSalesRep } from '../api/create-sales-rep';
import type { SalesOffice, SalesRep } from '../api/get-sales-offices';
import { useUpdateSalesRep } from '../api/update-sales-rep';
import { CheckboxField } from './checkbox-field';
import { HoursEditor } from './hours-editor';
import { RepFormSchema, WEEKDAY_HOURS } from './rep-form-schema';

interface Props {
  office: SalesOffice;
  rep?: SalesRep;
  onClose: () => void;
}

export function RepDialog({ office, rep, onClose }: Props) {
  const create = useCreateSalesRep();
  const update = useUpdateSalesRep();
  const pending = create.isPending || update.isPending;
  const form = useContractForm(RepFormSchema, {
    defaultValues: { name: rep?.name ?? '', email: rep?.email ?? '', active: rep?.active ?? true, hours: rep?.hours ?? WEEKDAY_HOURS },
  });
  const errors = form.formState.errors;
  const rootId = useId();

  const onSubmit = form.handleSubmit(async (values) => {
    if (pending) return;
    try {
      if (rep) await update.mutateAsync({ params: { id: rep.id }, body: values });
      else await create.mutateAsync({ body: { ...values, officeId: office.id } });
      toast.success(rep ? `${values.name} saved` : `${values.name} added to ${office.name}`);
      onClose();
    } catch (err) {
      applyServerErrors(form, err);
      toast.error(errorMessage(err));
    }
  });

  return (
    <ModalDialog title={rep ? `Edit rep ${rep.name}` : `Add a rep to ${office.name}`} onClose={onClose}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4" aria-describedby={errors.root?.server ? rootId : undefined}>
        <TextField label="Name" required autoComplete="off" data-autofocus error={errors.name?.message} {...form.register('name')} />
        <TextField label="Email" type="email" required autoComplete="off" error={errors.email?.message} {...form.register('email')} />
        <CheckboxField label="Active" hint="Only active reps are offered to visitors." {...form.register('active')} />
        <HoursEditor control={form.control} register={form.register} errors={errors.hours} />
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
            {pending ? 'Saving…' : rep ? 'Save rep' : 'Add rep'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
