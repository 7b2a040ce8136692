import { createHash, randomBytes, randomInt } from 'node:crypto';
import { DEVICE_CODE_ALPHABET, DEVICE_CODE_LENGTH } from '@contract/constants';
import { MESSAGES } from '@contract/messages';
import type { MetaverseUser } from '@contract/metaverse-user';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { TokenPair } from '../auth/session';
import type { AppDeps, ServiceDeps } from '../deps';
import { newId } from '../db/ids';
import { deviceCodes } from '../db/schema';
import { badRequest, HttpError, isUniqueViolation, unauthorized } from '../errors';
import { countHit, giveBack, secondsLeft } from '../rate-limit/db-counter';
import { recordEvent, touchDevice } from './metaverse-user/activity';
import { findMetaverseUser } from './metaverse-user/rows';
import { sessionFor } from './metaverse-user/session';


export const DEVICE_CODE_TTL = 600;
/** Seconds a screen waits between polls (RFC 8628 `interval`); each `slow_down` adds this much again (3.5). */
export const DEVICE_POLL_INTERVAL = 5;
/** Wrong codes one user may type within the window before 429 (RFC 8628 5.1: user codes are guessable). */
export const CODE_ATTEMPTS_PER_WINDOW = 10;
export const CODE_ATTEMPT_WINDOW = 600;
export const VERIFICATION_URI = '/code';

const REJECTED = 'device.code.rejected';
const USER_CODE_PATTERN = new RegExp(`^[${DEVICE_CODE_ALPHABET}]{${DEVICE_CODE_LENGTH}}$`);
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

function newUserCode(): string {
  let code = '';
  for (let i = 0; i < DEVICE_CODE_LENGTH; i++) code += DEVICE_CODE_ALPHABET[randomInt(DEVICE_CODE_ALPHABET.length)];
  return code;
}

const pollError = (code: string) => badRequest(code);

export async function createDeviceCode(
  deps: ServiceDeps,
  device: { name?: string; platform?: string },
): Promise<{ deviceCode: string; userCode: string; verificationUri: string; expiresIn: number; interval: number }> {
  const now = deps.clock();
  // Dropping dead codes keeps the 6-character space free.
  await deps.db.delete(deviceCodes).where(lt(deviceCodes.expiresAt, now));
  const deviceCode = randomBytes(32).toString('base64url');
  for (let attempt = 0; ; attempt++) {
    const userCode = newUserCode();
    try {
      await deps.db.insert(deviceCodes).values({
        id: newId(),
        code: userCode,
        deviceSecretHash: sha256(deviceCode),
        status: 'pending',
        createdAt: now,
        expiresAt: new Date(now.getTime() + DEVICE_CODE_TTL * 1000),
        interval: DEVICE_POLL_INTERVAL,
        deviceName: device.name ?? '',
        devicePlatform: device.platform ?? '',
      });
      return { deviceCode, userCode, verificationUri: VERIFICATION_URI, expiresIn: DEVICE_CODE_TTL, interval: DEVICE_POLL_INTERVAL };
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 4) throw err;
    }
  }
}

/** One poll of the screen: RFC 8628's pending, slow_down and expired_token errors, or the session, once. */
export async function pollDeviceToken(
  deps: ServiceDeps,
  deviceCode: string,
): Promise<TokenPair & { user: MetaverseUser }> {
  const now = deps.clock();
  const [row] = await deps.db.select().from(deviceCodes).where(eq(deviceCodes.deviceSecretHash, sha256(deviceCode)));
  if (!row || row.status === 'consumed' || row.status === 'expired') throw pollError(MESSAGES.expiredToken);
  if (row.expiresAt.getTime() <= now.getTime()) throw pollError(MESSAGES.expiredToken);

  if (row.status === 'pending') {
    const tooSoon = row.lastPolledAt !== null && now.getTime() - row.lastPolledAt.getTime() < row.interval * 1000;
    await deps.db
      .update(deviceCodes)
      .set({ lastPolledAt: now, ...(tooSoon && { interval: row.interval + DEVICE_POLL_INTERVAL }) })
      .where(eq(deviceCodes.id, row.id));
    throw pollError(tooSoon ? MESSAGES.slowDown : MESSAGES.authorizationPending);
  }

  const [claimed] = await deps.db
    .update(deviceCodes)
    .set({ status: 'consumed', lastPolledAt: now })
    .where(and(eq(deviceCodes.id, row.id), eq(deviceCodes.status, 'approved')))
    .returning({ userId: deviceCodes.userId });
  if (!claimed) throw pollError(MESSAGES.expiredToken);
  const user = claimed.userId ? await findMetaverseUser(deps, claimed.userId) : undefined;
  if (!user) throw pollError(MESSAGES.accessDenied);
  return sessionFor(deps, user);
}

/** The signed-in user approves the screen showing `code`; unknown, expired and used codes read alike, then 429. */
export async function approveDeviceCode(
  deps: ServiceDeps,
  userId: string,
  code: string,
): Promise<{ _id: string; name: string; platform: string }> {
  const user = await findMetaverseUser(deps, userId);
  if (!user) throw unauthorized();
  const now = deps.clock();
  const attempt = await countAttempt(deps, userId);

  const [row] = USER_CODE_PATTERN.test(code)
    ? await deps.db
        .select()
        .from(deviceCodes)
        .where(and(eq(deviceCodes.code, code), eq(deviceCodes.status, 'pending'), gt(deviceCodes.expiresAt, now)))
    : [];
  const approved = row
    ? await deps.db
        .update(deviceCodes)
        .set({ status: 'approved', userId })
        .where(and(eq(deviceCodes.id, row.id), eq(deviceCodes.status, 'pending')))
        .returning({ id: deviceCodes.id })
    : [];
  if (!row || approved.length === 0) {
    await recordEvent(deps, userId, REJECTED);
    throw badRequest(MESSAGES.invalidDeviceCode);
  }
  // Only wrong codes count: a right one gives its hit back (never the whole count, or approving a code of one's own
  // would reset it).
  await giveBack(deps, attemptKey(userId), attempt);
  const device = { name: row.deviceName || 'Unnamed device', platform: row.devicePlatform };
  const deviceId = await touchDevice(deps, userId, device);
  await recordEvent(deps, userId, 'device.login', { deviceId, ...device });
  return { _id: deviceId, ...device };
}

const attemptKey = (userId: string) => `device-code-attempt:${userId}`;

/** Counts the try before judging it (docs/decisions/0033), so concurrent guesses cannot pass the cap. */
async function countAttempt(deps: Pick<AppDeps, 'db' | 'clock'>, userId: string) {
  const hit = await countHit(deps, attemptKey(userId), CODE_ATTEMPT_WINDOW);
  if (hit.count > CODE_ATTEMPTS_PER_WINDOW) throw new TooManyAttempts(secondsLeft(hit, deps.clock()));
  return hit;
}

export class TooManyAttempts extends HttpError {
  constructor(readonly retryAfter: number) {
    super(429, MESSAGES.tooManyRequests);
  }
}
