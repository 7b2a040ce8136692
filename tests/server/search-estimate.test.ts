import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UsersQuery } from '@contract/list-finding';
import { newId } from '../../server/src/db/ids';
import { metaverseUsers } from '../../server/src/db/schema';
import { findUsers, searchWordsOf, wordsQuery } from '../../server/src/services/metaverse-user/find';
import { forgetWordStats, wordsEstimate } from '../../server/src/services/metaverse-user/word-estimate';
import { plannedRows } from '../../server/src/services/paging';
import { EVERY_DB_KIND, makeTestApp, type TestApp } from './helpers';

// docs/decisions/0067: a word search's expected matches come from the column's statistics the way the planner
// computes them (no EXPLAIN before the search), and a search expected to be rare is read, counted and paged in one
// statement capped at one more match than the exact limit. Whichever way a search goes (rare by estimate, rare by
// its digits, the cap overrun, common), its page and total are the ones the rows give.

const GIVEN = ['Shreya', 'Ana', 'Mark', 'Émile', 'Zoë', 'Priya', 'Null', 'Liam', 'Maria', 'Ömer'];
const FAMILY = ['Sanchez', 'Martinez', 'Ørsted-Łukasz', "O'Brien", 'Shah', 'Ma', 'Kim', 'Adams'];
const COUNT = 400;

interface Seeded {
  id: string;
  name: string;
  email: string;
  phoneNumber: string;
  createdAt: Date;
}

