import { randomUUID } from 'node:crypto';
import { MEETING_MINUTES, SCHEDULING_TEXT } from '@contract/scheduling';
import type { BookingHandleSchema, MeetingReplySchema, SlotsReplySchema } from '@contract/scheduling';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { newId } from '../../db/ids';
import { bookedDemos, leadNotes, meetings, outgoingMails, salesOffices, salesReps } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, isUniqueViolation, notFound, NothingSaved } from '../../errors';
import { enqueueWebhookEvent } from '../../webhooks/queue';
import { BEFORE_MEETING } from '@contract/lead-status';
import { changeLeadStatusIn, leadLabel, type LeadActor } from '../lead-pipeline';
import { recordAudit, type AuditContext } from '../../audit/record';
import { MESSAGES } from '@contract/messages';
import { buildInvite } from './ics';
import { BOOKING_LINK_TTL_MS, MEETING_LINK_GRACE_MS, readLink, signLink } from './links';
import { freeSlots, officeSlots, roundRobin, servingOffices, type Office, type Rep, type Slot } from './slots';

// Booking, reading, moving and cancelling a meeting through the visitor's signed links, and sales booking one by the
// lead's id (docs/decisions/0041).
// Every change and its invites are written in one transaction: the invites wait in outgoing_mails for the worker.

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;
type Tx = Parameters<Parameters<Deps['db']['transaction']>[0]>[0];
type Meeting = typeof meetings.$inferSelect;
type Demo = typeof bookedDemos.$inferSelect;
export type MeetingReply = z.input<typeof MeetingReplySchema>;
export type SlotsReply = z.input<typeof SlotsReplySchema>;

/** The site page the visitor manages a meeting on (built by the UI: /meeting/<token>). */
export const MEETING_PAGE = '/meeting/';

const linkInvalid = () => badRequest(SCHEDULING_TEXT.linkInvalid);
const slotInvalid = () => badRequest(SCHEDULING_TEXT.slotInvalid);
const taken = () => conflict(SCHEDULING_TEXT.taken);

/**
 * The booking handle of `POST meta/book-demo` for a stored demo request, if an office can serve it. A quarantined one
 * gets one too, so its reply reads like a lead's; its picker books nothing (`withheldMeeting`).
 */
export async function bookingHandle(
  deps: Deps,
  bookedDemoId: string,
  phone: string,
): Promise<z.input<typeof BookingHandleSchema> | undefined> {
  if ((await servingOffices(deps, phone)).length === 0) return undefined;
  const exp = deps.clock().getTime() + BOOKING_LINK_TTL_MS;
  return { id: bookedDemoId, token: signLink(deps.config.jwtSecret, { k: 'b', id: bookedDemoId, exp }) };
}

async function demoOfBookingLink(deps: Deps, token: string): Promise<Demo> {
  const claims = readLink(deps.config.jwtSecret, token, 'b', deps.clock());
  if (!claims) throw linkInvalid();
  const [demo] = await deps.db.select().from(bookedDemos).where(eq(bookedDemos.id, claims.id));
  if (!demo) throw linkInvalid();
  return demo;
}

async function hasBookedMeeting(deps: Pick<Deps, 'db'>, bookedDemoId: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: meetings.id })
    .from(meetings)
    .where(and(eq(meetings.bookedDemoId, bookedDemoId), eq(meetings.status, 'booked')));
  return row !== undefined;
}

const officeSummary = (o: Office) => ({ id: o.id, name: o.name, timeZone: o.timeZone });

function slotsReply(offices: Office[], slots: Slot[]): SlotsReply {
  return {
    office: officeSummary(offices[0]!),
    durationMinutes: MEETING_MINUTES,
    slots: freeSlots(slots).map((s) => ({ start: s.start.toISOString(), end: s.end.toISOString() })),
  };
}

/** `GET meta/meeting-slots?token=`: the free times of the team that serves this demo request. */
export async function slotsForBooking(deps: Deps, token: string): Promise<SlotsReply> {
  return slotsForDemo(deps, await demoOfBookingLink(deps, token), SCHEDULING_TEXT.linkInvalid);
}

/** `GET sales/leads/:id/meeting-slots`: the same free times, for sales booking a time agreed on the phone. */
export async function slotsForLead(deps: Deps, leadId: string): Promise<SlotsReply> {
  return slotsForDemo(deps, await bookableLead(deps, leadId), SCHEDULING_TEXT.leadHasMeeting);
}

