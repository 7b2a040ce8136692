import { MESSAGES } from '@contract/messages';
import { createDeviceCode, pollDeviceToken } from '../services/device-code';
import type { Handlers } from './register';

/** Device-code login for screens (RFC 8628): ask for a code, then poll for the session. */
export const deviceHandlers = {
  deviceCode: async ({ deps, body }) => ({
    body: { message: MESSAGES.deviceCodeIssued, data: await createDeviceCode(deps, body) },
  }),
  deviceToken: async ({ deps, body }) => ({
    body: { message: MESSAGES.loginSuccess, data: await pollDeviceToken(deps, body.deviceCode) },
  }),
} satisfies Handlers;
