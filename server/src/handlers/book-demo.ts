import { MESSAGES } from '@contract/messages';
import { badRequest } from '../errors';
import { verifyProof } from '../human-check';
import { bookDemo } from '../services/book-demo';
import { ReplyPace } from '../services/reply-pace';
import { bookingHandle } from '../services/scheduling/meetings';
import type { SomeHandlers } from '../pipeline/handler';

/** How long this process takes to answer a lead: a quarantined booking is answered no sooner (issue 38 item 5). */
const leadReplyPace = new ReplyPace();

/** SPEC 7.1: the contact service's fixed key in `token`, `versionNumber: v2`, then the stored booking. */
export const bookDemoHandlers = {
  bookDemo: async ({ deps, body, c }) => {
    if (c.req.header('versionNumber') !== 'v2') throw badRequest(MESSAGES.bookDemoVersion);
    const startedAt = performance.now();
    // Never a refusal: without a passed check the booking is a bot signal, held in quarantine (docs/decisions/0037, 0038).
    const outcome = await bookDemo(deps, body, { humanCheck: await verifyProof(deps, body.humanCheck) });
    deps.metrics?.bookingsCreated.inc({ kind: outcome.quarantineReason === null ? 'lead' : 'quarantined' });
    if (outcome.quarantineReason === null) {
      // Mail goes out after the reply: the visitor never waits for SMTP (mail/worker.ts).
      deps.mailWorker?.kick();
      deps.webhookWorker?.kick();
      // A stored lead may pick a meeting time (issue 22 item 4); only a stored normal lead gets the handle.
      const booking = await bookingHandle(deps, outcome.id, body.phoneNumber);
      leadReplyPace.learn(performance.now() - startedAt);
      return { body: { message: MESSAGES.bookDemoSent, ...(booking ? { booking } : {}) } };
    }
    // Stored under 'Filtered', mail held; answered exactly like a lead, so a bot learns nothing (docs/decisions/0037):
    // the same handle, whose picker shows the real times and books nothing (meetings.ts), and no sooner than a lead.
    deps.logger.info('book-demo submission quarantined', { reqId: c.get('reqId'), booking: outcome.id, reason: outcome.quarantineReason });
    const booking = await bookingHandle(deps, outcome.id, body.phoneNumber);
    await leadReplyPace.keep(startedAt);
    return { body: { message: MESSAGES.bookDemoSent, ...(booking ? { booking } : {}) } };
  },
} satisfies SomeHandlers;