async function slotsForDemo(deps: Deps, demo: Demo, hasOne: string): Promise<SlotsReply> {
  if (await hasBookedMeeting(deps, demo.id)) throw conflict(hasOne);
  const offices = await servingOffices(deps, demo.phoneNumber);
  if (offices.length === 0) throw notFound(SCHEDULING_TEXT.noOffice);
  return slotsReply(offices, await officeSlots(deps, offices, deps.clock()));
}

/** A lead by id; a filtered (quarantined) one is refused: its mail is held, so no invite may go out for it. */
async function bookableLead(deps: Deps, leadId: string): Promise<Demo> {
  const [demo] = await deps.db.select().from(bookedDemos).where(eq(bookedDemos.id, leadId));
  if (!demo) throw notFound(MESSAGES.bookedDemoNotFound);
  if (demo.quarantineReason) throw badRequest(SCHEDULING_TEXT.leadFiltered);
  return demo;
}

/** The slot a start names among the computed ones: 400 when it is none of them (past, off hours, off grid, holiday). */
function slotAt(slots: Slot[], startIso: string): Slot {
  const at = Date.parse(startIso);
  const slot = slots.find((s) => s.start.getTime() === at);
  if (!slot) throw slotInvalid();
  return slot;
}

/** `POST meta/meeting`: book a free time; the least recently assigned free rep gets it, the next one on a race. */
export async function bookMeeting(deps: Deps & Pick<AppDeps, 'logger'>, token: string, startIso: string, origin: string): Promise<MeetingReply> {
  const demo = await demoOfBookingLink(deps, token);
  if (demo.quarantineReason) return withheldMeeting(deps, demo, startIso);
  return bookForDemo(deps, demo, startIso, origin, { hasOne: SCHEDULING_TEXT.linkInvalid, actor: { kind: 'system', reason: 'meeting-booked' } });
}

/** `POST sales/leads/:id/meeting`: sales books the time agreed with the lead; the status change is theirs, audited. */
export async function bookMeetingForLead(
  deps: Deps,
  leadId: string,
  startIso: string,
  origin: string,
  by: { actor: LeadActor; audit: AuditContext },
): Promise<MeetingReply> {
  const demo = await bookableLead(deps, leadId);
  return bookForDemo(deps, demo, startIso, origin, { hasOne: SCHEDULING_TEXT.leadHasMeeting, ...by });
}

/**
 * A filtered (quarantined) request's booking (issue 38 item 5): the time is checked as a real booking checks it (the
 * same 400 for a time that is not offered, 409 when nobody is free) and the answer names the rep who would have got
 * it, but nothing is booked, mailed or sent: its mail is held until a super admin releases it, and a note on the
 * request (and the log) keeps the time asked for; a second booking with the handle is a 409, as a lead's is. (Its
 * manage link leads nowhere: reading it answers as an expired link does.)
 */
/** The author of the note that says what a filtered request asked for. */
export const WITHHELD_AUTHOR = 'Spam filter';

async function withheldMeeting(deps: Deps & Pick<AppDeps, 'logger'>, demo: Demo, startIso: string): Promise<MeetingReply> {
  // A second booking with the handle is refused as a lead's is: the note of the first stands for its meeting.
  const [asked] = await deps.db
    .select({ id: leadNotes.id })
    .from(leadNotes)
    .where(and(eq(leadNotes.bookedDemoId, demo.id), eq(leadNotes.authorName, WITHHELD_AUTHOR)))
    .limit(1);
  if (asked) throw conflict(SCHEDULING_TEXT.linkInvalid);
  const offices = await servingOffices(deps, demo.phoneNumber);
  const slot = slotAt(await officeSlots(deps, offices, deps.clock()), startIso);
  const [choice] = roundRobin(slot);
  if (!choice) throw taken();
  const now = deps.clock();
  const meeting: Meeting = {
    id: newId(),
    bookedDemoId: demo.id,
    officeId: choice.office.id,
    repId: choice.rep.id,
    startsAt: slot.start,
    endsAt: slot.end,
    status: 'booked',
    sequence: 0,
    uid: '',
    cancelledAt: null,
    createdAt: now,
    updatedAt: now,
  };
  deps.logger.info('meeting withheld for a quarantined booking', { booking: demo.id, reason: demo.quarantineReason, start: slot.start.toISOString() });
  // What was withheld, on the request itself, for the super admin who reviews it under Filtered.
  await deps.db.insert(leadNotes).values({
    id: newId(),
    bookedDemoId: demo.id,
    authorId: 'system',
    authorName: WITHHELD_AUTHOR,
    text: `Asked for a meeting on ${when(slot.start, choice.office.timeZone)} (${choice.office.name}, with ${choice.rep.name}). Withheld because the request is filtered: nothing was booked or mailed.`,
    createdAt: now,
  });
  return meetingReply(deps, meeting, demo, choice.rep, choice.office);
}

