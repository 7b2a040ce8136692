import { MESSAGES } from '@contract/messages';
import { badRequest, unauthorized } from '../errors';
import { bookDemo, isContactToken } from '../services/book-demo';
import type { Handlers } from './register';

/** SPEC 7.1: the contact service's fixed key in `token`, `versionNumber: v2`, then the stored booking. */
export const bookDemoHandlers = {
  bookDemo: async ({ deps, body, c }) => {
    if (!isContactToken(deps.config.contactApiToken, c.req.header('token'))) throw unauthorized();
    if (c.req.header('versionNumber') !== 'v2') throw badRequest(MESSAGES.bookDemoVersion);
    await bookDemo(deps, body);
    return { body: { message: MESSAGES.bookDemoSent } };
  },
} satisfies Handlers;
