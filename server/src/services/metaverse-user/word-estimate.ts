import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../paging';

// How many metaverse users a word search will find, as PostgreSQL's planner would say, without asking it
// (docs/decisions/0067): the `@@` selectivity of PostgreSQL 15's tsquerysel (src/backend/tsearch/ts_selfuncs.c) from
// the column's own statistics (pg_stats: the most common lexemes of `search_prefixes` and their frequencies), times
// the table's row estimate. An EXPLAIN before every search was a round trip and a planning of its own: a fifth of a
// rare search's time at a million rows. Read once a minute; ANALYZE (autovacuum) changes them at that pace anyway.

/** ts_selfuncs.c: a lexeme with no statistics at all. */
const DEFAULT_TS_MATCH_SEL = 0.005;
const STATS_TTL_MS = 60_000;

interface WordStats {
  /** Each most common lexeme's share of the non-null rows. */
  frequencies: Map<string, number>;
  /** The least frequency kept: a lexeme not among them is rarer than this. */
  minFrequency: number;
  nullFraction: number;
  rows: number;
}

type Cached = { at: number; stats: Promise<WordStats | undefined> };
const cache = new WeakMap<object, Cached>();

async function loadStats(db: Db): Promise<WordStats | undefined> {
  const [row] = rowsOf(
    await db.execute(sql`
      select to_json(s.most_common_elems::text::text[]) as elems, to_json(s.most_common_elem_freqs) as freqs,
             s.null_frac as null_frac, c.reltuples::float8 as reltuples
      from pg_stats as s join pg_class as c on c.oid = to_regclass('metaverse_users')
      where s.schemaname = current_schema() and s.tablename = 'metaverse_users' and s.attname = 'search_prefixes'`),
  );
  if (!row) return undefined; // never analyzed: only the planner knows (it counts the table's pages)
  const parse = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as unknown;
  const elems = parse(row.elems) as string[] | null;
  const freqs = parse(row.freqs) as number[] | null;
  const rows = Number(row.reltuples);
  // The frequencies end with the least and the greatest of them (and, optionally, the null elements' frequency).
  if (!elems || !freqs || freqs.length < elems.length + 2 || !(rows >= 0)) return undefined;
  return {
    frequencies: new Map(elems.map((lexeme, i) => [lexeme, freqs[i]!])),
    minFrequency: freqs[elems.length]!,
    nullFraction: Number(row.null_frac) || 0,
    rows,
  };
}

/** The column's statistics, read at most once a minute per database handle; undefined when there are none. */
function statsOf(db: Db, now = Date.now()): Promise<WordStats | undefined> {
  const cached = cache.get(db);
  if (cached && now - cached.at < STATS_TTL_MS) return cached.stats;
  const stats = loadStats(db).catch(() => undefined);
  cache.set(db, { at: now, stats });
  return stats;
}

/** The planner's row estimate for `search_prefixes @@ 'w1' & 'w2' & …` (each word an exact lexeme), or undefined. */
export async function wordsEstimate(db: Db, words: string[]): Promise<number | undefined> {
  if (words.length === 0) return 0;
  const stats = await statsOf(db);
  if (!stats) return undefined;
  let selectivity = 1;
  for (const word of words) {
    const frequency = stats.frequencies.get(word);
    selectivity *= frequency ?? Math.min(DEFAULT_TS_MATCH_SEL, stats.minFrequency / 2);
  }
  selectivity = Math.min(1, Math.max(0, selectivity)) * (1 - stats.nullFraction);
  // clamp_row_est: at least one row, rounded.
  return Math.max(1, Math.round(stats.rows * selectivity));
}

/** Forget the statistics read (tests ANALYZE and want the new ones at once). */
export function forgetWordStats(db: Db): void {
  cache.delete(db);
}
