import type { Column } from '@/components/ui/data-table';
import { DateTime } from '@/components/ui/date-time';
import { AUDIT_TARGET_TEXT, type AuditTargetType } from '@contract/audit-text';
import type { AuditEventRow } from '../api/get-audit-events';

export type AuditRow = AuditEventRow & { _id: string };

const targetText = (type: string) => AUDIT_TARGET_TEXT[type as AuditTargetType] ?? type;

/** `lead.status_changed` → "Lead status changed". */
export function actionText(action: string): string {
  const [target = '', verb = ''] = action.split('.');
  return `${targetText(target)} ${verb.replace(/_/g, ' ')}`.trim();
}

const MAX_VALUE = 160;

/** A value as one line: empty as a dash, objects as JSON, long ones cut. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

function Changes({ changes }: { changes: AuditEventRow['changes'] }) {
  const entries = Object.entries(changes);
  if (entries.length === 0) return <span className="text-slate-400">—</span>;
  return (
    <ul className="flex min-w-48 flex-col gap-1">
      {entries.map(([field, { before, after }]) => (
        <li key={field} className="break-words">
          <span className="font-semibold text-slate-100">{field}:</span> {valueText(before)} → {valueText(after)}
        </li>
      ))}
    </ul>
  );
}

export const auditColumns: readonly Column<AuditRow>[] = [
  { header: 'When', className: 'whitespace-nowrap', cell: (e) => <DateTime value={e.at} /> },
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
