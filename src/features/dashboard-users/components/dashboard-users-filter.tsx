import { useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/text-field';
import {
  FILTER_FIELD_OPTIONS,
  FILTER_OPERATOR_OPTIONS,
  type DashboardUsersFilter,
  type FilterField,
  type FilterOperator,
} from '../api/get-dashboard-users';

type Filter = Omit<DashboardUsersFilter, 'page'>;

interface Props {
  /** The page remounts the form when the URL changes. */
  filter: Filter;
  active: boolean;
  onApply: (filter: Filter) => void;
  onReset: () => void;
}

/** SPEC 2.6's filter; applied on submit, so typing sends nothing. */
export function DashboardUsersFilterForm({ filter, active, onApply, onReset }: Props) {
  const [field, setField] = useState<FilterField>(filter.field);
  const [operator, setOperator] = useState<FilterOperator>(filter.operator);
  const [value, setValue] = useState(filter.value);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply({ field, operator, value: value.trim() });
  };

  return (
    <form role="search" aria-label="Filter dashboard users" onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
      <SelectField label="Field" frameClassName="min-w-36" value={field} onChange={(e) => setField(e.target.value as FilterField)}>
        {FILTER_FIELD_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <SelectField label="Operator" frameClassName="min-w-36" value={operator} onChange={(e) => setOperator(e.target.value as FilterOperator)}>
        {FILTER_OPERATOR_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Value"
        frameClassName="min-w-48 flex-1 sm:max-w-xs"
        type="search"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        maxLength={200}
        autoComplete="off"
      />
      <div className="flex gap-3">
        {/* Secondary: the page's one primary action is Create Dashboard User. */}
        <button type="submit" className={buttonClass.secondary}>
          Apply filter
        </button>
        {active ? (
          <button type="button" className={buttonClass.secondary} onClick={onReset}>
            Reset
          </button>
        ) : null}
      </div>
    </form>
  );
}
