import type { BookDemo } from '@contract/book-demo';
import { timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../deps';
import { newId } from '../db/ids';
import { bookedDemos } from '../db/schema';
import type { HumanCheckOutcome } from '../human-check';


export type BookDemoDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

export type BotReason = 'honeypot' | 'human-check' | 'no-start' | 'future' | 'too-fast' | 'stale';

export type BookDemoOutcome = { stored: true; id: string } | { stored: false; reason: BotReason };

/** A form shown more than a day before it is sent is a replayed body (the form renews a stale one as it is typed in). */
export const MAX_FORM_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * A filled honeypot, a human check missing or failed (docs/decisions/0038), or a `startedAt` missing, in the future,
 * too recent or too old (docs/decisions/0016).
 */
export function botReason(
  deps: Pick<AppDeps, 'clock' | 'config'>,
  input: Pick<BookDemo, 'website' | 'startedAt'>,
  humanCheck: HumanCheckOutcome,
): BotReason | null {
  if (input.website !== undefined && input.website.trim() !== '') return 'honeypot';
  if (humanCheck !== 'passed') return 'human-check';
  const startedAt = input.startedAt;
  if (typeof startedAt !== 'number' || !Number.isFinite(startedAt)) return 'no-start';
  const elapsed = deps.clock().getTime() - startedAt;
  if (elapsed < 0) return 'future';
  if (elapsed < deps.config.bookDemoMinFillMs) return 'too-fast';
  if (elapsed > MAX_FORM_AGE_MS) return 'stale';
  return null;
}

/** `humanCheck`: what `verifyProof` made of the body's `humanCheck` (server/src/human-check). */
export async function bookDemo(deps: BookDemoDeps, input: BookDemo, humanCheck: HumanCheckOutcome): Promise<BookDemoOutcome> {
  const reason = botReason(deps, input, humanCheck);
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
