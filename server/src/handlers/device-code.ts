import type { Context } from 'hono';
import { MESSAGES } from '@contract/messages';
import { clientOf } from '../auth/client-label';
import type { SomeHandlers } from '../pipeline/handler';
import { approveDeviceCode, createDeviceCode, denyDeviceCode, lookupDeviceCode, pollDeviceToken, TooManyAttempts } from '../services/device-code';

/** Device-code login for screens (RFC 8628): a screen asks for a code and polls; a signed-in user sees it named, then allows or denies it. */
export const deviceCodeHandlers = {
  deviceCode: async ({ deps, body }) => ({
    body: { message: MESSAGES.deviceCodeIssued, data: await createDeviceCode(deps, body) },
  }),
  deviceToken: async ({ deps, body, c }) => ({
    body: { message: MESSAGES.loginSuccess, data: await pollDeviceToken(deps, body.deviceCode, clientOf(c)) },
  }),
  deviceCodeLookup: async ({ deps, auth, params, c }) => {
    const device = await withRetryAfter(c, lookupDeviceCode(deps, auth.userId, params.userCode));
    return { body: { message: MESSAGES.deviceCodeFound, data: { device } } };
  },
  userCode: async ({ deps, auth, body, c }) => {
    if (body.decision === 'deny') {
      const device = await withRetryAfter(c, denyDeviceCode(deps, auth.userId, body.code));
      return { body: { message: MESSAGES.deviceCodeDenied, data: { device } } };
    }
    const device = await withRetryAfter(c, approveDeviceCode(deps, auth.userId, body.code));
    return { body: { message: MESSAGES.codeLoggedIn, data: { device } } };
  },
} satisfies SomeHandlers;

/** A 429 for too many wrong codes says when to try again. */
async function withRetryAfter<T>(c: Context, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof TooManyAttempts) c.header('Retry-After', String(err.retryAfter));
    throw err;
  }
}
