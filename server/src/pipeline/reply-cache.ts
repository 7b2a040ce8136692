import type { EndpointName } from '@contract/endpoints';
import { createExpiringMap } from '../expiring-map';

// A short-lived cache of whole list replies (docs/decisions/0008-list-reply-cache.md, 0010-api-reply-fast-path.md).
// Only rows whose reply does not depend on who is asking (super-admin-only lists) are cached; the role check still
// runs on every request. Any successful change made through this app clears it, so a console that deletes and
// reloads sees the change at once; other instances see it within the TTL.
//
// Keys are the raw path and query string. An entry exists only for input that was parsed and answered before, so
// a hit needs no parsing: the same bytes parse the same way. Requests that miss while the same key is being
// computed wait for that one computation instead of each asking the database (no stampede when an entry expires).

/** Rows whose replies are the same for every caller the row admits. */
export const CACHEABLE: ReadonlySet<EndpointName> = new Set<EndpointName>(['usersList', 'dashboardUsersList', 'metaversesList']);

const MAX_ENTRIES = 500;

export interface Entry {
  status: number;
  json: string;
}

export interface ReplyCache {
  /** A fresh entry, or undefined. */
  get(key: string): Entry | undefined;
  /** The computation already under way for `key`, if any. */
  pending(key: string): Promise<Entry> | undefined;
  /**
   * Run `compute` as the one computation for `key` and keep its result for the TTL, unless the cache was cleared
   * while it ran (its answer may predate the change). With a TTL of 0 it only runs `compute`.
   */
  fill(key: string, compute: () => Promise<Entry>): Promise<Entry>;
  clear(): void;
}

/** `ttlMs` 0 gives a cache that never keeps anything. `now` is wall time: the TTL bounds staleness between instances. */
export function createReplyCache(ttlMs: number, now: () => number = () => performance.now()): ReplyCache {
  const entries = createExpiringMap<Entry>(ttlMs, MAX_ENTRIES, now);
  const inflight = new Map<string, Promise<Entry>>();
  return {
    get: (key) => entries.get(key),
    pending: (key) => inflight.get(key),
    fill(key, compute) {
      if (ttlMs <= 0) return compute();
      const since = entries.generation();
      const forget = () => {
        if (inflight.get(key) === work) inflight.delete(key);
      };
      const work = compute().then(
        (entry) => {
          forget();
          entries.set(key, entry, since);
          return entry;
        },
        (err: unknown) => {
          forget();
          throw err;
        },
      );
      inflight.set(key, work);
      return work;
    },
    clear() {
      entries.clear();
      inflight.clear();
    },
  };
}

/** One key per endpoint and raw request target: `usersList /api/users?page=1`. */
export function cacheKey(name: EndpointName, url: string): string {
  // `url` is absolute (scheme://host/path?query): keep the path and query only.
  const start = url.indexOf('/', url.indexOf('//') + 2);
  return `${name} ${start === -1 ? '/' : url.slice(start)}`;
}
