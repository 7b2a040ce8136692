import { MESSAGES } from '@contract/messages';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateCounters } from '../db/schema';
import { HttpError } from '../errors';

// Counters kept in the database, for caps that must hold across instances without Redis and under concurrent
// requests (docs/decisions/0033). One statement counts a hit and returns the new count: the caller checks the
// count it got, never a count it read before recording. Windows are fixed, starting at a key's first hit (as
// rate-limiter-flexible's are), so a burst gets at most `cap` through per window, however many arrive at once.

type CounterDeps = { db: Db; clock: () => Date };

export interface CounterHit {
  /** Hits on the key in its current window, this one included. */
  count: number;
  /** When the window ends and the count starts again from 0. */
  resetsAt: Date;
}

/** Sweep rows of ended windows at most this often per database (a key's row is renewed in place anyway). */
const SWEEP_EVERY_MS = 60_000;
const lastSweep = new WeakMap<Db, number>();

/** Counts one hit on `key` in its window of `windowSeconds` (a new window if the last one ended): the count after it. */
export async function countHit(deps: CounterDeps, key: string, windowSeconds: number): Promise<CounterHit> {
  const now = deps.clock();
  await sweep(deps, now);
  const ended = sql`${rateCounters.resetsAt} <= ${now.toISOString()}::timestamptz`;
  // PostgreSQL locks the conflicting row, so concurrent hits on one key are counted one after another.
  const [hit] = await deps.db
    .insert(rateCounters)
    .values({ key, count: 1, resetsAt: new Date(now.getTime() + windowSeconds * 1000) })
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        count: sql`case when ${ended} then 1 else ${rateCounters.count} + 1 end`,
        resetsAt: sql`case when ${ended} then excluded.resets_at else ${rateCounters.resetsAt} end`,
      },
    })
    .returning({ count: rateCounters.count, resetsAt: rateCounters.resetsAt });
  return hit!;
}

/** Gives one hit back (a right device code is not a wrong attempt), if the window it was counted in still runs. */
export async function giveBack(deps: CounterDeps, key: string, hit: CounterHit): Promise<void> {
  await deps.db
    .update(rateCounters)
    .set({ count: sql`${rateCounters.count} - 1` })
    .where(and(eq(rateCounters.key, key), eq(rateCounters.resetsAt, hit.resetsAt), gt(rateCounters.count, 0)));
}

/** Seconds until `hit`'s window ends, at least 1: the Retry-After of a 429. */
export const secondsLeft = (hit: CounterHit, now: Date): number =>
  Math.max(1, Math.ceil((hit.resetsAt.getTime() - now.getTime()) / 1000));

/** Counts a hit on `key` and answers 429 with Retry-After when it is past `cap` in the window. */
export async function withinCap(deps: CounterDeps, key: string, cap: number, windowSeconds: number): Promise<CounterHit> {
  const hit = await countHit(deps, key, windowSeconds);
  if (hit.count > cap) {
    throw new HttpError(429, MESSAGES.tooManyRequests, undefined, { 'Retry-After': String(secondsLeft(hit, deps.clock())) });
  }
  return hit;
}

async function sweep(deps: CounterDeps, now: Date): Promise<void> {
  const last = lastSweep.get(deps.db);
  if (last !== undefined && Math.abs(now.getTime() - last) < SWEEP_EVERY_MS) return;
  lastSweep.set(deps.db, now.getTime());
  await deps.db.delete(rateCounters).where(lte(rateCounters.resetsAt, now));
}
