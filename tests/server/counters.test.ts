import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/src/app';
import type { AppDeps } from '../../server/src/deps';
import { PHONE_SEND_WINDOW, PHONE_SENDS_PER_WINDOW } from '../../server/src/identity/local';
import { countHit, giveBack, withinCap } from '../../server/src/rate-limit/db-counter';
import type { MailMessage } from '../../server/src/mail/mailer';
import { CODE_ATTEMPTS_PER_WINDOW } from '../../server/src/services/device-code';
import { RESET_SUBJECT, RESETS_PER_WINDOW, resetRequestsSettled } from '../../server/src/services/password-reset';
import { EVERY_DB_KIND, expectError, givenDashboardUser, makeTestApp, type TestApp } from './helpers';
import { humanProof } from './human-check';
import { codeMails } from './email-code';
import { loginMetaverseUser } from './user-session';

// Counters that hold under concurrency (docs/decisions/0033): 40 requests at once, answered from a pool of
// connections on PostgreSQL, each counted once before the cap is checked. The old count-then-record code let 10
// texts, 10 to 40 mails, 8 reset links and 40 judged codes through there. PGlite runs one query at a time, yet
// requests still interleave between queries: the sends and resets failed there too before; the device codes did not
// (each request's count and record happened to run back to back), and hold there all the same.

const AT_ONCE = 40;

