import type { Column } from '@/components/ui/data-table';
import { DateTime } from '@/components/ui/date-time';
import { ACCOUNT_STATUS_TEXT, AUDIT_FIELD_TEXT, AUDIT_TARGET_TEXT, type AuditTargetType } from '@contract/audit-text';
import { LEAD_STATUS_TEXT } from '@contract/lead-status';
import type { AuditEventRow } from '../api/get-audit-events';

export type AuditRow = AuditEventRow & { _id: string };

const targetText = (type: string) => AUDIT_TARGET_TEXT[type as AuditTargetType] ?? type;

/** `lead.status_changed` → "Lead status changed". */
export function actionText(action: string): string {
  const [target = '', verb = ''] = action.split('.');
  return `${targetText(target)} ${verb.replace(/_/g, ' ')}`.trim();
}

const MAX_VALUE = 160;

/** `minNoticeMinutes` → "Min notice minutes": a field the screen has no word for yet still reads as words. */
export const fieldText = (field: string) =>
  AUDIT_FIELD_TEXT[field] ?? field.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

const STATUS_TEXT: Record<string, string> = { ...ACCOUNT_STATUS_TEXT, ...LEAD_STATUS_TEXT };

/** A value as one line: empty as a dash, yes/no, a status in words, lists joined, objects as JSON, long ones cut. */
export function valueText(value: unknown, field = ''): string {
  if (value === null || value === undefined || value === '') return '—';
  let text: string;
  if (typeof value === 'boolean') text = value ? 'Yes' : 'No';
  else if (field === 'status' && typeof value === 'string') text = STATUS_TEXT[value] ?? value;
  else if (Array.isArray(value) && value.every((v) => typeof v === 'string')) text = value.length === 0 ? '—' : value.join(', ');
  else text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

function Changes({ changes }: { changes: AuditEventRow['changes'] }) {
  const entries = Object.entries(changes);
  if (entries.length === 0) return <span className="text-slate-400">—</span>;
  return (
    <ul className="flex min-w-48 flex-col gap-1">
      {entries.map(([field, { before, after }]) => (
        <li key={field} className="break-words">
          <span className="font-semibold text-slate-100">{fieldText(field)}:</span> {valueText(before, field)} → {valueText(after, field)}
        </li>
      ))}
    </ul>
  );
}

export const auditColumns: readonly Column<AuditRow>[] = [
  { header: 'When', className: 'whitespace-nowrap', cell: (e) => <DateTime value={e.at} seconds zone /> },
  {
    header: 'Who',
    cell: (e) => (
      <div className="flex min-w-40 flex-col break-words">
        <span>{e.actor.display}</span>
        <span className="text-xs text-slate-300">
          {e.actor.role} · {e.ip}
        </span>
      </div>
    ),
  },
  { header: 'Action', rowHeader: true, className: 'whitespace-nowrap', cell: (e) => actionText(e.action) },
  {
    header: 'Target',
    cell: (e) => (
      <div className="flex min-w-32 flex-col break-words">
        <span>{e.target.label || e.target.id}</span>
        <span className="text-xs text-slate-300">{targetText(e.target.type)}</span>
      </div>
    ),
  },
  { header: 'Changes', cell: (e) => <Changes changes={e.changes} /> },
];
