import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { bookedDemos } from '../db/schema';
import { salesNotification, visitorConfirmation } from './book-demo-messages';
import { createSweeper, type Sweeper } from '../pipeline/sweeper';
import { drainOutgoing } from './outgoing';

// Sends the mail of stored demo bookings (docs/decisions/0007-demo-booking-mail.md).

type WorkerDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger' | 'mailer' | 'metrics'>;

export const SWEEP_INTERVAL_MS = 30_000;
export const MAX_MAIL_ATTEMPTS = 8;
/** How long a claim holds a booking: past it, a crashed sender's booking becomes due again. */
export const CLAIM_LEASE_MS = 5 * 60_000;
const BATCH = 20;

export function backoffMs(attempt: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);
}

export type MailWorker = Sweeper;

export function createMailWorker(deps: WorkerDeps): MailWorker {
  async function claim(): Promise<(typeof bookedDemos.$inferSelect)[]> {
    const now = deps.clock();
    // A quarantined booking ('held', with a reason) is never claimed until a release makes it a lead (0037).
    const due = and(
      inArray(bookedDemos.mailState, ['pending', 'retrying']),
      isNull(bookedDemos.quarantineReason),
      or(isNull(bookedDemos.nextAttemptAt), lte(bookedDemos.nextAttemptAt, now)),
    );
    const candidates = deps.db
      .select({ id: bookedDemos.id })
      .from(bookedDemos)
      .where(due)
      .orderBy(asc(bookedDemos.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    // Repeated outside the subquery: a claimer that waited on the row lock re-checks the committed row.
    return deps.db
      .update(bookedDemos)
      .set({
        mailAttempts: sql`${bookedDemos.mailAttempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS),
      })
      .where(and(inArray(bookedDemos.id, candidates), due))
      .returning();
  }

  async function deliver(booking: typeof bookedDemos.$inferSelect): Promise<void> {
    const sales = deps.config.salesEmail;
    try {
      if (!booking.salesNotifiedAt) {
        await deps.mailer.send(salesNotification(booking, sales));
        await deps.db.update(bookedDemos).set({ salesNotifiedAt: deps.clock() }).where(eq(bookedDemos.id, booking.id));
      }
      await deps.mailer.send(visitorConfirmation(booking, sales));
      await deps.db
        .update(bookedDemos)
        .set({ mailState: 'sent', nextAttemptAt: null, lastError: null })
        .where(eq(bookedDemos.id, booking.id));
      deps.logger.info('booked demo mailed', { booking: booking.id, attempt: booking.mailAttempts });
    } catch (err) {
      const failed = booking.mailAttempts >= MAX_MAIL_ATTEMPTS;
      deps.metrics?.mailFailures.inc({ final: String(failed) });
      const lastError = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      const next = failed ? null : new Date(deps.clock().getTime() + backoffMs(booking.mailAttempts));
      await deps.db
        .update(bookedDemos)
        .set({ mailState: failed ? 'failed' : 'retrying', nextAttemptAt: next, lastError })
        .where(eq(bookedDemos.id, booking.id));
      const log = failed ? deps.logger.error : deps.logger.warn;
      log.call(deps.logger, failed ? 'booked demo mail failed for good' : 'booked demo mail failed; will retry', {
        booking: booking.id,
        attempt: booking.mailAttempts,
        nextAttemptAt: next?.toISOString(),
        error: lastError,
      });
    }
  }

  async function drain(): Promise<number> {
    let tried = 0;
    for (;;) {
      const batch = await claim();
      for (const booking of batch) await deliver(booking);
      tried += batch.length;
      if (batch.length < BATCH) break;
    }
    // Meeting invites and other queued mail (mail/outgoing.ts), on the same lease and backoff.
    return tried + (await drainOutgoing(deps, { batch: BATCH, leaseMs: CLAIM_LEASE_MS, maxAttempts: MAX_MAIL_ATTEMPTS, backoffMs }));
  }

  return createSweeper({ name: 'mail worker', drain, intervalMs: SWEEP_INTERVAL_MS, logger: deps.logger });
}
