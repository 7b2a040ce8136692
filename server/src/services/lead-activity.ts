import { actorParts } from '@contract/audit-text';
import { ACTIVITY_MAX, type LeadActivity } from '@contract/lead-pipeline';
import type { LeadStatus } from '@contract/lead-status';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { auditEvents, bookedDemos, leadNotes, meetings, salesReps } from '../db/schema';
import type { AppDeps } from '../deps';
import { MESSAGES } from '@contract/messages';
import { notFound } from '../errors';

// A lead's activity (docs/decisions/0046): read from what is stored, nothing added for it. Notes and meetings come
// from their tables; status and owner changes and releases from the audit log, which holds only a console user's
// changes (not the system's, such as a visitor's booking moving the status) and only within its retention.

const DAY_MS = 86_400_000;
const AUDITED = ['lead.status_changed', 'lead.owner_changed', 'lead.released'] as const;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function fromAudit(row: typeof auditEvents.$inferSelect): LeadActivity | null {
  const base = { id: `audit:${row.id}`, at: row.at.toISOString(), by: actorParts(row.actorDisplay).name };
  if (row.action === 'lead.released') return { ...base, kind: 'released' };
  if (row.action === 'lead.status_changed' && row.changes.status) {
    const { before, after } = row.changes.status;
    return { ...base, kind: 'status', from: before as LeadStatus, to: after as LeadStatus };
  }
  if (row.action === 'lead.owner_changed' && row.changes.owner) {
    return { ...base, kind: 'owner', from: text(row.changes.owner.before), to: text(row.changes.owner.after) };
  }
  return null;
}

/** `GET booked-demos/:id/activity`: the newest ACTIVITY_MAX events, by time then id, newest first. */
export async function leadActivity(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>, id: string): Promise<{ activity: LeadActivity[]; since: string | null }> {
  const [demo] = await deps.db.select().from(bookedDemos).where(eq(bookedDemos.id, id));
  if (!demo) throw notFound(MESSAGES.bookedDemoNotFound);
  const [audits, notes, meetingRows] = await Promise.all([
    deps.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetType, 'lead'), eq(auditEvents.targetId, id), inArray(auditEvents.action, [...AUDITED])))
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .limit(ACTIVITY_MAX),
    deps.db
      .select()
      .from(leadNotes)
      .where(eq(leadNotes.bookedDemoId, id))
      .orderBy(desc(leadNotes.createdAt), desc(leadNotes.id))
      .limit(ACTIVITY_MAX),
    deps.db
      .select({ meeting: meetings, rep: salesReps.name })
      .from(meetings)
      .innerJoin(salesReps, eq(salesReps.id, meetings.repId))
      .where(eq(meetings.bookedDemoId, id))
      .orderBy(desc(meetings.createdAt), desc(meetings.id))
      .limit(ACTIVITY_MAX),
  ]);
  const events: LeadActivity[] = [
    { id: `created:${demo.id}`, kind: 'created', at: demo.createdAt.toISOString(), page: demo.sourcePage, label: demo.sourceLabel },
  ];
  // A booking is filtered as it arrives; a released one no longer says why, so only a filtered one shows it.
  if (demo.quarantineReason) events.push({ id: `filtered:${demo.id}`, kind: 'filtered', at: demo.createdAt.toISOString(), reason: demo.quarantineReason });
  for (const row of audits) {
    const event = fromAudit(row);
    if (event) events.push(event);
  }
  for (const note of notes) events.push({ id: `note:${note.id}`, kind: 'note', at: note.createdAt.toISOString(), by: note.authorName, text: note.text });
  for (const { meeting, rep } of meetingRows) {
    const moved = meeting.sequence > 0;
    const base = { kind: 'meeting', rep } as const;
    events.push({ ...base, id: `meeting:${meeting.id}:booked`, at: meeting.createdAt.toISOString(), action: 'booked', start: moved ? null : meeting.startsAt.toISOString() });
    // Only the latest move is kept (its time is updatedAt until a cancel overwrites it).
    if (moved && meeting.status === 'booked') {
      events.push({ ...base, id: `meeting:${meeting.id}:moved`, at: meeting.updatedAt.toISOString(), action: 'moved', start: meeting.startsAt.toISOString() });
    }
    if (meeting.cancelledAt) {
      events.push({ ...base, id: `meeting:${meeting.id}:cancelled`, at: meeting.cancelledAt.toISOString(), action: 'cancelled', start: meeting.startsAt.toISOString() });
    }
  }
  events.sort((a, b) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1));
  const cutoff = new Date(deps.clock().getTime() - deps.config.auditRetentionDays * DAY_MS);
  return { activity: events.slice(0, ACTIVITY_MAX), since: demo.createdAt < cutoff ? cutoff.toISOString() : null };
}
