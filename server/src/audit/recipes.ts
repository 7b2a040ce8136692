import type { AuditAction, AuditChanges, AuditTargetType } from '@contract/audit-text';
import { endpointRouting, type EndpointName } from '@contract/endpoint-routing';
import type { Db } from '../db/client';
import { membershipOf, snapshots, type Snapshot } from './snapshots';

// Which console call changes what (docs/decisions/0052). The pipeline reads the target before the handler runs and
// again after it, and records the fields that differ; a row here per change a console can make.

type Routing = typeof endpointRouting;
type ConsoleRole = 'super-admin' | 'dashboard-user';

/** Every call a console user can make that changes something: the type check fails until each has a row below. */
export type ConsoleMutation = {
  [N in EndpointName]: Routing[N]['method'] extends 'GET' ? never : Extract<Routing[N]['roles'][number], ConsoleRole> extends never ? never : N;
}[EndpointName];

/** What the recipe sees of a request: its path parameters, body and caller, and (after) the reply. */
export interface AuditRequest {
  params: Record<string, string>;
  body: unknown;
  userId: string;
}

export interface Recipe {
  target: AuditTargetType;
  /** The action, or one chosen from the changes and the reply (undefined: nothing to record). */
  action: AuditAction | ((changes: AuditChanges, reply: unknown) => AuditAction | undefined);
  /** The target's id from the request; a create has none before it runs. */
  id?: (req: AuditRequest) => string;
  /** A create's id, from its reply. */
  created?: (reply: unknown) => string | undefined;
  /** Another reading of the target than `snapshots[target]`. */
  load?: (db: Db, req: AuditRequest, id: string) => Promise<Snapshot | null>;
  /** Recorded even when no field differs (a resent invitation, a replayed delivery): the act is the change. */
  always?: boolean;
  /** Fields the request itself changes that no snapshot shows (a note's text, a replayed delivery). */
  extra?: (req: AuditRequest, reply: unknown) => AuditChanges;
}

const param = (name: string) => (req: AuditRequest) => req.params[name] ?? '';
const self = (req: AuditRequest) => req.userId;
const dig = (value: unknown, ...path: string[]): string | undefined => {
  let v: unknown = value;
  for (const key of path) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined;
  return typeof v === 'string' ? v : undefined;
};
const withoutFields = (target: AuditTargetType, ...names: string[]) => async (db: Db, _req: AuditRequest, id: string) => {
  const shot = await snapshots[target](db, id);
  if (!shot) return null;
  return { ...shot, fields: Object.fromEntries(Object.entries(shot.fields).filter(([k]) => !names.includes(k))) };
};
const byId = param('id');

/**
 * `null`: the call changes nothing a console user would look for (signing out) or records its own events in its
 * transaction (a lead's status: `changeLeadStatus`).
 */
