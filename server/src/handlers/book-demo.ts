import { MESSAGES } from '@contract/messages';
import { badRequest } from '../errors';
import { bookDemo } from '../services/book-demo';
import { bookingHandle } from '../services/scheduling/meetings';
import type { SomeHandlers } from '../pipeline/handler';

/** SPEC 7.1: the contact service's fixed key in `token`, `versionNumber: v2`, then the stored booking. */
export const bookDemoHandlers = {
  bookDemo: async ({ deps, body, c }) => {
    if (c.req.header('versionNumber') !== 'v2') throw badRequest(MESSAGES.bookDemoVersion);
    const outcome = await bookDemo(deps, body);
    if (outcome.stored) {
      // Mail goes out after the reply: the visitor never waits for SMTP (mail/worker.ts).
      deps.mailWorker?.kick();
      // A stored lead may pick a meeting time (issue 22 item 4); only a stored normal lead gets the handle.
      const booking = await bookingHandle(deps, outcome.id, body.phoneNumber);
      return { body: { message: MESSAGES.bookDemoSent, ...(booking ? { booking } : {}) } };
    } else {
      // Answered exactly like a success, so a bot learns nothing; one line for whoever watches the logs.
      deps.logger.info('book-demo submission dropped as a bot', { reqId: c.get('reqId'), reason: outcome.reason });
    }
    return { body: { message: MESSAGES.bookDemoSent } };
  },
} satisfies SomeHandlers;
