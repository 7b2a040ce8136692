import type { EndpointName } from '@contract/endpoints';
import type { Endpoint } from '@contract/endpoints';
import { MESSAGES } from '@contract/messages';
import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { AuthContext } from '../auth/tokens';
import { idempotentRequests } from '../db/schema';
import type { AppDeps } from '../deps';
import { HttpError, badRequest, conflict, isUniqueViolation } from '../errors';

// Console creates sent with an `Idempotency-Key` header (docs/decisions/0051): the first request runs, a repeat of it
// (a double click that got through, a retry after a lost reply, the 401 refresh-and-retry) gets the stored reply.
// The demo form's booking too (docs/decisions/0068): a visitor's retry after a lost reply stores one lead, not two.

/** How long a reply answers repeats of its key. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A first request still "running" after this long died with its process: a repeat may take its place. */
export const IDEMPOTENCY_STALE_MS = 60_000;

const KEY = /^[\x21-\x7e]{1,200}$/;

/** The rows a key applies to: the consoles' creates (201 rows that need a signed-in caller) and the booking. */
export const isIdempotentRow = (row: Endpoint, name?: EndpointName): boolean =>
  name === 'bookDemo' || (row.status === 201 && !row.anonymous && row.method !== 'GET');

/** Who a key belongs to: the signed-in caller, or the public form (keys are random; the fingerprint binds the body). */
export const actorOf = (auth: AuthContext | null | undefined): string => (auth ? `${auth.role}:${auth.userId}` : 'public');

/** What a repeat must match. A booking's human-check proof is solved again for a retry: it is not part of it. */
function fingerprintOf(endpoint: EndpointName, path: string, body: unknown): string {
  const kept = endpoint === 'bookDemo' && body && typeof body === 'object' ? { ...body, humanCheck: undefined } : body;
  return createHash('sha256').update(`${endpoint}\n${path}\n${JSON.stringify(kept ?? null)}`).digest('hex');
}

export type Begun = { kind: 'first' } | { kind: 'replay'; status: number; json: string };

interface Claim {
  actor: string;
  key: string;
  endpoint: EndpointName;
  fingerprint: string;
}

export function claimOf(actor: string, key: string | undefined, endpoint: EndpointName, path: string, body: unknown): Claim | undefined {
  if (key === undefined) return undefined;
  if (!KEY.test(key)) throw badRequest(MESSAGES.idempotencyKeyInvalid);
  return { actor, key, endpoint, fingerprint: fingerprintOf(endpoint, path, body) };
}

/** Claims the key for this request, or answers with what its first request answered. */
export async function begin(deps: Pick<AppDeps, 'db' | 'clock'>, claim: Claim): Promise<Begun> {
  const now = deps.clock();
  // Expired keys go as new ones come: the table holds about a day of console creates.
  await deps.db.delete(idempotentRequests).where(lt(idempotentRequests.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)));
  const mine = and(eq(idempotentRequests.actor, claim.actor), eq(idempotentRequests.key, claim.key));
  try {
    const inserted = await deps.db
      .insert(idempotentRequests)
      .values({ ...claim, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotentRequests.key });
    if (inserted.length > 0) return { kind: 'first' };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
  }
  const [stored] = await deps.db.select().from(idempotentRequests).where(mine);
  if (!stored) return begin(deps, claim); // expired between the two statements
  if (stored.fingerprint !== claim.fingerprint) throw new HttpError(422, MESSAGES.idempotencyKeyReused);
  if (stored.status !== null && stored.reply !== null) return { kind: 'replay', status: stored.status, json: stored.reply };
  // Still running: unless it has been for so long that its process must have died, the repeat waits its turn.
  const takenOver = await deps.db
    .update(idempotentRequests)
    .set({ createdAt: now })
    .where(and(mine, isNull(idempotentRequests.status), lt(idempotentRequests.createdAt, new Date(now.getTime() - IDEMPOTENCY_STALE_MS))))
    .returning({ key: idempotentRequests.key });
  if (takenOver.length > 0) return { kind: 'first' };
  throw conflict(MESSAGES.idempotencyKeyBusy);
}

/** Keeps a successful reply for the key's repeats. */
export async function finish(deps: Pick<AppDeps, 'db'>, claim: Claim, status: number, json: string): Promise<void> {
  await deps.db
    .update(idempotentRequests)
    .set({ status, reply: json })
    .where(and(eq(idempotentRequests.actor, claim.actor), eq(idempotentRequests.key, claim.key)));
}

/** A failed first request leaves nothing behind: nothing was created, so the same key may try again. */
export async function abandon(deps: Pick<AppDeps, 'db'>, claim: Claim): Promise<void> {
  await deps.db
    .delete(idempotentRequests)
    .where(
      and(
        eq(idempotentRequests.actor, claim.actor),
        eq(idempotentRequests.key, claim.key),
        or(isNull(idempotentRequests.status), isNull(idempotentRequests.reply)),
      ),
    );
}
