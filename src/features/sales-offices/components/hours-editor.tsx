import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { useFieldArray } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { rowActionClass } from '@/components/console/list-frame';
import { WEEKDAYS } from '../lib/hours';
import type { RepFormInput } from './rep-form-schema';

interface Props {
  control: Control<RepFormInput>;
  register: UseFormRegister<RepFormInput>;
  errors: FieldErrors<RepFormInput>['hours'];
}

/** Per weekday, any number of ranges in the office's time zone; the form's schema checks start before end and no overlap. */
export function HoursEditor({ control, register, errors }: Props) {
  const { fields, append, remove } = useFieldArray({ control, name: 'hours' });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold text-slate-200">Working hours (the office's time zone)</legend>
      {WEEKDAYS.map(({ day, long }) => {
        const ranges = fields.map((field, index) => ({ field, index })).filter(({ field }) => field.weekday === day);
        return (
          <div key={day} role="group" aria-label={long} className="rounded-lg border border-slate-700 p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium text-white">{long}</span>
              <button type="button" className={rowActionClass.normal} onClick={() => append({ weekday: day, start: '09:00', end: '17:00' })} aria-label={`Add hours on ${long}`}>
                Add hours
              </button>
            </div>
            {ranges.length === 0 ? <p className="mt-1 text-sm text-slate-400">Not working</p> : null}
            {ranges.map(({ field, index }) => (
              <div key={field.id} className="mt-2 flex flex-wrap items-end gap-3">
                <TextField
                  type="time"
                  label="From"
                  aria-label={`${long} from`}
                  error={errors?.[index]?.start?.message}
                  {...register(`hours.${index}.start`)}
                />
                <TextField
                  type="time"
                  label="Until"
                  aria-label={`${long} until`}
                  error={errors?.[index]?.end?.message}
                  {...register(`hours.${index}.end`)}
                />
                <button type="button" className={rowActionClass.danger} onClick={() => remove(index)} aria-label={`Remove these ${long} hours`}>
                  Remove
                </button>
              </div>
            ))}
          </div>
        );
      })}
    </fieldset>
  );
}
