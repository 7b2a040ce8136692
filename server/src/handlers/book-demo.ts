import { MESSAGES } from '@contract/messages';
import { badRequest } from '../errors';
import { verifyProof } from '../human-check';
import { bookDemo } from '../services/book-demo';
import { bookingHandle } from '../services/scheduling/meetings';
import type { SomeHandlers } from '../pipeline/handler';

/** SPEC 7.1: the contact service's fixed key in `token`, `versionNumber: v2`, then the stored booking. */
export const bookDemoHandlers = {
  bookDemo: async ({ deps, body, c }) => {
    if (c.req.header('versionNumber') !== 'v2') throw badRequest(MESSAGES.bookDemoVersion);
    // Never a refusal: without a passed check the booking is a bot signal, held in quarantine (docs/decisions/0037, 0038).
    const outcome = await bookDemo(deps, body, { humanCheck: await verifyProof(deps, body.humanCheck) });
    deps.metrics?.bookingsCreated.inc({ kind: outcome.quarantineReason === null ? 'lead' : 'quarantined' });
    if (outcome.quarantineReason === null) {
      // Mail goes out after the reply: the visitor never waits for SMTP (mail/worker.ts).
      deps.mailWorker?.kick();
      deps.webhookWorker?.kick();
      // A stored lead may pick a meeting time (issue 22 item 4); only a stored normal lead gets the handle.
      const booking = await bookingHandle(deps, outcome.id, body.phoneNumber);
      return { body: { message: MESSAGES.bookDemoSent, ...(booking ? { booking } : {}) } };
    } else {
      // Stored under 'Filtered', mail held; answered exactly like a lead, so a bot learns nothing (docs/decisions/0037).
      deps.logger.info('book-demo submission quarantined', { reqId: c.get('reqId'), booking: outcome.id, reason: outcome.quarantineReason });
    }
    return { body: { message: MESSAGES.bookDemoSent } };
  },
} satisfies SomeHandlers;
