import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { outgoingMails } from '../db/schema';

// The durable queue of mail other than the demo requests' own (meeting invites, decision 0041): rows written in the
// transaction of the change they announce, claimed with a lease and retried with backoff like booked demos' mail.

type OutgoingDeps = Pick<AppDeps, 'db' | 'clock' | 'logger' | 'mailer' | 'metrics'>;

export interface OutgoingPolicy {
  batch: number;
  leaseMs: number;
  maxAttempts: number;
  backoffMs(attempt: number): number;
}

async function claim(deps: OutgoingDeps, policy: OutgoingPolicy) {
  const now = deps.clock();
  const due = and(
    inArray(outgoingMails.mailState, ['pending', 'retrying']),
    or(isNull(outgoingMails.nextAttemptAt), lte(outgoingMails.nextAttemptAt, now)),
  );
  const candidates = deps.db
    .select({ id: outgoingMails.id })
    .from(outgoingMails)
    .where(due)
    .orderBy(asc(outgoingMails.nextAttemptAt), asc(outgoingMails.createdAt))
    .limit(policy.batch)
    .for('update', { skipLocked: true });
  return deps.db
    .update(outgoingMails)
    .set({ mailAttempts: sql`${outgoingMails.mailAttempts} + 1`, nextAttemptAt: new Date(now.getTime() + policy.leaseMs) })
    .where(and(inArray(outgoingMails.id, candidates), due))
    .returning();
}

async function deliver(deps: OutgoingDeps, policy: OutgoingPolicy, mail: typeof outgoingMails.$inferSelect): Promise<void> {
  try {
    await deps.mailer.send({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      ...(mail.calendar && mail.calendarMethod ? { calendar: { method: mail.calendarMethod, content: mail.calendar } } : {}),
    });
    await deps.db
      .update(outgoingMails)
      .set({ mailState: 'sent', nextAttemptAt: null, lastError: null, sentAt: deps.clock() })
      .where(eq(outgoingMails.id, mail.id));
  } catch (err) {
    const failed = mail.mailAttempts >= policy.maxAttempts;
    deps.metrics?.mailFailures.inc({ final: String(failed) });
    const lastError = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
    const next = failed ? null : new Date(deps.clock().getTime() + policy.backoffMs(mail.mailAttempts));
    await deps.db
      .update(outgoingMails)
      .set({ mailState: failed ? 'failed' : 'retrying', nextAttemptAt: next, lastError })
      .where(eq(outgoingMails.id, mail.id));
    (failed ? deps.logger.error : deps.logger.warn).call(deps.logger, failed ? 'mail failed for good' : 'mail failed; will retry', {
      mail: mail.id,
      attempt: mail.mailAttempts,
      error: lastError,
    });
  }
}

/** Sends every due outgoing mail; the number tried. */
export async function drainOutgoing(deps: OutgoingDeps, policy: OutgoingPolicy): Promise<number> {
  let tried = 0;
  for (;;) {
    const batch = await claim(deps, policy);
    for (const mail of batch) await deliver(deps, policy, mail);
    tried += batch.length;
    if (batch.length < policy.batch) return tried;
  }
}
