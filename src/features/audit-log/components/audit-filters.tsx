import type { ReactNode } from 'react';
import { inputClass } from '@/components/ui/text-field';
import { useSettledText } from '@/hooks/use-settled-text';
import { AUDIT_ACTIONS, AUDIT_TARGET_TEXT, AUDIT_TARGET_TYPES } from '@contract/audit-text';
import type { AuditFilters } from '../api/get-audit-events';
import { actionText } from './audit-columns';

const labelClass = 'text-sm font-medium text-slate-200';

function TextFilter({ id, label, value, placeholder, onChange }: { id: string; label: string; value: string; placeholder: string; onChange: (value: string) => void }) {
  const [text, setText] = useSettledText(value, onChange);
  return (
    <div className="col-span-2 flex flex-col gap-1.5 sm:col-span-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input id={id} type="search" className={inputClass} placeholder={placeholder} value={text} maxLength={200} onChange={(e) => setText(e.target.value)} />
    </div>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** The log's search and filters, each in the URL; on a phone the two searches span the row, the rest pair up. */
export function AuditFiltersBar({ filters, onChange }: { filters: AuditFilters; onChange: (changes: Partial<AuditFilters>) => void }) {
  return (
    <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4 lg:grid-cols-3">
      <TextFilter id="audit-search" label="Search the audit log" placeholder="Name, id, address or a value" value={filters.q} onChange={(q) => onChange({ q })} />
      <TextFilter id="audit-actor" label="Who" placeholder="Name or email" value={filters.actor} onChange={(actor) => onChange({ actor })} />
      <Field id="audit-action" label="Action">
        <select id="audit-action" className={inputClass} value={filters.action} onChange={(e) => onChange({ action: e.target.value })}>
          <option value="">Any action</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {actionText(action)}
            </option>
          ))}
        </select>
      </Field>
      <Field id="audit-target" label="Target">
        <select id="audit-target" className={inputClass} value={filters.targetType} onChange={(e) => onChange({ targetType: e.target.value })}>
          <option value="">Anything</option>
          {AUDIT_TARGET_TYPES.map((type) => (
            <option key={type} value={type}>
              {AUDIT_TARGET_TEXT[type]}
            </option>
          ))}
        </select>
      </Field>
      <Field id="audit-from" label="From">
        <input id="audit-from" type="date" className={inputClass} value={filters.from} max={filters.to || undefined} onChange={(e) => onChange({ from: e.target.value })} />
      </Field>
      <Field id="audit-to" label="To">
        <input id="audit-to" type="date" className={inputClass} value={filters.to} min={filters.from || undefined} onChange={(e) => onChange({ to: e.target.value })} />
      </Field>
    </div>
  );
}