interface BookAs {
  /** The 409's words when the demo already has a booked meeting. */
  hasOne: string;
  actor: LeadActor;
  audit?: AuditContext;
}

/** The one booking of both paths: the visitor's link and sales' lead id. */
async function bookForDemo(deps: Deps, demo: Demo, startIso: string, origin: string, as: BookAs): Promise<MeetingReply> {
  if (await hasBookedMeeting(deps, demo.id)) throw conflict(as.hasOne);
  const offices = await servingOffices(deps, demo.phoneNumber);
  const slot = slotAt(await officeSlots(deps, offices, deps.clock()), startIso);
  for (const { rep, office } of roundRobin(slot)) {
    const now = deps.clock();
    const id = newId();
    const meeting: Meeting = {
      id,
      bookedDemoId: demo.id,
      officeId: office.id,
      repId: rep.id,
      startsAt: slot.start,
      endsAt: slot.end,
      status: 'booked',
      sequence: 0,
      uid: `${randomUUID()}@meetings.eternity`,
      cancelledAt: null,
      createdAt: now,
      updatedAt: now,
    };
    try {
      await deps.db.transaction(async (tx) => {
        await tx.insert(meetings).values(meeting);
        await tx.update(salesReps).set({ lastAssignedAt: now }).where(eq(salesReps.id, rep.id));
        await queueInvites(deps, tx, { meeting, demo, rep, office, origin, method: 'REQUEST' }, ['visitor', 'rep']);
        await enqueueWebhookEvent(tx, 'meeting.booked', { meeting: meetingData(meeting, rep, office) }, now);
        // A new or contacted lead now has a meeting; sales' later statuses stay (docs/decisions/0046). In the same
        // transaction: a booking whose status change fails leaves no meeting, invite or event behind.
        await changeLeadStatusIn(tx, now, [demo.id], 'meeting-booked', as.actor, { onlyFrom: BEFORE_MEETING, audit: as.audit });
        if (as.audit) {
          await recordAudit(tx, as.audit, {
            action: 'lead.meeting_booked',
            target: { type: 'lead', id: demo.id, label: leadLabel(demo.name, demo.companyName) },
            changes: { meeting: { before: null, after: slot.start.toISOString() } },
          });
        }
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw new NothingSaved(SCHEDULING_TEXT.notBooked, err);
      // Someone else took this rep's slot, or this request's own twin booked the demo first.
      if (await hasBookedMeeting(deps, demo.id)) throw conflict(as.hasOne);
      continue;
    }
    return meetingReply(deps, meeting, demo, rep, office);
  }
  throw taken();
}

interface Loaded {
  meeting: Meeting;
  demo: Demo;
  rep: Rep;
  office: Office;
}

/** The meeting a manage link names, at the SEQUENCE the link was issued for; a cancelled one's last link still reads. */
async function loadByLink(deps: Deps, token: string): Promise<Loaded> {
  const claims = readLink(deps.config.jwtSecret, token, 'm', deps.clock());
  if (!claims) throw linkInvalid();
  const [row] = await deps.db
    .select({ meeting: meetings, demo: bookedDemos, rep: salesReps, office: salesOffices })
    .from(meetings)
    .innerJoin(bookedDemos, eq(bookedDemos.id, meetings.bookedDemoId))
    .innerJoin(salesReps, eq(salesReps.id, meetings.repId))
    .innerJoin(salesOffices, eq(salesOffices.id, meetings.officeId))
    .where(eq(meetings.id, claims.id));
  if (!row || row.meeting.sequence !== claims.s) throw linkInvalid();
  return row;
}

/** A link that may still change its meeting: booked, not begun. */
async function loadChangeable(deps: Deps, token: string): Promise<Loaded> {
  const loaded = await loadByLink(deps, token);
  if (loaded.meeting.status === 'cancelled') throw conflict(SCHEDULING_TEXT.cancelled);
  if (loaded.meeting.startsAt.getTime() <= deps.clock().getTime()) throw linkInvalid();
  return loaded;
}

export async function getMeeting(deps: Deps, token: string): Promise<MeetingReply> {
  const { meeting, demo, rep, office } = await loadByLink(deps, token);
  return meetingReply(deps, meeting, demo, rep, office);
}

/** `GET meta/meeting/:token/slots`: free times of the meeting's office to move it to. */
export async function slotsForMove(deps: Deps, token: string): Promise<SlotsReply> {
  const { meeting, office } = await loadChangeable(deps, token);
  const slots = (await officeSlots(deps, [office], deps.clock())).filter((s) => s.start.getTime() !== meeting.startsAt.getTime());
  return slotsReply([office], slots);
}

/** `PATCH meta/meeting/:token`: another time in the same office, with the same rep when free (decision 0041). */
export async function moveMeeting(deps: Deps, token: string, startIso: string, origin: string): Promise<MeetingReply> {
  const { meeting, demo, rep: oldRep, office } = await loadChangeable(deps, token);
  if (Date.parse(startIso) === meeting.startsAt.getTime()) throw slotInvalid();
  const slot = slotAt(await officeSlots(deps, [office], deps.clock()), startIso);
  const free = roundRobin(slot);
  const ordered = [...free.filter((r) => r.rep.id === oldRep.id), ...free.filter((r) => r.rep.id !== oldRep.id)];
  for (const { rep } of ordered) {
    const now = deps.clock();
    const moved: Meeting = { ...meeting, repId: rep.id, startsAt: slot.start, endsAt: slot.end, sequence: meeting.sequence + 1, updatedAt: now };
    let stale = false;
    try {
      await deps.db.transaction(async (tx) => {
        const updated = await tx
          .update(meetings)
          .set({ repId: rep.id, startsAt: slot.start, endsAt: slot.end, sequence: moved.sequence, updatedAt: now })
          .where(and(eq(meetings.id, meeting.id), eq(meetings.sequence, meeting.sequence), eq(meetings.status, 'booked')))
          .returning({ id: meetings.id });
        if (updated.length === 0) {
          stale = true;
          return;
        }
        if (rep.id !== oldRep.id) {
          await tx.update(salesReps).set({ lastAssignedAt: now }).where(eq(salesReps.id, rep.id));
          // The first rep's calendar drops it; the new one gets it as a new invite under the same UID.
          await queueInvites(deps, tx, { meeting: moved, demo, rep: oldRep, office, origin, method: 'CANCEL' }, ['rep']);
        }
        await queueInvites(deps, tx, { meeting: moved, demo, rep, office, origin, method: 'REQUEST' }, ['visitor', 'rep']);
        const previous = meetingData(meeting, oldRep, office);
        await enqueueWebhookEvent(
          tx,
          'meeting.moved',
          { meeting: meetingData(moved, rep, office), previous: { start: previous.start, end: previous.end, rep: previous.rep } },
          now,
        );
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      continue;
    }
    // A move raced this one with the same link: the link is spent.
    if (stale) throw linkInvalid();
    return meetingReply(deps, moved, demo, rep, office);
  }
  throw taken();
}

/** `DELETE meta/meeting/:token`: METHOD:CANCEL to both sides; the slot is free again. */
export async function cancelMeeting(deps: Deps, token: string, origin: string): Promise<void> {
  const { meeting, demo, rep, office } = await loadChangeable(deps, token);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const updated = await tx
      .update(meetings)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(and(eq(meetings.id, meeting.id), eq(meetings.sequence, meeting.sequence), eq(meetings.status, 'booked')))
      .returning({ id: meetings.id });
    if (updated.length === 0) throw linkInvalid();
    await queueInvites(deps, tx, { meeting, demo, rep, office, origin, method: 'CANCEL' }, ['visitor', 'rep']);
    await enqueueWebhookEvent(tx, 'meeting.cancelled', { meeting: meetingData(meeting, rep, office), cancelledAt: now.toISOString() }, now);
  });
}

/** A meeting as the `meeting.*` webhooks carry it (docs/decisions/0047). */
function meetingData(meeting: Meeting, rep: Rep, office: Office) {
  return {
    id: meeting.id,
    leadId: meeting.bookedDemoId,
    start: meeting.startsAt.toISOString(),
    end: meeting.endsAt.toISOString(),
    office: officeSummary(office),
    rep: { name: rep.name, email: rep.email },
  };
}

function manageToken(deps: Deps, meeting: Meeting): string {
  const exp = meeting.endsAt.getTime() + MEETING_LINK_GRACE_MS;
  return signLink(deps.config.jwtSecret, { k: 'm', id: meeting.id, s: meeting.sequence, exp });
}

function meetingReply(deps: Deps, meeting: Meeting, demo: Demo, rep: Rep, office: Office): MeetingReply {
  return {
    id: meeting.id,
    status: meeting.status,
    start: meeting.startsAt.toISOString(),
    end: meeting.endsAt.toISOString(),
    office: officeSummary(office),
    rep: { name: rep.name, email: rep.email },
    visitor: { name: demo.name, email: demo.businessEmail },
    manageToken: manageToken(deps, meeting),
  };
}

interface InviteContext extends Loaded {
  origin: string;
  method: 'REQUEST' | 'CANCEL';
}

const when = (d: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(d);

/** Header values stay on one line. */
const oneLine = (value: string, max = 160) => value.replace(/[\r\n\t]+/g, ' ').trim().slice(0, max);

async function queueInvites(deps: Deps, tx: Tx, ctx: InviteContext, to: ('visitor' | 'rep')[]): Promise<void> {
  const { meeting, demo, rep, office, origin, method } = ctx;
  const cancel = method === 'CANCEL';
  // A cancel supersedes the last REQUEST, so it carries a higher SEQUENCE (RFC 5546 2.1.4).
  const sequence = cancel ? meeting.sequence + 1 : meeting.sequence;
  const link = `${origin}${MEETING_PAGE}${manageToken(deps, meeting)}`;
  const time = `${when(meeting.startsAt, 'UTC')} UTC (${when(meeting.startsAt, office.timeZone)}, ${office.name} time)`;
  const summary = oneLine(`Eternity demo: ${demo.companyName} with ${rep.name}`);
  const invite = (description: string, url?: string) =>
    buildInvite({
      method,
      uid: meeting.uid,
      sequence,
      stamp: deps.clock(),
      start: meeting.startsAt,
      end: meeting.endsAt,
      summary,
      description,
      url,
      organizer: { name: rep.name, email: rep.email },
      attendee: { name: demo.name, email: demo.businessEmail },
    });
  const rows: (typeof outgoingMails.$inferInsert)[] = [];
  const now = deps.clock();
  if (to.includes('visitor')) {
    const text = cancel
      ? `Hello ${demo.name},\n\nyour Eternity demo with ${rep.name} on ${time} is cancelled.\n\nEternity\n`
      : `Hello ${demo.name},\n\nyour Eternity demo with ${rep.name} (${office.name}) is booked for ${time}.\n` +
        `The invite is attached: open it to put the meeting in your calendar.\n\n` +
        `To move or cancel it: ${link}\n\nEternity\n`;
    const description = cancel ? 'Cancelled.' : `Eternity demo with ${rep.name} (${office.name}).\nMove or cancel: ${link}`;
    rows.push({
      to: demo.businessEmail,
      replyTo: rep.email,
      subject: cancel ? 'Cancelled: your Eternity demo' : meeting.sequence > 0 ? 'Moved: your Eternity demo' : 'Your Eternity demo is booked',
      text,
      calendar: invite(description, cancel ? undefined : link),
      calendarMethod: method,
    });
  }
  if (to.includes('rep')) {
    const who = `${demo.name} (${demo.companyName}), ${demo.businessEmail}, ${demo.phoneNumber}`;
    const text = cancel
      ? `The demo with ${who} on ${time} is cancelled or was given to another rep.\n`
      : `A demo is booked with you for ${time}:\n\n${who}\n\nTheir message:\n${demo.message}\n`;
    rows.push({
      to: rep.email,
      replyTo: demo.businessEmail,
      subject: oneLine(`${cancel ? 'Cancelled' : 'Demo'}: ${demo.name} (${demo.companyName})`, 200),
      text,
      calendar: invite(cancel ? 'Cancelled.' : `Demo for ${who}.\n\n${demo.message}`.slice(0, 2000)),
      calendarMethod: method,
    });
  }
  await tx.insert(outgoingMails).values(
    rows.map((r) => ({ ...r, id: newId(), meetingId: meeting.id, createdAt: now, mailState: 'pending' as const, nextAttemptAt: now })),
  );
}

