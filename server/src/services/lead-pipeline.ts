import { LEAD_TEXT, type LeadDetail, type LeadMeeting, type LeadNote, type LeadPatch } from '@contract/lead-pipeline';
import type { LeadStatus } from '@contract/lead-status';
import { MESSAGES } from '@contract/messages';
import { and, asc, desc, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import { newId } from '../db/ids';
import { bookedDemos, leadNotes, meetings, salesOffices, salesReps, superAdmins } from '../db/schema';
import type { AppDeps } from '../deps';
import { enqueueWebhookEvent } from '../webhooks/queue';
import { recordAudit, type AuditContext } from '../audit/record';
import { badRequest, conflict, notFound } from '../errors';
import { selectDemos, toBookedDemo } from './booked-demos';

// The lead pipeline (issue 23 item 1, docs/decisions/0046): a booked demo's status, owner, notes and meetings.

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type Tx = Parameters<Parameters<AppDeps['db']['transaction']>[0]>[0];

/** Who changed a status: a super admin in the console, or the system (a meeting booked by the visitor). */
export type LeadActor = { kind: 'super-admin'; id: string; name: string } | { kind: 'system'; reason: 'meeting-booked' };

/** One lead whose status changed: the outbound "lead status changed" event is built from these. */
export interface LeadStatusChange {
  id: string;
  from: LeadStatus;
  to: LeadStatus;
  at: Date;
  by: LeadActor;
}

/** Only from these statuses; and the console user's audit context, when a person made the change. */
export interface StatusChangeOptions {
  onlyFrom?: readonly LeadStatus[];
  audit?: AuditContext;
}

/** A lead as the audit log names it: "Name (Company)", or the name alone. */
export const leadLabel = (name: string, company: string | null | undefined) => (company ? `${name} (${company})` : name);

/**
 * Every status change goes through here: sets `status` on those of `ids` that are leads (not filtered), are not at
 * it already and, with `onlyFrom`, stand at one of those statuses. Rows are locked while read, so each change is
 * reported once with its real before, however many run at the same time.
 */
export async function changeLeadStatus(
  deps: Deps,
  ids: readonly string[],
  status: LeadStatus,
  actor: LeadActor,
  options: StatusChangeOptions = {},
): Promise<LeadStatusChange[]> {
  if (ids.length === 0) return [];
  const at = deps.clock();
  return deps.db.transaction((tx) => changeLeadStatusIn(tx, at, ids, status, actor, options));
}

/** The same inside a caller's transaction, so a change that causes it (a meeting booked) commits with it or not at all. */
export async function changeLeadStatusIn(
  tx: Tx,
  at: Date,
  ids: readonly string[],
  status: LeadStatus,
  actor: LeadActor,
  options: StatusChangeOptions = {},
): Promise<LeadStatusChange[]> {
  if (ids.length === 0) return [];
  const conditions: SQL[] = [inArray(bookedDemos.id, [...new Set(ids)]), isNull(bookedDemos.quarantineReason), ne(bookedDemos.status, status)];
  if (options.onlyFrom) conditions.push(inArray(bookedDemos.status, [...options.onlyFrom]));
  const before = await tx
    .select({ id: bookedDemos.id, status: bookedDemos.status, name: bookedDemos.name, company: bookedDemos.companyName })
    .from(bookedDemos)
    .where(and(...conditions))
    .for('update');
  if (before.length === 0) return [];
  await tx
    .update(bookedDemos)
    .set({ status })
    .where(inArray(bookedDemos.id, before.map((row) => row.id)));
  // Each change and its `lead.status_changed` webhook commit together (docs/decisions/0047).
  for (const row of before) {
    await enqueueWebhookEvent(tx, 'lead.status_changed', { leadId: row.id, from: row.status, to: status, at: at.toISOString() }, at);
    // So does its audit event, when a console user made it (docs/decisions/0052).
    if (options.audit) {
      await recordAudit(tx, options.audit, {
        action: 'lead.status_changed',
        target: { type: 'lead', id: row.id, label: leadLabel(row.name, row.company) },
        changes: { status: { before: row.status, after: status } },
      });
    }
  }
  return before.map((row) => ({ id: row.id, from: row.status, to: status, at, by: actor }));
}

async function leadRow(deps: Pick<AppDeps, 'db'>, id: string) {
  const [row] = await selectDemos(deps.db).where(eq(bookedDemos.id, id));
  if (!row) throw notFound(MESSAGES.bookedDemoNotFound);
  return row;
}

const toNote = (row: typeof leadNotes.$inferSelect): LeadNote => ({
  id: row.id,
  text: row.text,
  author: row.authorName,
  createdAt: row.createdAt.toISOString(),
});

/** `GET booked-demos/:id`: the lead, its owner, its notes newest first and its meetings soonest first. */
export async function leadDetail(deps: Pick<AppDeps, 'db'>, id: string): Promise<LeadDetail> {
  const row = await leadRow(deps, id);
  const [notes, meetingRows] = await Promise.all([
    deps.db.select().from(leadNotes).where(eq(leadNotes.bookedDemoId, id)).orderBy(desc(leadNotes.createdAt), desc(leadNotes.id)),
    deps.db
      .select({ meeting: meetings, rep: { id: salesReps.id, name: salesReps.name }, office: salesOffices })
      .from(meetings)
      .innerJoin(salesReps, eq(salesReps.id, meetings.repId))
      .innerJoin(salesOffices, eq(salesOffices.id, meetings.officeId))
      .where(eq(meetings.bookedDemoId, id))
      .orderBy(asc(meetings.startsAt), asc(meetings.id)),
  ]);
  return {
    bookedDemo: toBookedDemo(row),
    notes: notes.map(toNote),
    meetings: meetingRows.map(
      ({ meeting, rep, office }): LeadMeeting => ({
        id: meeting.id,
        status: meeting.status,
        start: meeting.startsAt.toISOString(),
        end: meeting.endsAt.toISOString(),
        rep,
        office: { id: office.id, name: office.name, timeZone: office.timeZone },
      }),
    ),
  };
}

/** The super admin acting, by the name they have now: notes keep it as written, changes are reported with it. */
export async function superAdminActor(deps: Pick<AppDeps, 'db'>, id: string): Promise<Extract<LeadActor, { kind: 'super-admin' }>> {
  const [admin] = await deps.db.select({ name: superAdmins.name }).from(superAdmins).where(eq(superAdmins.id, id));
  if (!admin) throw notFound(MESSAGES.superAdminNotFound);
  return { kind: 'super-admin', id, name: admin.name };
}

/** `PATCH booked-demos/:id`: the owner (a rep, or null) and/or the status; a filtered booking is refused (409). */
export async function patchLead(
  deps: Deps,
  id: string,
  patch: LeadPatch,
  actor: LeadActor,
  audit?: AuditContext,
): Promise<{ detail: LeadDetail; changes: LeadStatusChange[] }> {
  const { demo } = await leadRow(deps, id);
  if (demo.quarantineReason) throw conflict(LEAD_TEXT.filtered);
  if (patch.ownerId !== undefined) {
    if (patch.ownerId !== null) {
      const [rep] = await deps.db.select({ id: salesReps.id }).from(salesReps).where(eq(salesReps.id, patch.ownerId));
      if (!rep) throw badRequest(LEAD_TEXT.repNotFound);
    }
    await deps.db.update(bookedDemos).set({ ownerId: patch.ownerId }).where(eq(bookedDemos.id, id));
  }
  const changes = patch.status ? await changeLeadStatus(deps, [id], patch.status, actor, { ...(audit && { audit }) }) : [];
  return { detail: await leadDetail(deps, id), changes };
}

/** `POST booked-demos/:id/notes`: append a note signed with the author's current name. */
export async function addLeadNote(deps: Deps, id: string, text: string, author: { id: string; name: string }): Promise<LeadNote> {
  await leadRow(deps, id);
  const [note] = await deps.db
    .insert(leadNotes)
    .values({ id: newId(), bookedDemoId: id, authorId: author.id, authorName: author.name, text, createdAt: deps.clock() })
    .returning();
  return toNote(note!);
}
