import type { BookDemo } from '@contract/book-demo';
import type { QuarantineReason } from '@contract/booked-demos';
import { timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../deps';
import { newId } from '../db/ids';
import { bookedDemos } from '../db/schema';
import type { HumanCheckOutcome } from '../human-check';
import { enqueueWebhookEvent, leadCreatedData } from '../webhooks/queue';

export type BookDemoDeps = Pick<AppDeps, 'db' | 'clock'>;

/** What the human check (ALTCHA, docs/decisions/0038) said of this submission; left out where no check runs. */
export type HumanCheck = HumanCheckOutcome;

/** Signals about a submission that are not in its body. */
export interface BookDemoSignals {
  humanCheck?: HumanCheck;
}

/** Every booking is stored; a quarantined one (`quarantineReason` set) is held from the mail (docs/decisions/0037). */
export interface BookDemoOutcome {
  id: string;
  quarantineReason: QuarantineReason | null;
}

/** A form shown more than a day before it is sent is a replayed body (the form renews a stale one as it is typed in). */
export const MAX_FORM_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * The bot signals: a filled honeypot, a failed or missing human check, a `startedAt` missing, not a number, in the
 * future or more than a day old. How fast the form was filled is not one: autofill is fast (docs/decisions/0037).
 */
export function quarantineReasonOf(
  deps: Pick<AppDeps, 'clock'>,
  input: Pick<BookDemo, 'website' | 'startedAt'>,
  signals: BookDemoSignals = {},
): QuarantineReason | null {
  if (input.website !== undefined && input.website.trim() !== '') return 'honeypot';
  if (signals.humanCheck === 'failed') return 'human-check-failed';
  if (signals.humanCheck === 'missing') return 'human-check-missing';
  const startedAt = input.startedAt;
  if (typeof startedAt !== 'number' || !Number.isFinite(startedAt)) return 'no-start';
  const elapsed = deps.clock().getTime() - startedAt;
  if (elapsed < 0) return 'future';
  if (elapsed > MAX_FORM_AGE_MS) return 'stale';
  return null;
}

/** Stores the booking: a lead due for mail now, or a quarantined one whose mail is held until a release. */
export async function bookDemo(deps: BookDemoDeps, input: BookDemo, signals: BookDemoSignals = {}): Promise<BookDemoOutcome> {
  const quarantineReason = quarantineReasonOf(deps, input, signals);
  const id = newId();
  const now = deps.clock();
  // A lead and its `lead.created` webhook commit together; a quarantined one waits for a release (docs/decisions/0047).
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bookedDemos)
      .values({
        id,
        name: input.name,
        businessEmail: input.businessEmail.toLowerCase(),
        phoneNumber: input.phoneNumber,
        companyName: input.companyName,
        message: input.message,
        createdAt: now,
        mailState: quarantineReason ? 'held' : 'pending',
        nextAttemptAt: quarantineReason ? null : now,
        quarantineReason,
        ...sourceColumns(input.source),
      })
      .returning();
    if (!quarantineReason) await enqueueWebhookEvent(tx, 'lead.created', leadCreatedData(row!), now);
  });
  return { id, quarantineReason };
}

/** The booking's source as columns (docs/decisions/0043); the contract has already clipped and filtered it. */
export function sourceColumns(source: BookDemo['source']) {
  const utm = Object.fromEntries(Object.entries(source?.utm ?? {}).filter(([, v]) => v !== undefined)) as Record<string, string>;
  return {
    sourcePage: source?.page ?? null,
    sourceLabel: source?.label ?? null,
    referrerHost: source?.referrerHost ?? null,
    utm: Object.keys(utm).length > 0 ? utm : null,
  };
}

/** Compare the `token` header with the configured key without leaking how much of it matched. */
export function isContactToken(expected: string, given: string | undefined): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
