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
