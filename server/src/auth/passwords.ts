import { notFound, unauthorized } from '../errors';
import { hash, verify } from '@node-rs/argon2';

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

/**
 * The password step of a login: `row` is the account found by email. No account → 404 `notFoundMessage` after the
 * same hashing work as a real check (no timing hint of which emails exist); a wrong password → 401 'Unauthorized'.
 */
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
