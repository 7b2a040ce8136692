import type { BookDemo } from '@contract/book-demo';
import { timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../deps';
import { newId } from '../db/ids';
import { bookedDemos } from '../db/schema';


export type BookDemoDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

export type BotReason = 'honeypot' | 'no-start' | 'future' | 'too-fast' | 'stale';

export type BookDemoOutcome = { stored: true; id: string } | { stored: false; reason: BotReason };

/** A form shown more than a day before it is sent is a replayed body (the form renews a stale one as it is typed in). */
export const MAX_FORM_AGE_MS = 24 * 60 * 60 * 1000;

/** A filled honeypot, or a `startedAt` missing, in the future, too recent or too old (docs/decisions/0016). */
export function botReason(deps: Pick<AppDeps, 'clock' | 'config'>, input: Pick<BookDemo, 'website' | 'startedAt'>): BotReason | null {
  if (input.website !== undefined && input.website.trim() !== '') return 'honeypot';
  const startedAt = input.startedAt;
  if (typeof startedAt !== 'number' || !Number.isFinite(startedAt)) return 'no-start';
  const elapsed = deps.clock().getTime() - startedAt;
  if (elapsed < 0) return 'future';
  if (elapsed < deps.config.bookDemoMinFillMs) return 'too-fast';
  if (elapsed > MAX_FORM_AGE_MS) return 'stale';
  return null;
}

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
    ...sourceColumns(input.source),
  });
  return { stored: true, id };
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
