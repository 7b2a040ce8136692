/**
 * Prepared statements built once per database handle: building one through drizzle costs more than running it
 * (docs/decisions/0019). `name` is the statement's own name, so it is unique across the server.
 */
const built = new WeakMap<object, Map<string, unknown>>();

export function preparedOnce<T>(db: object, name: string, build: () => T): T {
  let byName = built.get(db);
  if (!byName) built.set(db, (byName = new Map()));
  if (!byName.has(name)) byName.set(name, build());
  return byName.get(name) as T;
}
