import { createHash, randomBytes, randomInt } from 'node:crypto';
import { isIP } from 'node:net';
import { DEVICE_CODE_ALPHABET, DEVICE_CODE_LENGTH } from '@contract/constants';
import { MESSAGES } from '@contract/messages';
import type { MetaverseUser } from '@contract/metaverse-user';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { ClientInfo } from '../auth/client-label';
import type { TokenPair } from '../auth/session';
import type { AppDeps, ServiceDeps } from '../deps';
import { newId } from '../db/ids';
import { deviceCodes } from '../db/schema';
import type { DbOrTx } from '../audit/record';
import { badRequest, HttpError, isUniqueViolation, unauthorized } from '../errors';
import { normalizeIp } from '../rate-limit/route-limits';
import { countHit, giveBack, secondsLeft } from '../rate-limit/db-counter';
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

/** Where a request came from: the address as the audit log writes it, and the trusted proxy's country code if any. */
export interface RequestOrigin {
  address: string;
  country?: string;
}

export async function createDeviceCode(
  deps: ServiceDeps,
  device: { name?: string; platform?: string },
  from: RequestOrigin,
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
        requestedFrom: from.address === 'unknown' ? '' : from.address,
        requestedRegion: from.country ?? '',
      });
      return { deviceCode, userCode, verificationUri: VERIFICATION_URI, expiresIn: DEVICE_CODE_TTL, interval: DEVICE_POLL_INTERVAL };
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 4) throw err;
    }
  }
}

/** One poll of the screen: RFC 8628's pending, slow_down, access_denied and expired_token errors, or the session, once. */
export async function pollDeviceToken(
  deps: ServiceDeps,
  deviceCode: string,
  client?: ClientInfo,
): Promise<TokenPair & { user: MetaverseUser }> {
  const now = deps.clock();
  const [row] = await deps.db.select().from(deviceCodes).where(eq(deviceCodes.deviceSecretHash, sha256(deviceCode)));
  if (!row || row.status === 'consumed' || row.status === 'expired') throw pollError(MESSAGES.expiredToken);
  if (row.expiresAt.getTime() <= now.getTime()) throw pollError(MESSAGES.expiredToken);
  // RFC 8628 3.5: the person said no; the screen should stop polling.
  if (row.status === 'denied') throw pollError(MESSAGES.accessDenied);

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
  return deviceSessionFor(deps, user, deviceOf(row), client);
}

/** The screen as the person is shown it: its own name for itself (or 'Unnamed device') and platform. */
const deviceOf = (row: typeof deviceCodes.$inferSelect) => ({ name: row.deviceName || 'Unnamed device', platform: row.devicePlatform });

/**
 * The pending, unexpired code `code` for a decision by `userId`; unknown, expired, used and denied codes read alike
 * and count against the user's wrong-code cap (then 429), for the lookup and the decision alike.
 */
async function pendingCode(deps: ServiceDeps, userId: string, code: string, now: Date) {
  const user = await findMetaverseUser(deps, userId);
  if (!user) throw unauthorized();
  const attempt = await countAttempt(deps, userId);
  const [row] = USER_CODE_PATTERN.test(code)
    ? await deps.db
        .select()
        .from(deviceCodes)
        .where(and(eq(deviceCodes.code, code), eq(deviceCodes.status, 'pending'), gt(deviceCodes.expiresAt, now)))
    : [];
  if (!row) return rejectCode(deps, userId);
  // Only wrong codes count: a right one gives its hit back (never the whole count, or approving a code of one's own
  // would reset it).
  await giveBack(deps, attemptKey(userId), attempt);
  return row;
}

async function rejectCode(deps: ServiceDeps, userId: string): Promise<never> {
  // Kept in the user's log; the cap itself is counted in countAttempt.
  await recordEvent(deps, userId, REJECTED);
  throw badRequest(MESSAGES.invalidDeviceCode);
}

/** Where the screen asked from, as the person deciding is shown it (issue 38 item 7); null for a code made before it was kept. */
export interface DeviceOrigin {
  address: string;
  /** The country's English name, where the trusted proxy named one. */
  region: string | null;
  /** Whether the person deciding asks from the same network: the same IPv4 /24 or IPv6 /64. */
  sameNetwork: boolean;
}

const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region' });

/** The English name of a two-letter country code, or null (an unknown code, or none). */
export function regionName(country: string): string | null {
  if (!/^[A-Z]{2}$/i.test(country) || /^(XX|T1|ZZ)$/i.test(country)) return null;
  const name = REGION_NAMES.of(country.toUpperCase());
  return name && name.toUpperCase() !== country.toUpperCase() ? name : null;
}

