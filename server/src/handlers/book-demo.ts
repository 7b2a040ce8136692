import { MESSAGES } from '@contract/messages';
import { badRequest } from '../errors';
import { verifyProof } from '../human-check';
import { bookDemo } from '../services/book-demo';
import type { SomeHandlers } from '../pipeline/handler';

/** SPEC 7.1: the contact service's fixed key in `token`, `versionNumber: v2`, then the stored booking. */
export const bookDemoHandlers = {
  bookDemo: async ({ deps, body, c }) => {
    if (c.req.header('versionNumber') !== 'v2') throw badRequest(MESSAGES.bookDemoVersion);
    // Never a refusal: without a passed check the booking is a bot signal (docs/decisions/0038).
    const outcome = await bookDemo(deps, body, await verifyProof(deps, body.humanCheck));
    if (outcome.stored) {
      // Mail goes out after the reply: the visitor never waits for SMTP (mail/worker.ts).
      deps.mailWorker?.kick();
    } else {
      // Answered exactly like a success, so a bot learns nothing; one line for whoever watches the logs.
      deps.logger.info('book-demo submission dropped as a bot', { reqId: c.get('reqId'), reason: outcome.reason });
    }
    return { body: { message: MESSAGES.bookDemoSent } };
  },
} satisfies SomeHandlers;
