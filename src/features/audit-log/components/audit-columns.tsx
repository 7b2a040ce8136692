import type { Column } from '@/components/ui/data-table';
import { BreakableText } from '@/components/ui/breakable-text';
import { DateTime } from '@/components/ui/date-time';
import { ACCOUNT_STATUS_TEXT, actorParts, AUDIT_FIELD_TEXT, AUDIT_ROLE_TEXT, AUDIT_TARGET_TEXT, type AuditTargetType } from '@contract/audit-text';
import type { Role } from '@contract/common';
import { LEAD_STATUS_TEXT } from '@contract/lead-status';
import type { AuditEventRow } from '../api/get-audit-events';

export type AuditRow = AuditEventRow & { _id: string };

const targetText = (type: string) => AUDIT_TARGET_TEXT[type as AuditTargetType] ?? type;

/** `dashboard-user` → "Dashboard user"; a role the screen has no word for shows as stored. */
export const roleText = (role: string) => AUDIT_ROLE_TEXT[role as Role] ?? role;

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

const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** What an event did to its fields as a whole: a creation only sets them, a deletion only clears them. */
export type ChangeKind = 'created' | 'deleted' | 'updated';

export function changeKind(action: string): ChangeKind {
  const verb = action.split('.')[1] ?? '';
  if (verb === 'created' || verb === 'invited' || verb.endsWith('_added')) return 'created';
  if (verb === 'deleted' || verb.endsWith('_removed')) return 'deleted';
  return 'updated';
}

const valueClass = '[overflow-wrap:anywhere]';

/**
 * One line per field: a creation reads "Name: Moon Base" (its "before" is always empty, so "— →" is noise), a
 * deletion "Name: Moon Base" struck through and labelled removed, anything else "before → after".
 */
export function AuditChangeList({ action, changes }: { action: string; changes: AuditEventRow['changes'] }) {
  const entries = Object.entries(changes);
  if (entries.length === 0) return <span className="text-slate-400">—</span>;
  const kind = changeKind(action);
  return (
    <ul className="flex flex-col gap-1 sm:min-w-52 [overflow-wrap:anywhere]">
      {entries.map(([field, { before, after }]) => {
        const label = <span className="font-semibold text-slate-100">{fieldText(field)}:</span>;
        if (kind === 'created' && isEmpty(before))
          return (
            <li key={field}>
              {label} <BreakableText text={valueText(after, field)} />
            </li>
          );
        if (kind === 'deleted' && isEmpty(after))
          return (
            <li key={field}>
              {label}{' '}
              <del className={`text-slate-300 decoration-slate-400 ${valueClass}`}>
                <BreakableText text={valueText(before, field)} />
              </del>{' '}
              <span className="whitespace-nowrap text-xs text-slate-400">(removed)</span>
            </li>
          );
        return (
          <li key={field}>
            {label} <BreakableText text={valueText(before, field)} /> → <BreakableText text={valueText(after, field)} />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The name on the first line, role and address on one muted line; the email behind the name as a native disclosure
 * (a `<summary>` is a button to the keyboard, touch and screen readers; a title attribute would be for the mouse only).
 */
function Who({ event }: { event: AuditRow }) {
  const { name, email } = actorParts(event.actor.display);
  return (
    <div className="flex flex-col gap-0.5 sm:min-w-32 sm:max-w-52 [overflow-wrap:anywhere]">
      {email ? (
        <details>
          <summary className="w-fit cursor-pointer rounded marker:text-slate-400 focus-visible:outline-2 focus-visible:outline-accent">{name}</summary>
          <span className="text-xs text-slate-300">
            <BreakableText text={email} />
          </span>
        </details>
      ) : (
        <span>
          <BreakableText text={name} />
        </span>
      )}
      <span className="text-xs text-slate-300">
        {roleText(event.actor.role)} · {event.ip}
      </span>
    </div>
  );
}

export const auditColumns: readonly Column<AuditRow>[] = [
  { header: 'When', className: 'whitespace-nowrap', cell: (e) => <DateTime value={e.at} seconds zone /> },
  { header: 'Who', cell: (e) => <Who event={e} /> },
  { header: 'Action', rowHeader: true, cell: (e) => <span className="inline-block sm:min-w-36">{actionText(e.action)}</span> },
  {
    header: 'Target',
    cell: (e) => (
      <div className="flex flex-col sm:min-w-32 sm:max-w-56 [overflow-wrap:anywhere]">
        <span>
          <BreakableText text={e.target.label || e.target.id} />
        </span>
        <span className="text-xs text-slate-300">{targetText(e.target.type)}</span>
      </div>
    ),
  },
  { header: 'Changes', cell: (e) => <AuditChangeList action={e.action} changes={e.changes} /> },
];