export const recipes: Record<ConsoleMutation, Recipe | null> = {
  bookedDemoRelease: { target: 'lead', action: 'lead.released', id: byId, always: true },
  // The status is recorded by changeLeadStatus, in the transaction that changes it; here the owner.
  bookedDemoPatch: { target: 'lead', action: 'lead.owner_changed', id: byId, load: withoutFields('lead', 'status') },
  bookedDemoNoteCreate: {
    target: 'lead',
    action: 'lead.note_added',
    id: byId,
    always: true,
    extra: (req) => ({ note: { before: null, after: dig(req.body, 'text') ?? '' } }),
  },
  bookedDemosStatus: null,
  // The meeting and the status it moves the lead to are recorded by bookMeetingForLead, in the booking's transaction.
  leadMeetingBook: null,

  superAdminCreate: { target: 'super_admin', action: 'super_admin.created', created: (r) => dig(r, 'data', 'superAdmin', '_id') },
  superAdminPatch: { target: 'super_admin', action: 'super_admin.updated', id: self },
  superAdminDelete: { target: 'super_admin', action: 'super_admin.deleted', id: self, always: true },
  superAdminLogout: null,
  // An enrolment that is not confirmed changes nothing yet; confirming it turns the second factor on.
  superAdminSecondFactorStart: null,
  superAdminSecondFactorConfirm: { target: 'super_admin', action: 'super_admin.second_factor_enabled', id: self, always: true },
  superAdminSecondFactorDisable: { target: 'super_admin', action: 'super_admin.second_factor_disabled', id: self, always: true },
  superAdminRecoveryCodes: {
    target: 'super_admin',
    action: 'super_admin.recovery_codes_regenerated',
    id: self,
    always: true,
    extra: () => ({ recoveryCodes: { before: 'changed', after: 'changed' } }),
  },

  dashboardUserCreate: {
    target: 'dashboard_user',
    action: (_c, reply) => (dig(reply, 'data', 'dashboardUser', 'status') === 'invited' ? 'dashboard_user.invited' : 'dashboard_user.created'),
    created: (r) => dig(r, 'data', 'dashboardUser', '_id'),
  },
  dashboardUserPatchSelf: { target: 'dashboard_user', action: 'dashboard_user.updated', id: self },
  dashboardUserDeleteSelf: { target: 'dashboard_user', action: 'dashboard_user.deleted', id: self, always: true },
  dashboardUserLogout: null,
  dashboardUserPatch: { target: 'dashboard_user', action: 'dashboard_user.updated', id: byId },
  dashboardUserDelete: { target: 'dashboard_user', action: 'dashboard_user.deleted', id: byId, always: true },
  dashboardUserInvitationResend: { target: 'dashboard_user', action: 'dashboard_user.invitation_resent', id: byId, always: true },
  dashboardUserInvitationRevoke: { target: 'dashboard_user', action: 'dashboard_user.invitation_withdrawn', id: byId, always: true },
  userDelete: { target: 'metaverse_user', action: 'metaverse_user.deleted', id: byId, always: true },

  metaverseCreate: { target: 'metaverse', action: 'metaverse.created', created: (r) => dig(r, 'data', 'metaverse', '_id') },
  metaversePatch: { target: 'metaverse', action: 'metaverse.updated', id: byId },
  metaverseDelete: { target: 'metaverse', action: 'metaverse.deleted', id: byId, always: true },
  metaverseAddManager: { target: 'metaverse', action: 'metaverse.manager_added', id: byId },
  metaverseRemoveManager: { target: 'metaverse', action: 'metaverse.manager_removed', id: byId },
  metaverseAddManagerByEmail: { target: 'metaverse', action: 'metaverse.manager_added', id: byId },
  metaverseLinksUpdate: { target: 'metaverse', action: 'metaverse.links_updated', id: byId },
  metaverseRemoveUser: {
    target: 'metaverse',
    action: 'metaverse.user_removed',
    id: byId,
    load: (db, req, id) => membershipOf(db, id, req.params.userId ?? ''),
  },

  salesOfficeCreate: { target: 'sales_office', action: 'sales_office.created', created: (r) => dig(r, 'id') },
  salesOfficePatch: { target: 'sales_office', action: 'sales_office.updated', id: byId },
  salesOfficeDelete: { target: 'sales_office', action: 'sales_office.deleted', id: byId, always: true },
  salesRepCreate: { target: 'sales_rep', action: 'sales_rep.created', created: (r) => dig(r, 'id') },
  salesRepPatch: { target: 'sales_rep', action: 'sales_rep.updated', id: byId },
  salesRepDelete: { target: 'sales_rep', action: 'sales_rep.deleted', id: byId, always: true },
  salesHolidayCreate: { target: 'office_holiday', action: 'office_holiday.created', created: (r) => dig(r, 'id') },
  salesHolidayDelete: { target: 'office_holiday', action: 'office_holiday.deleted', id: byId, always: true },

  webhookCreate: { target: 'webhook', action: 'webhook.created', created: (r) => dig(r, 'webhook', 'id') },
  webhookPatch: { target: 'webhook', action: 'webhook.updated', id: byId },
  webhookDelete: { target: 'webhook', action: 'webhook.deleted', id: byId, always: true },
  webhookRollSecret: { target: 'webhook', action: 'webhook.secret_rolled', id: byId, always: true },
  webhookReplay: {
    target: 'webhook',
    action: 'webhook.delivery_replayed',
    id: byId,
    always: true,
    extra: (req, reply) => ({ delivery: { before: req.params.deliveryId ?? null, after: dig(reply, 'delivery', 'id') ?? null } }),
  },
  webhookTest: {
    target: 'webhook',
    action: 'webhook.test_sent',
    id: byId,
    always: true,
    extra: (_req, reply) => ({ delivery: { before: null, after: dig(reply, 'delivery', 'id') ?? null } }),
  },
};

export const isConsoleRole = (role: string): role is ConsoleRole => role === 'super-admin' || role === 'dashboard-user';

/** The recipe of a call, if it is a console change. */
export function recipeOf(name: EndpointName): Recipe | null {
  return (recipes as Partial<Record<EndpointName, Recipe | null>>)[name] ?? null;
}