describe.each(EVERY_DB_KIND)('counters under concurrency on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // The per-IP limit would hide the per-address ones: every test request comes from one address.
    t = await makeTestApp({ kind, env: { RATE_LIMIT_LOGIN: '100000' } });
  });
  afterAll(() => t?.close());

  const sms = (to: string) => {
    let outbox: string;
    try {
      outbox = readFileSync(path.join(t.deps.config.dataDir, 'outbox.jsonl'), 'utf8');
    } catch {
      return [];
    }
    return outbox
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { kind: string; to: string })
      .filter((m) => m.kind === 'sms' && m.to === to);
  };

  it(`${AT_ONCE} concurrent wrong device codes: at most ${CODE_ATTEMPTS_PER_WINDOW} are judged, the rest are 429`, async () => {
    const person = await loginMetaverseUser(t);
    const replies = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        t.request('POST', '/api/user/code', { token: person.accessToken, body: { code: 'ZZZZZZ', decision: 'allow' } }),
      ),
    );
    const judged = replies.filter((r) => r.status !== 429);
    // At most the cap, and exactly it: every try is counted before it is judged, none is lost.
    expect(judged.length).toBeLessThanOrEqual(CODE_ATTEMPTS_PER_WINDOW);
    expect(judged).toHaveLength(CODE_ATTEMPTS_PER_WINDOW);
    for (const r of judged) expectError(r, 400, MESSAGES.invalidDeviceCode);
    for (const r of replies.filter((x) => x.status === 429)) {
      expectError(r, 429, MESSAGES.tooManyRequests);
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it(`${AT_ONCE} concurrent SMS sends to one number: at most ${PHONE_SENDS_PER_WINDOW} texts`, async () => {
    const to = '+447700900777';
    const replies = await Promise.all(
      Array.from({ length: AT_ONCE }, async () => t.request('POST', '/api/identity/local/phone/send', { body: { humanCheck: await humanProof(t), phoneNumber: to } })),
    );
    expect(sms(to).length).toBeLessThanOrEqual(PHONE_SENDS_PER_WINDOW);
    expect(sms(to)).toHaveLength(PHONE_SENDS_PER_WINDOW);
    expect(replies.filter((r) => r.status === 200)).toHaveLength(PHONE_SENDS_PER_WINDOW);
    for (const r of replies.filter((x) => x.status !== 200)) expectError(r, 429, MESSAGES.tooManyRequests);
  });

  it.each([
    ['one address', () => 'inbox@example.com'],
    ['+tags and letter case', (i: number) => (i % 3 === 0 ? 'tagged@example.com' : i % 3 === 1 ? `Tagged+${i}@Example.com` : `tagged+t${i}@example.com`)],
    ['Gmail dots', (i: number) => `${'dotted'.slice(0, 1 + (i % 5))}.${'dotted'.slice(1 + (i % 5))}+${i}@gmail.com`],
  ])(`${AT_ONCE} concurrent email-code sends to one inbox (%s): at most ${PHONE_SENDS_PER_WINDOW} mails`, async (_, address) => {
    const addresses = Array.from({ length: AT_ONCE }, (_, i) => address(i));
    const replies = await Promise.all(
      addresses.map(async (email) => t.request('POST', '/api/identity/local/google', { body: { humanCheck: await humanProof(t), email, name: 'Inbox' } })),
    );
    const mails = [...new Set(addresses.map((a) => a.toLowerCase()))].flatMap((a) => codeMails(t, a));
    expect(mails.length).toBeLessThanOrEqual(PHONE_SENDS_PER_WINDOW);
    expect(mails).toHaveLength(PHONE_SENDS_PER_WINDOW);
    expect(replies.filter((r) => r.status === 200)).toHaveLength(PHONE_SENDS_PER_WINDOW);
    for (const r of replies.filter((x) => x.status !== 200)) expectError(r, 429, MESSAGES.tooManyRequests);
  });

  it('+tag variants of one inbox share its cap, one after another too; another inbox has its own', async () => {
    for (let i = 0; i < PHONE_SENDS_PER_WINDOW; i++) {
      const res = await t.request('POST', '/api/identity/local/google', { body: { humanCheck: await humanProof(t), email: `serial+${i}@example.com`, name: 'S' } });
      expect(res.status, res.text).toBe(200);
    }
    for (const email of ['serial@example.com', 'SERIAL+x@example.com']) {
      expectError(await t.request('POST', '/api/identity/local/google', { body: { humanCheck: await humanProof(t), email, name: 'S' } }), 429, MESSAGES.tooManyRequests);
    }
    expect((await t.request('POST', '/api/identity/local/google', { body: { humanCheck: await humanProof(t), email: 'serial2@example.com', name: 'S' } })).status).toBe(200);
  });

  it(`concurrent password-reset requests for one account on several instances: at most ${RESETS_PER_WINDOW} mails`, async () => {
    const u = await givenDashboardUser(t);
    // Each instance queues its own requests one after another; instances sharing a database do not wait for each other.
    const instances = Array.from({ length: 8 }, () => {
      const deps: AppDeps = { ...t.deps };
      return { deps, app: createApp(deps) };
    });
    const replies = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) =>
        instances[i % instances.length]!.app.request('/api/dashboard-user/password-reset', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ email: u.email }),
        }),
      ),
    );
    for (const r of replies) expect(r.status).toBe(200);
    await Promise.all(instances.map((i) => resetRequestsSettled(i.deps)));
    const sent = (t.deps.mailer as unknown as { sent: MailMessage[] }).sent;
    const mails = sent.filter((m) => m.to === u.email && m.subject === RESET_SUBJECT);
    expect(mails.length).toBeLessThanOrEqual(RESETS_PER_WINDOW);
    expect(mails).toHaveLength(RESETS_PER_WINDOW);
  });

  it('the counter: 40 hits at once on one key are counted 1 to 40, each once; a window ends and starts again at 1', async () => {
    const hits = await Promise.all(Array.from({ length: AT_ONCE }, () => countHit(t.deps, 'test:burst', 60)));
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(Array.from({ length: AT_ONCE }, (_, i) => i + 1));
    // One window for all of them, from the first hit.
    expect(new Set(hits.map((h) => h.resetsAt.getTime())).size).toBe(1);
    expect(hits[0]!.resetsAt.getTime() - t.clock().getTime()).toBeLessThanOrEqual(60_000);

    t.clock.advance(59);
    expect((await countHit(t.deps, 'test:burst', 60)).count).toBe(AT_ONCE + 1);
    t.clock.advance(1);
    const fresh = await countHit(t.deps, 'test:burst', 60);
    expect(fresh.count).toBe(1);
    expect(fresh.resetsAt.getTime()).toBe(t.clock().getTime() + 60_000);
    // Keys are counted apart.
    expect((await countHit(t.deps, 'test:other', 60)).count).toBe(1);
  });

  it('the counter: a hit given back lowers its own window only; past the cap a 429 says when to come back', async () => {
    const first = await countHit(t.deps, 'test:give-back', 60);
    const second = await countHit(t.deps, 'test:give-back', 60);
    await giveBack(t.deps, 'test:give-back', second);
    expect((await countHit(t.deps, 'test:give-back', 60)).count).toBe(2);
    t.clock.advance(61);
    const next = await countHit(t.deps, 'test:give-back', 60);
    await giveBack(t.deps, 'test:give-back', first); // from the ended window: nothing changes
    expect((await countHit(t.deps, 'test:give-back', 60)).count).toBe(next.count + 1);

    for (let i = 0; i < 2; i++) await withinCap(t.deps, 'test:cap', 2, 60);
    t.clock.advance(20);
    const refused = await withinCap(t.deps, 'test:cap', 2, 60).catch((err: unknown) => err);
    expect(refused).toMatchObject({ status: 429, message: MESSAGES.tooManyRequests, headers: { 'Retry-After': '40' } });
  });

  it('a refused send says when to try again (Retry-After)', async () => {
    for (let i = 0; i < PHONE_SENDS_PER_WINDOW; i++) {
      expect((await t.request('POST', '/api/identity/local/phone/send', { body: { humanCheck: await humanProof(t), phoneNumber: '+447700900778' } })).status).toBe(200);
    }
    t.clock.advance(100);
    const refused = await t.request('POST', '/api/identity/local/phone/send', { body: { humanCheck: await humanProof(t), phoneNumber: '+447700900778' } });
    expectError(refused, 429, MESSAGES.tooManyRequests);
    expect(Number(refused.headers.get('retry-after'))).toBe(PHONE_SEND_WINDOW - 100);
  });
});
