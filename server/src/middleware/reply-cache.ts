import type { EndpointName } from '@contract/endpoints';

// A short-lived cache of whole list replies (docs/decisions/0008-list-reply-cache.md). Only rows whose reply does
// not depend on who is asking (super-admin-only lists) are cached; the role check still runs on every request.
// Any successful change made through this app clears it, so a console that deletes and reloads sees the change at
// once; other instances see it within the TTL.

/** Rows whose replies are the same for every caller the row admits. */
export const CACHEABLE: ReadonlySet<EndpointName> = new Set<EndpointName>(['usersList', 'dashboardUsersList', 'metaversesList']);

const MAX_ENTRIES = 500;

interface Entry {
  expires: number;
  status: number;
  json: string;
}

export interface ReplyCache {
  get(key: string): Entry | undefined;
  set(key: string, status: number, json: string): void;
  clear(): void;
}

/** `ttlMs` 0 gives a cache that never keeps anything. `now` is wall time: the TTL bounds staleness between instances. */
export function createReplyCache(ttlMs: number, now: () => number = () => performance.now()): ReplyCache {
  const entries = new Map<string, Entry>();
  return {
    get(key) {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.expires > now()) return hit;
      entries.delete(key);
      return undefined;
    },
    set(key, status, json) {
      if (ttlMs <= 0) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, { expires: now() + ttlMs, status, json });
    },
    clear() {
      entries.clear();
    },
  };
}

/** One key per endpoint and its parsed params and query (key order normalised). */
export function cacheKey(name: EndpointName, params: unknown, query: unknown): string {
  const sorted = (v: unknown) =>
    v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v;
  return `${name} ${JSON.stringify(sorted(params) ?? null)} ${JSON.stringify(sorted(query) ?? null)}`;
}
