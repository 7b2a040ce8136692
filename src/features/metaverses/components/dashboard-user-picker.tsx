import { useState, type Ref } from 'react';
import { Combobox } from '@/components/ui/combobox';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { errorMessage } from '@/lib/http';
import { useDashboardUserSearch } from '../api/search-dashboard-users';

export interface Person {
  _id: string;
  name: string;
  email: string;
}

export const PICKER_DEBOUNCE_MS = 250;

const personLabel = (p: Person) => `${p.name} (${p.email})`;

interface Props {
  label: string;
  value: Person | null;
  onChange: (person: Person | null) => void;
  exclude?: ReadonlySet<string>;
  hint?: string;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
}

export function DashboardUserPicker({ label, value, onChange, exclude, hint, error, inputRef, onBlur }: Props) {
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text, PICKER_DEBOUNCE_MS);
  // The chosen person's own label is not a search: offer everyone again.
  const search = useDashboardUserSearch(value && settled === personLabel(value) ? '' : settled);
  const options = exclude ? search.users.filter((u) => !exclude.has(u._id)) : search.users;

  return (
    <Combobox<Person>
      label={label}
      options={options}
      optionKey={(p) => p._id}
      optionLabel={personLabel}
      filterText={(p) => `${p.name} ${p.email}`}
      renderOption={(p) => (
        <>
          <span className="block font-medium">{p.name}</span>
          <span className="block break-all text-xs">{p.email}</span>
        </>
      )}
      selected={value}
      onSelect={onChange}
      onInputChange={setText}
      loading={search.loading && options.length === 0}
      emptyText={search.error ? errorMessage(search.error) : 'No matching dashboard users'}
      hint={hint}
      error={error}
      inputRef={inputRef}
      onBlur={onBlur}
      placeholder="Type a name or email"
    />
  );
}
