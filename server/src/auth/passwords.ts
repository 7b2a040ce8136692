import { CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG } from '@contract/common';
import { MESSAGES } from '@contract/messages';
import { hash, verify } from '@node-rs/argon2';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { HttpError, notFound, unauthorized, validationError } from '../errors';

// argon2id (the library default) with the OWASP-recommended minimum: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash is a failed login, not a 500
  }
}

let dummyHash: Promise<string> | undefined;

/** Spend the same time as a real check when the account does not exist, so timing does not reveal it. */
export async function dummyVerify(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy password that never matches anything');
  await verifyPassword(await dummyHash, password);
  return false;
}

export async function checkLogin<R extends { passwordHash: string }>(
  row: R | undefined,
  password: string,
  notFoundMessage: string,
): Promise<R> {
  if (!row) {
    await dummyVerify(password);
    throw notFound(notFoundMessage); // the client maps this message to 'User not found!'
  }
  if (!(await verifyPassword(row.passwordHash, password))) throw unauthorized();
  return row;
}

/** A stolen access token must not take the account over: 400 on `currentPassword`, not 401 (docs/decisions/0015). */
export async function checkCurrentPassword(
  passwordHash: string,
  currentPassword: string | undefined,
  attempts?: PasswordAttempts,
): Promise<void> {
  if (currentPassword === undefined) {
    throw validationError([{ message: CURRENT_PASSWORD_REQUIRED, path: ['currentPassword'] }]);
  }
  // Counted before the hash is checked, as a login is, so parallel guesses cannot pass the limit.
  if (attempts) await consumeAttempt(attempts);
  if (!(await verifyPassword(passwordHash, currentPassword))) {
    throw validationError([{ message: CURRENT_PASSWORD_WRONG, path: ['currentPassword'] }]);
  }
  if (attempts) await attempts.limit.delete(attempts.key).catch(() => undefined);
}

export interface PasswordAttempts {
  limit: RateLimiterAbstract;
  key: string;
  /** Called when the limit refuses an attempt (the metrics count it, docs/decisions/0057). */
  refused?: () => void;
  /**
   * The account's lockouts in the last day: each one that begins blocks the key for the window times 2^(n-1), at most a
   * day (issue 38 item 1: a second factor's lock grows); `onLocked` hears it begin.
   */
  lockouts?: { limit: RateLimiterAbstract; windowSeconds: number; onLocked?: (seconds: number) => Promise<void> };
}

const DAY_SECONDS = 86_400;

/**
 * The refusal of a limited attempt: a 429 with Retry-After. The refusal that begins a lockout (the first over the
 * limit) makes it grow with the account's earlier lockouts of the day, when `lockouts` is given.
 */
export async function refuseAttempt(attempts: PasswordAttempts, refusal: RateLimiterRes): Promise<never> {
  attempts.refused?.();
  let ms = refusal.msBeforeNext;
  const { lockouts } = attempts;
  if (lockouts && refusal.consumedPoints === attempts.limit.points + 1) {
    const counted = await lockouts.limit.consume(attempts.key).catch((e: unknown) => (e instanceof RateLimiterRes ? e : null));
    const seconds = Math.min(DAY_SECONDS, lockouts.windowSeconds * 2 ** Math.max(0, (counted?.consumedPoints ?? 1) - 1));
    await attempts.limit.block(attempts.key, seconds).catch(() => undefined);
    ms = seconds * 1000;
    await lockouts.onLocked?.(seconds);
  }
  throw new HttpError(429, MESSAGES.tooManyRequests, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(ms / 1000))) });
}

/** How long the key is still locked (its limit spent), in ms; 0 when it is not (or the store cannot say). */
export async function lockedFor({ limit, key }: PasswordAttempts): Promise<number> {
  const state = await limit.get(key).catch(() => null);
  // A spent window that has ended (its record not yet swept) no longer locks.
  return state && state.consumedPoints >= limit.points && state.msBeforeNext > 0 ? state.msBeforeNext : 0;
}

async function consumeAttempt({ limit, key, refused }: PasswordAttempts): Promise<void> {
  try {
    await limit.consume(key);
  } catch (err) {
    if (!(err instanceof RateLimiterRes)) return; // the store failed: the hash's cost still slows guessing
    refused?.();
    const retryAfter = String(Math.max(1, Math.ceil(err.msBeforeNext / 1000)));
    throw new HttpError(429, MESSAGES.tooManyRequests, undefined, { 'Retry-After': retryAfter });
  }
}