describe.each(EVERY_DB_KIND)('search estimates and paths on %s', (kind) => {
  let t: TestApp;
  const seeded: Seeded[] = [];

  beforeAll(async () => {
    t = await makeTestApp({ kind });
    for (let i = 0; i < COUNT; i++) {
      const given = GIVEN[i % GIVEN.length]!;
      const family = FAMILY[(i * 7) % FAMILY.length]!;
      const createdAt = new Date(Date.UTC(2026, 0, 1) + i * 60_000);
      seeded.push({
        id: newId(),
        name: i % 50 === 0 ? '' : `${given} ${family}`,
        email: `${given.toLowerCase()}.${family.toLowerCase().replace(/[^a-z]/g, '')}${i}@${['echolake.de', 'mail.example', 'acme.io'][i % 3]}`,
        // Seven share the national start 98765 (five digits: rare by its digits, but more than a small exact limit).
        phoneNumber: i % 57 === 0 ? `+9198765${String(i).padStart(5, '0')}` : `+44${String(7_000_000_000 + i * 7919)}`,
        createdAt,
      });
    }
    await t.deps.db.insert(metaverseUsers).values(seeded.map((s) => ({ ...s, updatedAt: s.createdAt })));
    await t.deps.db.execute(sql`analyze metaverse_users`);
    forgetWordStats(t.deps.db);
  });
  afterAll(() => t.close());

  it("estimates a word search's matches exactly as the planner does for its words, from the same statistics", async () => {
    const searches = ['Shreya Sanchez', 'sanchez', 'shre', 'ana ma', 'a', 'zz', 'émile', 'null', 'ana ana', 'echolake de', 'xqzv', 'ørsted łuk'];
    for (const q of searches) {
      // The words alone, as typed: the pairs of starts the search also asks for (decision 0072) only narrow the index
      // read, and the planner, taking them as independent of the words, would count their rows twice.
      const words = searchWordsOf(q).map((w) => `'${w}'`).join(' & ');
      const planner = await plannedRows(t.deps.db, sql`select 1 from ${metaverseUsers} where search_prefixes @@ ${words}::tsquery`);
      expect(await wordsEstimate(t.deps.db, searchWordsOf(q)), q).toBe(planner);
    }
  });

  it('asks for the pairs of starts of words that start differently, and for a two-letter word only through them', () => {
    expect(wordsQuery(['ana', 'ma'])).toBe("'ana' & 'an ma'");
    expect(wordsQuery(['shreya', 'sanchez'])).toBe("'shreya' & 'sanchez' & 'sa sh'");
    // The same start (no pair: one word may hold both), a one-letter word (no start of two), a repeated word.
    expect(wordsQuery(['ma', 'mar'])).toBe("'ma' & 'mar'");
    expect(wordsQuery(['o', 'ma'])).toBe("'o' & 'ma'");
    expect(wordsQuery(['ana', 'ana'])).toBe("'ana'");
    // Three starts, three pairs; the order is the code points' (collate "C"), é after z, 𝒜 (astral) after ｚ.
    expect(wordsQuery(['zo', 'émile', 'ab'])).toBe("'émile' & 'ab zo' & 'ab ém' & 'zo ém'");
    expect(wordsQuery(['ｚｚ', '𝒜𝒜'])).toBe("'ｚｚ 𝒜𝒜'");
    expect(wordsQuery(["o'b", 'ma'])).toBe("'o\\'b' & 'ma o\\''");
  });

  /** The page and total the rows give: the search's matches in the asked order. */
  function expected(query: UsersQuery, matches: (s: Seeded) => boolean) {
    const sort = query.sort ?? 'joined';
    const dir = query.dir ?? (sort === 'name' ? 'asc' : 'desc');
    const key = (s: Seeded) => (sort === 'name' ? s.name.toLowerCase() : s.createdAt.toISOString());
    const found = seeded.filter(matches).sort((a, b) => {
      // Nameless last A→Z (first Z→A); ties by id.
      if (sort === 'name' && (a.name === '') !== (b.name === '')) return (a.name === '' ? 1 : -1) * (dir === 'asc' ? 1 : -1);
      const by = key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
      return dir === 'asc' ? by : -by;
    });
    const offset = (query.page - 1) * 10;
    return { ids: found.slice(offset, offset + 10).map((s) => s.id), total: found.length };
  }

  const words = (s: Seeded) => [...searchWordsOf(s.name), ...searchWordsOf(s.email)];
  /** Every typed word starts a word of the name or the email. */
  const startsAll = (q: string) => (s: Seeded) => searchWordsOf(q).every((typed) => words(s).some((w) => w.startsWith(typed)));
  const cases: [string, UsersQuery, (s: Seeded) => boolean][] = [
    ['a full name', { page: 1, q: 'Shreya Sanchez' }, startsAll('Shreya Sanchez')],
    ['two starts, any order', { page: 2, q: 'sanch shr', sort: 'name', dir: 'desc' }, startsAll('sanch shr')],
    ['a common start', { page: 3, q: 'ma' }, startsAll('ma')],
    ['a number by five digits', { page: 1, q: '98765' }, (s) => s.phoneNumber.startsWith('+9198765')],
    ["an address's words", { page: 1, q: 'ana.ma' }, startsAll('ana.ma')],
    ['an address start', { page: 1, q: 'Shreya.Sanchez40@ech' }, (s) => s.email.startsWith('shreya.sanchez40@ech')],
    ['nothing', { page: 1, q: 'xqzv' }, () => false],
    // Pairs of starts (decision 0072): a two-letter word asked only through them, the same start twice, three words,
    // letters beyond ASCII, a one-letter word beside them; each finds what its words find.
    ['a two-letter word', { page: 1, q: 'ana ma' }, startsAll('ana ma')],
    ['a two-letter word, a later page', { page: 2, q: 'ma sh', sort: 'name' }, startsAll('ma sh')],
    ['one start twice', { page: 1, q: 'ma mar' }, startsAll('ma mar')],
    ['three words', { page: 1, q: 'ma ki echolake' }, startsAll('ma ki echolake')],
    ['beyond ASCII', { page: 1, q: 'öm sa' }, startsAll('öm sa')],
    ['a letter and a pair', { page: 1, q: 'o br sh' }, startsAll('o br sh')],
  ];

  it.each([0, 3, 1000])('every path gives the rows the search finds (exact limit %i)', async (exactSearchLimit) => {
    for (const [what, query, matches] of cases) {
      const want = expected(query, matches);
      const got = await findUsers(t.deps, query, { exactSearchLimit });
      expect(got.users.map((u) => u._id), `${what}: page`).toEqual(want.ids);
      const { total, estimated } = got.pagination;
      if (!estimated) expect(total, `${what}: total`).toBe(want.total);
      else expect(total, `${what}: estimated total`).toBeGreaterThan(exactSearchLimit);
    }
  });
});
