/**
 * A bounded map whose entries expire `ttlMs` after they were set (the oldest entry goes when it is full), with a
 * generation that `clear()` advances: a value computed from data read before a clear may predate a change, so
 * `set(…, since)` with the generation read before the computation keeps nothing if a clear came in between.
 * `ttlMs` 0 keeps nothing. `now` is wall time in ms.
 */
export interface ExpiringMap<V> {
  get(key: string): V | undefined;
  /** The current generation: read it before computing a value, pass it to `set`. */
  generation(): number;
  set(key: string, value: V, since: number): void;
  clear(): void;
}

export function createExpiringMap<V>(ttlMs: number, maxEntries: number, now: () => number): ExpiringMap<V> {
  const entries = new Map<string, { value: V; expires: number }>();
  let generation = 0;
  return {
    get(key) {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.expires > now()) return hit.value;
      entries.delete(key);
      return undefined;
    },
    generation: () => generation,
    set(key, value, since) {
      if (ttlMs <= 0 || since !== generation) return;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, expires: now() + ttlMs });
    },
    clear() {
      generation++;
      entries.clear();
    },
  };
}
