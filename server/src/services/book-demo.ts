import type { BookDemo } from '@contract/book-demo';
import { timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../deps';
import { newId } from '../db/ids';
import { bookedDemos } from '../db/schema';

// The demo-booking service (SPEC 7.1). The booking is stored first with mail_state 'pending'; sending the mail (and
// retrying it) is the outbox worker's job, so a mail failure never loses a booking.

export type BookDemoDeps = Pick<AppDeps, 'db' | 'clock'>;

/** Store one demo request; returns its id. */
export async function bookDemo(deps: BookDemoDeps, input: BookDemo): Promise<string> {
  const id = newId();
  await deps.db.insert(bookedDemos).values({
    id,
    name: input.name,
    businessEmail: input.businessEmail.toLowerCase(),
    phoneNumber: input.phoneNumber,
    companyName: input.companyName,
    message: input.message,
    createdAt: deps.clock(),
    mailState: 'pending',
  });
  return id;
}

/** Compare the `token` header with the configured key without leaking how much of it matched. */
export function isContactToken(expected: string, given: string | undefined): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
