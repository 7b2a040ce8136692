import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/text-field';
import { DateRangeSchema, FROM_AFTER_TO } from '@contract/list-finding';

export interface FilterValues {
  q: string;
  from: string;
  to: string;
  metaverseId?: string;
}

export const FILTERS = 'Filters';
export const NO_USERS_MATCH = 'No users match these filters.';
export { FROM_AFTER_TO };

interface Props {
  values: FilterValues;
  onApply: (values: FilterValues) => void;
  /** With it, a metaverse picker: members of the one chosen. */
  metaverses?: readonly { _id: string; name: string }[];
  /** The picker's first option. */
  allMetaverses?: string;
}

const isActive = (v: FilterValues) => Boolean(v.q || v.from || v.to || v.metaverseId);

/**
 * A users list's filters (search, joined between two days, a metaverse), shared by both consoles. They live in the
 * URL, so they survive a reload; what was typed is kept when the dates are the wrong way round.
 */
export function UsersFilters({ values, onApply, metaverses, allMetaverses = 'All your metaverses' }: Props) {
  const id = useId();
  const [open, setOpen] = useState(() => isActive(values));
  const [draft, setDraft] = useState<FilterValues>(values);
  const [error, setError] = useState<string | null>(null);
  // The URL changed under us (Back, a reload, Clear): the fields follow it.
  const [seen, setSeen] = useState(values);
  if (seen.q !== values.q || seen.from !== values.from || seen.to !== values.to || seen.metaverseId !== values.metaverseId) {
    setSeen(values);
    setDraft(values);
    setError(null);
  }

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = { ...draft, q: draft.q.trim() };
    const parsed = DateRangeSchema.safeParse({ from: next.from || undefined, to: next.to || undefined });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? FROM_AFTER_TO);
      return;
    }
    setError(null);
    onApply(next);
  };

  const clear = () => {
    const empty: FilterValues = { q: '', from: '', to: '', ...(metaverses ? { metaverseId: '' } : {}) };
    setDraft(empty);
    setError(null);
    onApply(empty);
  };

  const active = isActive(values);
  return (
    <div className="flex flex-col gap-3">
      <div>
        <button
          type="button"
          className={buttonClass.secondary}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((v) => !v)}
        >
          {FILTERS}
          {active ? <span className="rounded-full bg-accent/20 px-2 text-xs text-accent">on</span> : null}
          <span aria-hidden="true">{open ? '▴' : '▾'}</span>
        </button>
      </div>
      <form
        id={`${id}-panel`}
        hidden={!open}
        onSubmit={apply}
        noValidate
        aria-label="Filter users"
        className="grid gap-4 rounded-lg border border-slate-700 p-4 sm:grid-cols-2 xl:grid-cols-4"
      >
        <TextField
          label="Name, email or phone"
          hint="Words by their start (“san” finds Sanchez), numbers by their start or end"
          type="search"
          value={draft.q}
          maxLength={200}
          onChange={(e) => setDraft({ ...draft, q: e.target.value })}
        />
        <TextField label="Joined from" type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        <TextField
          label="Joined to"
          type="date"
          value={draft.to}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
        />
        {metaverses ? (
          <SelectField label="Metaverse" value={draft.metaverseId ?? ''} onChange={(e) => setDraft({ ...draft, metaverseId: e.target.value })}>
            <option value="">{allMetaverses}</option>
            {metaverses.map((m) => (
              <option key={m._id} value={m._id}>
                {m.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-300 sm:col-span-2 xl:col-span-4">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3 sm:col-span-2 xl:col-span-4">
          <button type="submit" className={buttonClass.primary}>
            Apply filters
          </button>
          <button type="button" className={buttonClass.secondary} onClick={clear} disabled={!active && !draft.q && !draft.from && !draft.to && !draft.metaverseId}>
            Clear filters
          </button>
        </div>
      </form>
    </div>
  );
}
