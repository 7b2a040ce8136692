import { PAGE_SIZE } from '@contract/common';
import {
  exportLimitLine,
  firstDirection,
  LIST_EXPORT_LIMIT,
  phoneDigitsOf,
  USER_CSV_COLUMNS,
  type UserSort,
  type UsersQuery,
} from '@contract/list-finding';
import type { MetaverseUser } from '@contract/metaverse-user';
import { and, asc, desc, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { metaverseMemberships, metaverseUsers, metaverseUsersByName12, metaverseUsersByName3 } from '../../db/schema';
import type { ServiceDeps } from '../../deps';
import { csvFile } from '../csv';
import { escapeLike } from '../like';
import {
  EXACT_SEARCH_LIMIT,
  offsetOf,
  paginationOf,
  plannedRows,
  rowEstimateOf,
  searchTotalOf,
  totalFromEstimate,
  totalOf,
  type Pagination,
  type TotalOptions,
} from '../paging';
import { preparedOnce } from '../prepared';
import { DIRECT_OFFSET, joinedDeepIds, joinedJson, listUsers, parsedJoined } from './list';
import { toMetaverseUser } from './rows';
import { wordsEstimate } from './word-estimate';

// The super admin's Metaverse Users list: search, filters and sort, each order served by an index (docs/decisions/0048).

const u = metaverseUsers;
const DAY_MS = 86_400_000;
const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** The usual order (newest first, nothing filtered) has its own deep-page path (docs/decisions/0019). */
const isUsual = (q: UsersQuery) =>
  !q.q && !q.from && !q.to && !q.metaverseId && (q.sort ?? 'joined') === 'joined' && (q.dir ?? 'desc') === 'desc';

/** The forms of a stored number (always E.164: `+` and digits) typed digits are looked for in, each indexed (0026). */
const phoneForms = (column: SQL | typeof u.phoneNumber) => [
  sql`${column}`,
  sql`substr(${column}, 3)`,
  sql`substr(${column}, 4)`,
  sql`substr(${column}, 5)`,
  sql`reverse(${column})`,
];

/**
 * Where a stored number has the typed digits, each form a `text_pattern_ops` range (migration 0026, docs/decisions/0055)
 * of phoneRanges: typed with `+`, the number starts with them; else they start the number (a country code typed
 * without its `+`), start the national number after a 1-3 digit country code, or end it. A fragment from the middle
 * of a number ('4321' of +919876543210) is not found. Spelled as `like` prefixes the planner sees (unprepared).
 */
export function phoneMatch(column: SQL | typeof u.phoneNumber, typed: string, digits: string): SQL {
  const forms = phoneForms(column);
  return or(...phoneRanges(typed, digits).map(({ from }, i) => sql`${forms[i]} like ${`${from}%`}`))!;
}

/** ASCII punctuation: what separates the words of a name or an email, here and in migration 0027's `search_words`. */
const WORD_BREAKS = /[!-/:-@[-`{-~\s]+/;

/**
 * The words of a search as migration 0027 splits names and emails: lower-cased, cut at spaces and ASCII punctuation
 * (`o'brien` is `o` and `brien`; `sanchez30@echolake.de` is `sanchez30`, `echolake`, `de`).
 */
export function searchWordsOf(text: string): string[] {
  return text.toLowerCase().split(WORD_BREAKS).filter(Boolean);
}

/**
 * Every word starts a word of the name or the email: each is one exact lexeme of `search_prefixes` (migration 0027),
 * which holds every start of every word; taken as written (`::tsquery` runs no parser or dictionary).
 */
function wordsMatch(words: string[]): SQL {
  if (words.length === 0) return sql`false`;
  return sql`${u}.${sql.identifier('search_prefixes')} @@ ${wordsQuery(words)}::tsquery`;
}

/** A word's first two characters, counted as SQL's `left(w, 2)` counts them (code points). */
const startOf = (word: string) => [...word].slice(0, 2).join('');

/** Code point order: what `collate "C"` compares in UTF-8 (JavaScript's `<` compares UTF-16 units). */
function byCodePoint(a: string, b: string): number {
  const [x, y] = [[...a], [...b]];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = x[i]!.codePointAt(0)! - y[i]!.codePointAt(0)!;
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

/**
 * The typed words as a tsquery of exact lexemes, every one required: `'shreya' & 'sanchez' & 'sa sh'`. Words that
 * start differently also ask for their pairs of starts (migration 0030, docs/decisions/0072), the smaller first, and
 * a word of two letters is then asked only through its pairs: `ana ma` is `'ana' & 'an ma'`, whose posting lists are
 * short, where `'ma'` alone lists a tenth of all rows. A pair is only there when both words are, so the rows found
 * are the same.
 */
export function wordsQuery(words: string[]): string {
  const typed = [...new Set(words)];
  const starts = [...new Set(typed.filter((w) => [...w].length >= 2).map(startOf))].sort(byCodePoint);
  const pairs = starts.flatMap((a, i) => starts.slice(i + 1).map((b) => `${a} ${b}`));
  const lexemes = [...(pairs.length > 0 ? typed.filter((w) => [...w].length !== 2) : typed), ...pairs];
  return lexemes.map((w) => `'${w.replace(/['\\]/g, (c) => `\\${c}`)}'`).join(' & ');
}

/**
 * A search alone (no date or metaverse filter) whose rare case is a prepared statement (rarePageQuery, decision
 * 0071): words (their tsquery) or a number (its prefix ranges, whole or every form), else undefined.
 */
type RareSearch = { kind: 'words'; words: string } | { kind: 'phone-whole' | 'phone-any'; ranges: string[] };

function rareSearchOf(query: UsersQuery): RareSearch | undefined {
  const text = query.q?.trim();
  if (!text || query.from || query.to || query.metaverseId) return undefined;
  const search = searchTextOf(text);
  if (search.kind === 'phone') {
    const ranges = phoneRanges(search.typed, search.digits).flatMap(({ from, below }) => [from, below]);
    return { kind: ranges.length === 2 ? 'phone-whole' : 'phone-any', ranges };
  }
  return search.kind === 'words' && search.words.length > 0 ? { kind: 'words', words: wordsQuery(search.words) } : undefined;
}

/**
 * phoneMatch's prefixes as ranges of bound values, `from <= value < below` byte by byte (`~>=~` and `~<~`, the
 * operators of the `text_pattern_ops` indexes): a `like` prefix is an index range only when the planner sees the
 * pattern, which a generic plan does not. `below` is the prefix with its last character (a digit or `+`) raised by one.
 */
function phoneRanges(typed: string, digits: string): { from: string; below: string }[] {
  const range = (prefix: string) => ({
    from: prefix,
    below: prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1),
  });
  const whole = range(`+${digits}`);
  if (typed.trim().startsWith('+')) return [whole];
  return [whole, range(digits), range(digits), range(digits), range([...digits].reverse().join(''))];
}

/** The stored number's forms phoneRanges' ranges apply to, in its order. */
const PHONE_FORMS = phoneForms(u.phoneNumber);

/** A rare search's condition with its values bound as sub-selects (`(select $n)`), for a prepared statement. */
function rareWhere(kind: RareSearch['kind']): SQL {
  if (kind === 'words') return sql`${u}.${sql.identifier('search_prefixes')} @@ (select ${sql.placeholder('words')}::tsquery)`;
  const forms = kind === 'phone-whole' ? PHONE_FORMS.slice(0, 1) : PHONE_FORMS;
  return or(
    ...forms.map(
      (form, i) =>
        sql`(${form} ~>=~ (select ${sql.placeholder(`r${2 * i}`)}::text) and ${form} ~<~ (select ${sql.placeholder(`r${2 * i + 1}`)}::text))`,
    ),
  )!;
}

/**
 * What a search finds of a metaverse user (docs/decisions/0063): each word of the text starts a word of the name or
 * email, in any order (migration 0027); text that looks like a phone number, the number's digits (phoneMatch); text
 * with an @ (not first: '@gmail.com' is its words), the start of an email, read from a `text_pattern_ops` index
 * (0055). Both consoles' user lists search this way.
 */
export function usersTextMatch(text: string): SQL {
  const search = searchTextOf(text);
  if (search.kind === 'address') return sql`lower(${u.email}) like ${`${escapeLike(search.start)}%`} escape '\\'`;
  return search.kind === 'phone' ? phoneMatch(u.phoneNumber, search.typed, search.digits) : wordsMatch(search.words);
}

/**
 * What a search's text is (docs/decisions/0063): the start of an address (an @, not first: '@gmail.com' is its
 * words), a number (phoneDigitsOf: its digits), else words. Every use of a search asks this one function.
 */
type SearchText =
  | { kind: 'address'; start: string }
  | { kind: 'phone'; typed: string; digits: string }
  | { kind: 'words'; words: string[] };

function searchTextOf(text: string): SearchText {
  if (text.indexOf('@') > 0) return { kind: 'address', start: text.toLowerCase() };
  const digits = phoneDigitsOf(text);
  return digits ? { kind: 'phone', typed: text, digits } : { kind: 'words', words: searchWordsOf(text) };
}

/** The search (usersTextMatch); joined (created) between two UTC days; members of one metaverse. */
export function usersWhere(q: Pick<UsersQuery, 'q' | 'from' | 'to' | 'metaverseId'>): SQL | undefined {
  const filters: (SQL | undefined)[] = [];
  const text = q.q?.trim();
  if (text) filters.push(usersTextMatch(text));
  if (q.from) filters.push(gte(u.createdAt, dayStart(q.from)));
  if (q.to) filters.push(lt(u.createdAt, new Date(dayStart(q.to).getTime() + DAY_MS)));
  if (q.metaverseId) {
    const m = metaverseMemberships;
    filters.push(sql`exists (select 1 from ${m} where ${m.metaverseId} = ${q.metaverseId} and ${m.userId} = ${u.id})`);
  }
  return and(...filters);
}

/** Each order walks an index: `(created_at, id)` or `(nullif(lower(name), ''), id)`, nameless accounts last A→Z. */
export function usersOrder(q: Pick<UsersQuery, 'sort' | 'dir'>): SQL[] {
  const sort = q.sort ?? 'joined';
  const dir = q.dir ?? firstDirection(sort);
  if (sort === 'name') {
    const name = sql`nullif(lower(${u.name}), '')`;
    return dir === 'asc' ? [sql`${name} asc nulls last`, asc(u.id)] : [sql`${name} desc nulls first`, desc(u.id)];
  }
  return dir === 'asc' ? [asc(u.createdAt), asc(u.id)] : [desc(u.createdAt), desc(u.id)];
}

/**
 * Offsets up to this skip in the name index; deeper name pages start from their prefix bucket. The index carries the
 * name (migration 0028), so the skip is an index-only scan: 1,000 entries cost less than the buckets' three steps at
 * a million rows (0.50 against 0.81 ms for page 100, docs/decisions/0067).
 */
const DIRECT_NAME_OFFSET = 2_000;

/**
 * The ids of a name-ordered page found through the per-prefix counts (migration 0026, docs/decisions/0055): the
 * 3-character bucket the offset falls in, then its 12-character bucket (for the nameless, listed last by id: the
 * first 2 characters of their hex id), then fewer rows skipped in the name index than that bucket holds. Z→A is
 * A→Z's exact reverse: its page is the A→Z page `total - offset - 10` read backwards. Right only where text compares
 * byte by byte (a `C` collation), where a prefix's order is its names' order.
 *
 * Each running sum is ordered by a column of its own (`ordered`), so the outer `order by … limit 1` is the window's
 * order and both stop at their bucket: the heads after one sort of 198 rows, a head's buckets straight from migration
 * 0029's index with no sort at all (docs/decisions/0071). The prefixes themselves keep the column's collation: compared
 * under "C" they would no longer match the indexes of the 12-character buckets and of the names.
 */
function nameBucketIds(dir: 'asc' | 'desc'): SQL {
  const key = sql`nullif(lower(${u.name}), '')`;
  const n3 = metaverseUsersByName3;
  const n12 = metaverseUsersByName12;
  const offset = sql`${sql.placeholder('offset')}::bigint`;
  const size = sql.raw(String(PAGE_SIZE));
  const asked =
    dir === 'asc'
      ? sql`select ${offset} as at, ${size}::bigint as take`
      : sql`select greatest(total - ${offset} - ${size}, 0) as at, least(${size}, total - ${offset}) as take
            from (select coalesce(sum(${n3.users}), 0) as total from ${n3}) as counted`;
  return sql`(
    with asked as (${asked}),
    heads as (
      select ${n3.prefix} as prefix, nullif(${n3.prefix}, '') collate "C" as ordered, ${n3.users} as users,
             sum(${n3.users}::int4) over (order by nullif(${n3.prefix}, '') collate "C" asc nulls last) - ${n3.users} as before
      from ${n3}
    ), in_head as (
      select prefix, (select at from asked) - before as skip from heads
      where before + users > (select at from asked) order by ordered asc nulls last limit 1
    ), prefixes as (
      select ${n12.prefix} as prefix, ${n12.prefix} collate "C" as ordered, ${n12.users} as users,
             sum(${n12.users}::int4) over (order by ${n12.prefix} collate "C") - ${n12.users} as before
      from ${n12} where ${n12.head} = (select prefix from in_head)
    ), in_prefix as (
      select (select prefix from in_head) as head, prefix, (select skip from in_head) - before as skip from prefixes
      where before + users > (select skip from in_head) order by ordered limit 1
    )
    select id from (
      (select ${u.id} as id, ${key} as k from ${u}
       where ${key} >= (select prefix from in_prefix) and (select head from in_prefix) <> ''
       order by ${key} asc nulls last, ${u.id} asc offset (select skip from in_prefix) limit ${size})
      union all
      (select ${u.id} as id, ${key} as k from ${u}
       where ${key} is null and ${u.id} >= (select case when head = '' then prefix else '' end from in_prefix)
       order by ${key} asc nulls last, ${u.id} asc
       offset (select case when head = '' then skip else 0 end from in_prefix) limit ${size})
    ) as page
    order by k asc nulls last, id asc limit greatest((select take from asked), 0))`;
}

/** Whether text compares byte by byte here (the name buckets' condition); asked once per database handle. */
const bytewise = new WeakMap<object, Promise<boolean>>();

export function comparesBytewise(deps: Pick<ServiceDeps, 'db'>): Promise<boolean> {
  let known = bytewise.get(deps.db);
  if (!known) {
    known = deps.db
      .execute(
        sql`select datcollate as collate, to_jsonb(d) ->> 'datlocprovider' as provider from pg_database as d
            where datname = current_database()`,
      )
      .then((result) => {
        const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { collate?: string; provider?: string }[];
        const row = rows[0];
        return Boolean(row) && (row!.provider ?? 'c') === 'c' && /^(c|posix|c\.utf-?8)$/i.test(row!.collate ?? '');
      });
    bytewise.set(deps.db, known);
  }
  return known;
}

/**
 * A sorted page's ids first (from the order's index alone), then only those ten rows with their metaverses: the
 * metaverses of the rows an offset skips are never built (docs/decisions/0055).
 */
function buildSortedQuery(
  deps: Pick<ServiceDeps, 'db'>,
  order: { sort: UserSort; dir: 'asc' | 'desc' },
  path: SortedPath,
  name: string,
) {
  const ids =
    path === 'buckets'
      ? nameBucketIds(order.dir)
      : path === 'hours'
        ? joinedDeepIds(order.dir, sql.placeholder('offset'))
        : // The offset as a sub-select, not a bare parameter (docs/decisions/0070): a bound `offset $1` makes the
          // planner cost the generic plan as if it skipped a tenth of the table, so PostgreSQL planned every execution
          // anew (locking all 24 relations and indexes it considers, past the 16 fast-path slots per backend); a
          // sub-select is costed the same in every plan, so the one generic plan is kept, as for the other paths.
          sql`(select ${u.id} from ${u} order by ${sql.join(usersOrder(order), sql`, `)}
               limit ${sql.raw(String(PAGE_SIZE))} offset (select ${sql.placeholder('offset')}::bigint))`;
  return deps.db
    .select({ user: u, joined: joinedJson, estimate: rowEstimateOf(u) })
    .from(u)
    .where(inArray(u.id, ids))
    .orderBy(...usersOrder(order))
    .prepare(name);
}

/**
 * How a sorted page finds its ids: skipping in the order's index (`direct`), through the name prefixes' counts
 * (`buckets`, 0055) or through the per-hour and per-minute sign-up counts (`hours`, 0019, oldest first since 0067).
 */
type SortedPath = 'direct' | 'buckets' | 'hours';

async function sortedQuery(
  deps: Pick<ServiceDeps, 'db'>,
  query: Pick<UsersQuery, 'sort' | 'dir'>,
  offset: number,
  direct: { name: number; joined: number },
) {
  const sort = query.sort ?? 'joined';
  const order = { sort, dir: query.dir ?? firstDirection(sort) };
  const path: SortedPath =
    sort === 'name'
      ? offset > direct.name && (await comparesBytewise(deps))
        ? 'buckets'
        : 'direct'
      : offset > direct.joined
        ? 'hours'
        : 'direct';
  const name = `metaverse_users_by_${order.sort}_${order.dir}${path === 'direct' ? '' : `_${path}`}`;
  return preparedOnce(deps.db, name, () => buildSortedQuery(deps, order, path, name));
}

/**
 * A search's matches when few are expected, their count and one page's ids (`id`, `total`): the matches are a
 * materialized CTE, planned alone; with the ORDER BY and LIMIT in the same query the planner walked the order's index
 * under `count(*) over ()` as if the limit applied (2.4 s for `ana ma` at a million rows). Inside, the CTE is called
 * `metaverse_users`, so the order's column references read its columns (docs/decisions/0063). At most `cap` matches
 * are kept: a total of `cap` says there are more, and the page is not the search's (docs/decisions/0067).
 */
export function fewMatchesPage(where: SQL, order: Pick<UsersQuery, 'sort' | 'dir'>, offset: number | SQL, cap: number): SQL {
  return sql`with found as materialized (select ${u.id}, ${u.createdAt}, ${u.name} from ${u} where ${where}
                                          limit ${sql.raw(String(Math.trunc(cap)))})
    select id, (select count(*) from found) as total from found as ${u}
    order by ${sql.join(usersOrder(order), sql`, `)} limit ${sql.raw(String(PAGE_SIZE))} offset ${offset}`;
}

/** A rare words search's page (few matches, found from the word index): the rows, their metaverses, the count. */
function fewMatchesRows(deps: Pick<ServiceDeps, 'db'>, where: SQL, order: Pick<UsersQuery, 'sort' | 'dir'>, offset: number | SQL, cap: number) {
  const page = sql`(${fewMatchesPage(where, order, offset, cap)}) as page`;
  return deps.db
    .select({ user: u, joined: joinedJson, total: sql<number | string>`page.total` })
    .from(u)
    .innerJoin(page, sql`page.id = ${u.id}`)
    .orderBy(...usersOrder(order));
}

/**
 * A rare search's page as one named prepared statement per kind and order (docs/decisions/0071): unprepared, every
 * search was planned anew, and planning a statement on metaverse_users opens and locks it with its 12 indexes, past
 * the 16 fast-path lock slots of a backend, like the sorted pages before decision 0070. The searched values and the
 * offset are sub-selects, so the planner sees the same statement in the custom and the generic plan (the search's
 * indexes read with PostgreSQL's default estimates, the plan of a rare search) and keeps the generic one.
 */
function buildRarePageQuery(
  deps: Pick<ServiceDeps, 'db'>,
  kind: RareSearch['kind'],
  order: { sort: UserSort; dir: 'asc' | 'desc' },
  cap: number,
  name: string,
) {
  return fewMatchesRows(deps, rareWhere(kind), order, sql`(select ${sql.placeholder('offset')}::bigint)`, cap).prepare(name);
}

function rarePageQuery(deps: Pick<ServiceDeps, 'db'>, search: RareSearch, query: Pick<UsersQuery, 'sort' | 'dir'>, cap: number, offset: number) {
  const sort = query.sort ?? 'joined';
  const order = { sort, dir: query.dir ?? firstDirection(sort) };
  const name = `metaverse_users_${search.kind}_${order.sort}_${order.dir}_${cap}`;
  const prepared = preparedOnce(deps.db, name, () => buildRarePageQuery(deps, search.kind, order, cap, name));
  const values =
    search.kind === 'words' ? { words: search.words } : Object.fromEntries(search.ranges.map((value, i) => [`r${i}`, value]));
  return prepared.execute({ ...values, offset });
}

/**
 * What a search is expected to find, without a statement where possible (docs/decisions/0067): words alone are
 * estimated from the column's statistics as the planner does (wordsEstimate); a number of five digits or more, or
 * the start of an address, is taken to be rare (the capped statement finds out for sure). Anything else asks the
 * planner (EXPLAIN). `undefined`: rare without an estimate.
 */
async function expectedMatches(deps: ServiceDeps, query: UsersQuery, where: SQL): Promise<number | undefined> {
  const text = query.q?.trim();
  if (text && !query.from && !query.to && !query.metaverseId) {
    const search = searchTextOf(text);
    if (search.kind === 'address' || (search.kind === 'phone' && search.digits.length >= 5)) return undefined;
    if (search.kind === 'words') {
      const estimate = await wordsEstimate(deps.db, search.words);
      if (estimate !== undefined) return estimate;
    }
  }
  return plannedRows(deps.db, sql`select 1 from ${u} where ${where}`);
}

/** A page of the list as asked; the usual order takes the million-row path of listUsers. */
export async function findUsers(
  deps: ServiceDeps,
  query: UsersQuery,
  options: TotalOptions & { directNameOffset?: number; directOffset?: number } = {},
): Promise<{ users: MetaverseUser[]; pagination: Pagination }> {
  if (isUsual(query)) return listUsers(deps, query.page, options);
  const where = usersWhere(query);
  const offset = offsetOf(query.page);
  if (!where) {
    // Only sorted: one prepared statement per order, the row estimate riding along as on the usual path (0019).
    const direct = { name: options.directNameOffset ?? DIRECT_NAME_OFFSET, joined: options.directOffset ?? DIRECT_OFFSET };
    const sorted = await (await sortedQuery(deps, query, offset, direct)).execute({ offset });
    return {
      users: sorted.map((r) => toMetaverseUser(r.user, parsedJoined(r.joined))),
      pagination: paginationOf(
        query.page,
        totalFromEstimate(sorted[0]?.estimate, options) ?? (await totalOf(deps.db, u, undefined, options)),
      ),
    };
  }
  const exactLimit = options.exactSearchLimit ?? EXACT_SEARCH_LIMIT;
  let planned = await expectedMatches(deps, query, where);
  if (planned === undefined || planned <= exactLimit) {
    // Few matches expected: one statement finds them (at most one more than the limit) from the search's own index
    // (not a walk of the order's index, which can pass thousands of rows between two rare matches), counts them,
    // keeps the page's ids and builds only those rows (docs/decisions/0063, 0067).
    const rare = rareSearchOf(query);
    const rows = rare
      ? await rarePageQuery(deps, rare, query, exactLimit + 1, offset)
      : await fewMatchesRows(deps, where, query, offset, exactLimit + 1);
    const found = rows.length > 0 ? Number(rows[0]!.total) : undefined;
    if (found === undefined || found <= exactLimit) {
      // Past the last page nothing is returned to count: count as any list does.
      const total =
        found !== undefined ? { total: found, estimated: false } : offset === 0 ? 0 : await totalOf(deps.db, u, where, options);
      return { users: rows.map((r) => toMetaverseUser(r.user, parsedJoined(r.joined))), pagination: paginationOf(query.page, total) };
    }
    // More than expected: the page above is only some of them. Take the path of a common search.
    planned = await plannedRows(deps.db, sql`select 1 from ${u} where ${where}`);
  }
  const rows = await deps.db
    .select({ user: u, joined: joinedJson })
    .from(u)
    .where(where)
    .orderBy(...usersOrder(query))
    .limit(PAGE_SIZE)
    .offset(offset);
  const total = await searchTotalOf(deps.db, u, where, { offset, returned: rows.length, planned }, options);
  return {
    users: rows.map((r) => toMetaverseUser(r.user, parsedJoined(r.joined))),
    pagination: paginationOf(query.page, total),
  };
}

/** The list as shown (search, filters, sort), every page up to LIST_EXPORT_LIMIT rows, as CSV. */
export async function exportUsers(deps: ServiceDeps, query: UsersQuery): Promise<string> {
  const rows = await deps.db
    .select({ user: u, joined: joinedJson })
    .from(u)
    .where(usersWhere(query))
    .orderBy(...usersOrder(query))
    .limit(LIST_EXPORT_LIMIT + 1);
  const lines = rows.map(({ user, joined }) => {
    const cells: Record<(typeof USER_CSV_COLUMNS)[number], string> = {
      name: user.name,
      email: user.email,
      phoneNumber: user.phoneNumber,
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
      metaverses: parsedJoined(joined)
        .map((m) => m.name)
        .join('; '),
    };
    return USER_CSV_COLUMNS.map((column) => cells[column]);
  });
  return csvFile(USER_CSV_COLUMNS, lines, LIST_EXPORT_LIMIT, exportLimitLine(LIST_EXPORT_LIMIT));
}
