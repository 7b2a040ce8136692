import type { BookDemo } from '@contract/book-demo';
import { timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../deps';
import { newId } from '../db/ids';
import { bookedDemos } from '../db/schema';

// The demo-booking service (SPEC 7.1). The booking is stored first with mail_state 'pending'; sending the mail (and
// retrying it) is the mail worker's job (mail/worker.ts), so a mail failure never loses a booking.

export type BookDemoDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/** Why a submission was taken for a bot; never told to the caller. */
export type BotReason = 'honeypot' | 'too-fast';

export type BookDemoOutcome = { stored: true; id: string } | { stored: false; reason: BotReason };

/**
 * A filled honeypot, or a form sent sooner than the minimum fill time after it was shown. A `startedAt` in the future
 * (a visitor's clock running ahead) is given the benefit of the doubt: dropping a real lead costs more than a bot row.
 */
export function botReason(deps: Pick<AppDeps, 'clock' | 'config'>, input: Pick<BookDemo, 'website' | 'startedAt'>): BotReason | null {
  if (input.website !== undefined && input.website.trim() !== '') return 'honeypot';
  if (input.startedAt !== undefined) {
    const elapsed = deps.clock().getTime() - input.startedAt;
    if (elapsed >= 0 && elapsed < deps.config.bookDemoMinFillMs) return 'too-fast';
  }
  return null;
}

/** Store one demo request unless it comes from a bot; the caller answers both the same way. */
export async function bookDemo(deps: BookDemoDeps, input: BookDemo): Promise<BookDemoOutcome> {
  const reason = botReason(deps, input);
  if (reason) return { stored: false, reason };
  const id = newId();
  const now = deps.clock();
  await deps.db.insert(bookedDemos).values({
    id,
    name: input.name,
    businessEmail: input.businessEmail.toLowerCase(),
    phoneNumber: input.phoneNumber,
    companyName: input.companyName,
    message: input.message,
    createdAt: now,
    mailState: 'pending',
    nextAttemptAt: now,
  });
  return { stored: true, id };
}

/** Compare the `token` header with the configured key without leaking how much of it matched. */
export function isContactToken(expected: string, given: string | undefined): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
