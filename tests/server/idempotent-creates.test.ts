import { MESSAGES } from '@contract/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/src/db/ids';
import { idempotentRequests, metaverses } from '../../server/src/db/schema';
import { IDEMPOTENCY_STALE_MS, IDEMPOTENCY_TTL_MS } from '../../server/src/pipeline/idempotency';
import { DB_KINDS, expectNothingLeaked, givenSuperAdmin, makeTestApp, mintAccessToken, type TestApp } from './helpers';

// Issue 23 item 8: a create is safe under a double click or a retry (an Idempotency-Key on console creates,
// docs/decisions/0051), and metaverse names are unique regardless of case.

describe.each(DB_KINDS)('idempotent creates and unique metaverse names on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  let adminId: string;
  const create = (name: string, key?: string, as = token) =>
    t.request('PUT', '/api/metaverse', { token: as, body: { name }, headers: key === undefined ? {} : { 'idempotency-key': key } });
  const named = async (name: string) =>
    (await t.deps.db.select().from(metaverses).where(sql`lower(${metaverses.name}) = lower(${name})`)).length;
  const unique = (what: string) => `${what} ${newId()}`;

  beforeAll(async () => {
    t = await makeTestApp({ kind });
    const { superAdmin } = await givenSuperAdmin(t);
    adminId = superAdmin._id;
    token = await mintAccessToken(t, 'super-admin', adminId);
    const other = await givenSuperAdmin(t, { email: 'second-admin@example.com' });
    otherToken = await mintAccessToken(t, 'super-admin', other.superAdmin._id);
  });
  afterAll(() => t?.close());

  describe('Idempotency-Key', () => {
    it('a repeat gets the first reply, marked as replayed, and creates nothing more', async () => {
      const name = unique('Twice');
      const key = newId();
      const first = await create(name, key);
      expect(first.status, first.text).toBe(201);
      expect(first.headers.get('idempotent-replayed')).toBeNull();
      const again = await create(name, key);
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.body).toEqual(first.body);
      expect(await named(name)).toBe(1);
    });

    it('two at once with one key create one metaverse; the other answers the same or says it is still running', async () => {
      const name = unique('Double click');
      const key = newId();
      const replies = await Promise.all([create(name, key), create(name, key), create(name, key)]);
      const statuses = replies.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
      for (const r of replies) {
        expect([201, 409]).toContain(r.status);
        if (r.status === 409) expect(r.body.message).toBe(MESSAGES.idempotencyKeyBusy);
      }
      expect(await named(name)).toBe(1);
    });

    it('without a key two creates of different names make two (the header is optional)', async () => {
      const [a, b] = [unique('No key'), unique('No key')];
      expect((await create(a)).status).toBe(201);
      expect((await create(b)).status).toBe(201);
      expect(await named(a)).toBe(1);
    });

    it('refuses the key for another request (422) and keys that are not visible ASCII (400)', async () => {
      const key = newId();
      expect((await create(unique('First'), key)).status).toBe(201);
      const other = await create(unique('Second'), key);
      expect(other.status).toBe(422);
      expect(other.body.message).toBe(MESSAGES.idempotencyKeyReused);
      for (const bad of ['', 'x'.repeat(201), 'has space', 'ünïcode']) {
        const res = await create(unique('Bad key'), bad);
        expect(res.status, JSON.stringify(bad)).toBe(400);
        expect(res.body.message).toBe(MESSAGES.idempotencyKeyInvalid);
      }
    });

    it('a failed first request leaves the key free: the corrected request runs', async () => {
      const taken = unique('Taken');
      expect((await create(taken)).status).toBe(201);
      const key = newId();
      const clash = await create(taken.toUpperCase(), key);
      expect(clash.status).toBe(409);
      const fixed = await create(unique('Fixed'), key);
      expect(fixed.status, fixed.text).toBe(201);
    });

    it("one caller's key never answers another's request", async () => {
      const key = newId();
      const mine = unique('Mine');
      const theirs = unique('Theirs');
      expect((await create(mine, key)).status).toBe(201);
      const res = await create(theirs, key, otherToken);
      expect(res.status).toBe(201);
      expect(res.body.data.metaverse.name).toBe(theirs);
    });

    it('a first request that died while running is taken over after a minute; keys expire after a day', async () => {
      const key = newId();
      const name = unique('Orphan');
      const { superAdmin } = await givenSuperAdmin(t, { email: `orphan-${newId()}@example.com` });
      let orphanToken = await mintAccessToken(t, 'super-admin', superAdmin._id);
      expect((await create(name, key, orphanToken)).status).toBe(201);
      // As if the process had died before storing the reply.
      await t.deps.db.update(idempotentRequests).set({ status: null, reply: null }).where(sql`${idempotentRequests.key} = ${key}`);
      const busy = await create(name, key, orphanToken);
      expect(busy.status).toBe(409);
      t.clock.advance(IDEMPOTENCY_STALE_MS / 1000 + 1);
      orphanToken = await mintAccessToken(t, 'super-admin', superAdmin._id);
      const retaken = await create(unique('Orphan retry'), key, orphanToken);
      expect(retaken.status).toBe(422); // another body: the key still belongs to the first request
      const sameAgain = await create(name, key, orphanToken);
      expect(sameAgain.status).toBe(409); // it ran again and found the name taken, which frees the key
      t.clock.advance(IDEMPOTENCY_TTL_MS / 1000 + 1);
      // Access tokens do not last a day: new ones for this and the following tests.
      orphanToken = await mintAccessToken(t, 'super-admin', superAdmin._id);
      token = await mintAccessToken(t, 'super-admin', adminId);
      const later = await create(unique('A day later'), newId(), orphanToken);
      expect(later.status).toBe(201);
      const left = await t.deps.db.select().from(idempotentRequests).where(sql`${idempotentRequests.key} = ${key}`);
      expect(left).toEqual([]);
    });
  });

  describe('metaverse names', () => {
    it('are unique regardless of case, with a message that names the field', async () => {
      const name = unique('Bank City');
      expect((await create(name)).status).toBe(201);
      const res = await create(`  ${name.toLowerCase()}  `);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(MESSAGES.metaverseNameTaken);
      expect(res.body.errors.details).toEqual([{ message: MESSAGES.metaverseNameTaken, path: ['name'] }]);
      expect(await named(name)).toBe(1);
    });

    it('a rename onto another name is refused the same way; keeping its own name in another case is fine', async () => {
      const [a, b] = [unique('Auto City'), unique('Retail City')];
      expect((await create(a)).status).toBe(201);
      const created = await create(b);
      const id = created.body.data.metaverse._id as string;
      const clash = await t.request('PATCH', `/api/metaverse/${id}`, { token, body: { name: a.toUpperCase() } });
      expect(clash.status).toBe(409);
      expect(clash.body.message).toBe(MESSAGES.metaverseNameTaken);
      const recased = await t.request('PATCH', `/api/metaverse/${id}`, { token, body: { name: b.toUpperCase() } });
      expect(recased.status, recased.text).toBe(200);
    });
  });

  it('wrote no error and leaked nothing', () => {
    expect(t.logs.filter((l) => l.includes('"level":"error"'))).toEqual([]);
    expectNothingLeaked(t);
  });
});
