import type { SortDirection } from '@contract/list-finding';

export interface ListSort<K extends string> {
  key: K;
  dir: SortDirection;
  /** What the server is sent: nothing for the list's usual order. */
  query: { sort?: K; dir?: SortDirection };
}

/**
 * The order a list's URL asks for (`sort=<key>&dir=asc|desc`); a hand-edited value it does not know is the usual order,
 * not a 400 (docs/decisions/0048).
 */
export function listSortOf<K extends string>(
  raw: { sort: string; dir: string },
  keys: readonly K[],
  usual: { key: K; dir: SortDirection },
): ListSort<K> {
  const key = (keys as readonly string[]).includes(raw.sort) ? (raw.sort as K) : usual.key;
  const dir: SortDirection = raw.dir === 'asc' || raw.dir === 'desc' ? raw.dir : key === usual.key ? usual.dir : 'asc';
  const isUsual = key === usual.key && dir === usual.dir;
  return { key, dir, query: isUsual ? {} : { sort: key, dir } };
}
