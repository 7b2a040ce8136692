import type { EndpointName } from '@contract/endpoints';
import { createExpiringMap } from '../expiring-map';

// A short-lived cache of whole list replies that do not depend on the caller, cleared by any change (0008, 0010 in
// docs/decisions). Concurrent misses of one key share one computation.

/** Rows whose replies are the same for every caller the row admits. */
export const CACHEABLE: ReadonlySet<EndpointName> = new Set<EndpointName>(['usersList', 'dashboardUsersList', 'metaversesList']);

const MAX_ENTRIES = 500;

export interface Entry {
  status: number;
  json: string;
}

export interface ReplyCache {
  get(key: string): Entry | undefined;
  pending(key: string): Promise<Entry> | undefined;
  /** Run `compute` once for `key` and keep it for the TTL, unless the cache was cleared meanwhile. */
  fill(key: string, compute: () => Promise<Entry>): Promise<Entry>;
  clear(): void;
}

/** `now` is wall time: the TTL bounds staleness between instances. */
export function createReplyCache(ttlMs: number, now: () => number = () => performance.now()): ReplyCache {
  const entries = createExpiringMap<Entry>(ttlMs, MAX_ENTRIES, now);
  const inflight = new Map<string, Promise<Entry>>();
  return {
    get: (key) => entries.get(key),
    pending: (key) => inflight.get(key),
    fill(key, compute) {
      if (ttlMs <= 0) return compute();
      // Requests that all missed before the first one got here share its work: on PostgreSQL several callers pass
      // authorization in the same tick and reach this point together (found when the suite moved there, 0073).
      const running = inflight.get(key);
      if (running) return running;
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

export function cacheKey(name: EndpointName, url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  return `${name} ${start === -1 ? '/' : url.slice(start)}`;
}
