// The audit log's words and lists without zod (docs/decisions/0052): the console screen imports these.

import type { Role } from './common';

/** What a change was done to. */
export const AUDIT_TARGET_TYPES = [
  'metaverse',
  'dashboard_user',
  'metaverse_user',
  'lead',
  'webhook',
  'sales_office',
  'sales_rep',
  'office_holiday',
  'super_admin',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const AUDIT_TARGET_TEXT: Record<AuditTargetType, string> = {
  metaverse: 'Metaverse',
  dashboard_user: 'Dashboard user',
  metaverse_user: 'Metaverse user',
  lead: 'Lead',
  webhook: 'Webhook',
  sales_office: 'Sales office',
  sales_rep: 'Sales rep',
  office_holiday: 'Office holiday',
  super_admin: 'Super admin',
};

/**
 * Who acted, in words: the console roles a request records, and a metaverse user for completeness (the actor's type
 * allows every role). The CSV export keeps the codes.
 */
export const AUDIT_ROLE_TEXT: Record<Role, string> = {
  'super-admin': 'Super admin',
  'dashboard-user': 'Dashboard user',
  'metaverse-user': 'Metaverse user',
};

/** Every action the log records, `<target>.<verb>`. */
export const AUDIT_ACTIONS = [
  'metaverse.created',
  'metaverse.updated',
  'metaverse.links_updated',
  'metaverse.deleted',
  'metaverse.manager_added',
  'metaverse.manager_removed',
  'metaverse.user_removed',
  'dashboard_user.created',
  'dashboard_user.invited',
  'dashboard_user.updated',
  'dashboard_user.deleted',
  'dashboard_user.invitation_resent',
  'dashboard_user.invitation_withdrawn',
  'dashboard_user.invitation_accepted',
  'metaverse_user.deleted',
  'metaverse_user.device_reported',
  'lead.status_changed',
  'lead.owner_changed',
  'lead.note_added',
  'lead.released',
  'lead.meeting_booked',
  'webhook.created',
  'webhook.updated',
  'webhook.deleted',
  'webhook.secret_rolled',
  'webhook.delivery_replayed',
  'webhook.test_sent',
  'sales_office.created',
  'sales_office.updated',
  'sales_office.deleted',
  'sales_rep.created',
  'sales_rep.updated',
  'sales_rep.deleted',
  'office_holiday.created',
  'office_holiday.deleted',
  'super_admin.created',
  'super_admin.updated',
  'super_admin.deleted',
  'super_admin.second_factor_enabled',
  'super_admin.second_factor_disabled',
  'super_admin.second_factor_failed',
  'super_admin.second_factor_locked',
  'super_admin.recovery_codes_regenerated',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A changed field's name as the screen shows it; the CSV export keeps the stored names. */
export const AUDIT_FIELD_TEXT: Record<string, string> = {
  name: 'Name',
  description: 'Description',
  links: 'Platform links',
  admin: 'Admin',
  managers: 'Managers',
  email: 'Email',
  phoneNumber: 'Phone number',
  status: 'Status',
  password: 'Password',
  owner: 'Owner',
  filtered: 'Filtered',
  note: 'Note',
  url: 'URL',
  events: 'Events',
  enabled: 'Enabled',
  secret: 'Signing secret',
  delivery: 'Delivery',
  timeZone: 'Time zone',
  countries: 'Countries',
  isDefault: 'Default office',
  minNoticeMinutes: 'Minimum notice (minutes)',
  active: 'Active',
  hours: 'Working hours',
  officeId: 'Office',
  date: 'Date',
  secondFactor: 'Second factor',
  recoveryCodes: 'Recovery codes',
  lockedForSeconds: 'Locked for (seconds)',
  member: 'Member',
  meeting: 'Meeting',
  device: 'Device',
  requestedFrom: 'Asked from',
};

/** A dashboard user's stored status as the screen shows it (a lead's come from LEAD_STATUS_TEXT). */
export const ACCOUNT_STATUS_TEXT: Record<string, string> = { invited: 'Invited', active: 'Active' };

/** The changed fields of one event, each before → after. */
export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

/** What a secret's before and after are stored as: never the value, not even its hash. */
export const REDACTED = '[redacted]';

export const AUDIT_TEXT = {
  fetched: 'Audit events fetched',
  title: 'Audit log',
  csvLimitLine: 'The export stops at 50000 events; narrow the filters to see the rest.',
} as const;

/** "Ada Lovelace <ada@example.com>" as stored (the actor as they were then) → its name and email. */
export function actorParts(display: string): { name: string; email?: string } {
  const match = /^(.*?)\s*<([^<>]+)>$/.exec(display.trim());
  if (!match) return { name: display };
  return match[1] ? { name: match[1], email: match[2] } : { name: match[2]! };
}
