import { MESSAGES } from '@contract/messages';
import { clientOf } from '../auth/client-label';
import type { SomeHandlers } from '../pipeline/handler';
import { approveDeviceCode, createDeviceCode, pollDeviceToken, TooManyAttempts } from '../services/device-code';

/** Device-code login for screens (RFC 8628): a screen asks for a code and polls; a signed-in user approves it. */
export const deviceCodeHandlers = {
  deviceCode: async ({ deps, body }) => ({
    body: { message: MESSAGES.deviceCodeIssued, data: await createDeviceCode(deps, body) },
  }),
  deviceToken: async ({ deps, body, c }) => ({
    body: { message: MESSAGES.loginSuccess, data: await pollDeviceToken(deps, body.deviceCode, clientOf(c)) },
  }),
  userCode: async ({ deps, auth, body, c }) => {
    let device;
    try {
      device = await approveDeviceCode(deps, auth.userId, body.code);
    } catch (err) {
      if (err instanceof TooManyAttempts) c.header('Retry-After', String(err.retryAfter));
      throw err;
    }
    return { body: { message: MESSAGES.codeLoggedIn, data: { device } } };
  },
} satisfies SomeHandlers;
