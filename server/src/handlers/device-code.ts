import type { Context } from 'hono';
import { MESSAGES } from '@contract/messages';
import { auditAddressOf, recordAudit, type DbOrTx } from '../audit/record';
import { clientOf } from '../auth/client-label';
import type { AppDeps, ServiceDeps } from '../deps';
import type { AppEnv } from '../hono-env';
import { findMetaverseUser } from '../services/metaverse-user/rows';
import type { SomeHandlers } from '../pipeline/handler';
import {
  approveDeviceCode,
  createDeviceCode,
  denyDeviceCode,
  lookupDeviceCode,
  pollDeviceToken,
  TooManyAttempts,
  type RequestOrigin,
} from '../services/device-code';

/** The request's address (TRUST_PROXY respected) and, behind a trusted proxy that names it, its country. */
function originOf(deps: Pick<AppDeps, 'config'>, c: Context<AppEnv>): RequestOrigin {
  const header = deps.config.rateLimit.clientCountryHeader;
  const country = header ? c.req.header(header)?.trim().slice(0, 2) : undefined;
  return { address: auditAddressOf(deps, c), ...(country && { country }) };
}

/**
 * The audit entry of a reported request, written in the denial's transaction: who reported which screen, asked from
 * where. The reporter's name is read before it (PGlite runs one query at a time: a read outside the transaction would
 * wait for it).
 */
async function reportOf(deps: ServiceDeps, c: Context<AppEnv>, userId: string) {
  const user = await findMetaverseUser(deps, userId);
  const display = (user && (user.name || user.phoneNumber || user.email)) || userId;
  return {
    audit: async (tx: DbOrTx, device: { name: string; platform: string }, from: string) => {
      await recordAudit(
        tx,
        { actor: { role: 'metaverse-user', id: userId, display }, ip: auditAddressOf(deps, c), at: deps.clock() },
        {
          action: 'metaverse_user.device_reported',
          target: { type: 'metaverse_user', id: userId, label: display },
          changes: {
            device: { before: null, after: `${device.name}${device.platform ? ` (${device.platform})` : ''}` },
            requestedFrom: { before: null, after: from || null },
          },
        },
      );
    },
  };
}

/** Device-code login for screens (RFC 8628): a screen asks for a code and polls; a signed-in user sees it named, then allows or denies it. */
export const deviceCodeHandlers = {
  deviceCode: async ({ deps, body, c }) => ({
    body: { message: MESSAGES.deviceCodeIssued, data: await createDeviceCode(deps, body, originOf(deps, c)) },
  }),
  deviceToken: async ({ deps, body, c }) => ({
    body: { message: MESSAGES.loginSuccess, data: await pollDeviceToken(deps, body.deviceCode, clientOf(c)) },
  }),
  deviceCodeLookup: async ({ deps, auth, params, c }) => {
    const device = await withRetryAfter(c, lookupDeviceCode(deps, auth.userId, params.userCode, originOf(deps, c)));
    return { body: { message: MESSAGES.deviceCodeFound, data: { device } } };
  },
  userCode: async ({ deps, auth, body, c }) => {
    if (body.decision === 'deny' || body.decision === 'report') {
      const report = body.decision === 'report' ? await reportOf(deps, c, auth.userId) : undefined;
      const device = await withRetryAfter(c, denyDeviceCode(deps, auth.userId, body.code, report));
      return { body: { message: report ? MESSAGES.deviceCodeReported : MESSAGES.deviceCodeDenied, data: { device } } };
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
