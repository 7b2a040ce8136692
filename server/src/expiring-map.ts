/** A bounded map with expiring entries; `set(…, since)` keeps nothing computed before the last `clear()`. */
export interface ExpiringMap<V> {
  get(key: string): V | undefined;
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
