import { buttonClass } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { applyServerErrors, useContractForm } from '@/hooks/use-contract-form';
import { errorMessage } from '@/lib/http';
import { HolidayWriteSchema } from '@contract/scheduling';
import { useCreateSalesHoliday } from '../api/create-sales-holiday';
import type { SalesOffice } from '../api/get-sales-offices';

/** A day the office's reps are offered to nobody. */
export function HolidayForm({ office }: { office: SalesOffice }) {
  const create = useCreateSalesHoliday();
  const form = useContractForm(HolidayWriteSchema, { defaultValues: { date: '', name: '' } });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    if (create.isPending) return;
    try {
      await create.mutateAsync({ params: { id: office.id }, body: values });
      toast.success(`Holiday ${values.name} added to ${office.name}`);
      form.reset();
    } catch (err) {
      applyServerErrors(form, err);
      toast.error(errorMessage(err));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={`Add a holiday to ${office.name}`} className="flex flex-wrap items-start gap-3">
      <TextField type="date" label="Date" required error={errors.date?.message} {...form.register('date')} />
      <TextField label="Holiday" required autoComplete="off" error={errors.name?.message && 'Holiday name is required'} {...form.register('name')} />
      <button type="submit" className={`${buttonClass.secondary} mt-6`} aria-disabled={create.isPending || undefined} aria-busy={create.isPending}>
        {create.isPending ? 'Adding…' : 'Add holiday'}
      </button>
    </form>
  );
}