/** The network an address belongs to, for comparing two: an IPv4 address's /24, an IPv6 address's /64. */
export function networkOf(address: string): string {
  if (isIP(address) === 4) return address.split('.').slice(0, 3).join('.');
  return isIP(address) === 6 ? normalizeIp(address) : address;
}

function originOf(row: typeof deviceCodes.$inferSelect, viewer: RequestOrigin): DeviceOrigin | null {
  if (!row.requestedFrom) return null;
  return {
    address: row.requestedFrom,
    region: regionName(row.requestedRegion),
    sameNetwork: viewer.address !== 'unknown' && networkOf(viewer.address) === networkOf(row.requestedFrom),
  };
}

/**
 * Which screen shows `code`, since when and from where (RFC 8628 5.4 and 5.3's remote phishing), for the person to
 * allow, deny or report; it approves nothing.
 */
export async function lookupDeviceCode(
  deps: ServiceDeps,
  userId: string,
  code: string,
  viewer: RequestOrigin,
): Promise<{ name: string; platform: string; createdAt: string; expiresAt: string; requestedFrom: DeviceOrigin | null }> {
  const row = await pendingCode(deps, userId, code, deps.clock());
  return {
    ...deviceOf(row),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    requestedFrom: originOf(row, viewer),
  };
}

/** The signed-in user allows the screen showing `code`: the screen's next poll gets a session of theirs. */
export async function approveDeviceCode(
  deps: ServiceDeps,
  userId: string,
  code: string,
): Promise<{ _id: string; name: string; platform: string }> {
  const row = await pendingCode(deps, userId, code, deps.clock());
  const approved = await deps.db
    .update(deviceCodes)
    .set({ status: 'approved', userId })
    .where(and(eq(deviceCodes.id, row.id), eq(deviceCodes.status, 'pending')))
    .returning({ id: deviceCodes.id });
  if (approved.length === 0) return rejectCode(deps, userId);
  const device = deviceOf(row);
  const deviceId = await touchDevice(deps, userId, device);
  await recordEvent(deps, userId, 'device.login', { deviceId, ...device });
  return { _id: deviceId, ...device };
}

/**
 * The signed-in user denies the screen showing `code`: the code ends and the screen's poll answers access_denied.
 * Reported (`report`: "I did not start this"), the same, and the account's log and the audit log keep where the
 * request came from, for the operators to see a phishing run; the denial and its records commit together.
 */
export async function denyDeviceCode(
  deps: ServiceDeps,
  userId: string,
  code: string,
  report?: { audit: (tx: DbOrTx, device: { name: string; platform: string }, from: string) => Promise<void> },
): Promise<{ name: string; platform: string }> {
  const row = await pendingCode(deps, userId, code, deps.clock());
  const device = deviceOf(row);
  const denied = await deps.db.transaction(async (tx) => {
    const [ended] = await tx
      .update(deviceCodes)
      .set({ status: 'denied' })
      .where(and(eq(deviceCodes.id, row.id), eq(deviceCodes.status, 'pending')))
      .returning({ id: deviceCodes.id });
    if (!ended) return false;
    const from = { requestedFrom: row.requestedFrom || null, requestedRegion: row.requestedRegion || null };
    await recordEvent({ db: tx, clock: deps.clock }, userId, report ? 'device.reported' : 'device.denied', report ? { ...device, ...from } : device);
    await report?.audit(tx, device, row.requestedFrom);
    return true;
  });
  if (!denied) return rejectCode(deps, userId);
  return device;
}

const attemptKey = (userId: string) => `device-code-attempt:${userId}`;

/** Counts the try before judging it (docs/decisions/0033), so concurrent guesses cannot pass the cap. */
async function countAttempt(deps: Pick<AppDeps, 'db' | 'clock' | 'metrics'>, userId: string) {
  const hit = await countHit(deps, attemptKey(userId), CODE_ATTEMPT_WINDOW);
  if (hit.count > CODE_ATTEMPTS_PER_WINDOW) {
    deps.metrics?.rateLimitRefusals.inc({ limiter: 'device-code' });
    throw new TooManyAttempts(secondsLeft(hit, deps.clock()));
  }
  return hit;
}

export class TooManyAttempts extends HttpError {
  constructor(readonly retryAfter: number) {
    super(429, MESSAGES.tooManyRequests);
  }
}
