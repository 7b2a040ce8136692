import { createHash, randomBytes, randomInt } from 'node:crypto';
import { DEVICE_CODE_ALPHABET, DEVICE_CODE_LENGTH } from '@contract/constants';
import { MESSAGES } from '@contract/messages';
import type { MetaverseUser } from '@contract/metaverse-user';
import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import type { ClientInfo } from '../auth/client-label';
import type { TokenPair } from '../auth/session';
import type { AppDeps, ServiceDeps } from '../deps';
import { newId } from '../db/ids';
import { deviceCodes, events } from '../db/schema';
import { badRequest, HttpError, isUniqueViolation, unauthorized } from '../errors';
import { recordEvent, touchDevice } from './metaverse-user/activity';
import { findMetaverseUser } from './metaverse-user/rows';
import { deviceSessionFor } from './metaverse-user/session';


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
  client?: ClientInfo,
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
  return deviceSessionFor(deps, user, { name: row.deviceName || 'Unnamed device', platform: row.devicePlatform }, client);
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
  await checkAttempts(deps, userId, now);

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
    // Counted as an event of the user's own, so the cap holds across instances without another store.
    await recordEvent(deps, userId, REJECTED);
    throw badRequest(MESSAGES.invalidDeviceCode);
  }
  const device = { name: row.deviceName || 'Unnamed device', platform: row.devicePlatform };
  const deviceId = await touchDevice(deps, userId, device);
  await recordEvent(deps, userId, 'device.login', { deviceId, ...device });
  return { _id: deviceId, ...device };
}

async function checkAttempts(deps: Pick<AppDeps, 'db'>, userId: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - CODE_ATTEMPT_WINDOW * 1000);
  const recent = and(eq(events.userId, userId), eq(events.type, REJECTED), gt(events.createdAt, since));
  const [{ n } = { n: 0 }] = await deps.db.select({ n: count() }).from(events).where(recent);
  if (n < CODE_ATTEMPTS_PER_WINDOW) return;
  const [oldest] = await deps.db.select({ at: events.createdAt }).from(events).where(recent).orderBy(asc(events.createdAt)).limit(1);
  const retryAfter = oldest ? Math.max(1, Math.ceil((oldest.at.getTime() + CODE_ATTEMPT_WINDOW * 1000 - now.getTime()) / 1000)) : CODE_ATTEMPT_WINDOW;
  throw new TooManyAttempts(retryAfter);
}

export class TooManyAttempts extends HttpError {
  constructor(readonly retryAfter: number) {
    super(429, MESSAGES.tooManyRequests);
  }
}
