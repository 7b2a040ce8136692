import { MESSAGES } from '@contract/messages';
import { notFound } from '../errors';
import { issueChallenge } from '../human-check';
import { isLocalIdentity } from '../identity/local';
import type { SomeHandlers } from '../pipeline/handler';

/** The invisible human check's challenges (docs/decisions/0038): one for the demo form, one for the local code sends. */
export const humanCheckHandlers = {
  humanCheckChallenge: async ({ deps }) => ({
    body: { message: MESSAGES.humanCheckIssued, data: { challenge: await issueChallenge(deps) } },
  }),
  identityLocalHumanCheck: async ({ deps }) => {
    // Like the other identity/local rows: firebase mode has reCAPTCHA, not this.
    if (!isLocalIdentity(deps.identity)) throw notFound();
    return { body: { message: MESSAGES.humanCheckIssued, data: { challenge: await issueChallenge(deps) } } };
  },
} satisfies SomeHandlers;
