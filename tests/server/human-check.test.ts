import { HumanCheckReplySchema } from '@contract/human-check';
import { MESSAGES } from '@contract/messages';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedDemos, usedHumanChecks } from '../../server/src/db/schema';
import { HUMAN_CHECK_COUNTER, HUMAN_CHECK_TTL, issueChallenge, verifyProof } from '../../server/src/human-check';
import { DB_KINDS, expectError, expectNothingLeaked, makeTestApp, type TestApp } from './helpers';
import { humanProof, solveProof } from './human-check';

// The invisible human check (docs/decisions/0038): challenges, proofs, single use, and where it is asked for.

const CONTACT_TOKEN = 'test-contact-token-0123456789';
const CONTACT = { token: CONTACT_TOKEN, versionNumber: 'v2' };
const BOOKING = {
  name: 'Ravi Iyer',
  companyName: 'Iyer Motors',
  businessEmail: 'ravi@iyer-motors.example',
  phoneNumber: '+919812345670',
  message: 'A virtual showroom, please.',
};
const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64');

describe.each(DB_KINDS)('human check on %s', (kind) => {
  let t: TestApp;
  const verify = (payload: unknown) => verifyProof(t.deps, payload);
  const decoded = (proof: string) => JSON.parse(Buffer.from(proof, 'base64').toString('utf8'));

  beforeAll(async () => {
    t = await makeTestApp({ kind, env: { CONTACT_API_TOKEN: CONTACT_TOKEN, RATE_LIMIT_BOOK_DEMO_EMAIL: '1000' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('GET meta/human-check issues a signed PBKDF2 challenge that expires in minutes, not cached', async () => {
    const res = await t.request('GET', '/api/meta/human-check', { headers: CONTACT });
    expect(res.status, res.text).toBe(200);
    const { challenge } = HumanCheckReplySchema.parse(res.body).data;
    expect(res.body.message).toBe(MESSAGES.humanCheckIssued);
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1000, keyLength: 32 });
    expect(challenge.parameters.expiresAt).toBe(Math.floor(t.clock().getTime() / 1000) + HUMAN_CHECK_TTL);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    // Like the book-demo call, the contact service's key is asked for.
    expect((await t.request('GET', '/api/meta/human-check')).status).toBe(401);
  });

  it('GET identity/local/human-check issues one too, without the contact key', async () => {
    const res = await t.request('GET', '/api/identity/local/human-check');
    expect(res.status, res.text).toBe(200);
    expect(HumanCheckReplySchema.parse(res.body).data.challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
  });

  it('a solved challenge from the endpoint passes once; the same proof again fails', async () => {
    const res = await t.request('GET', '/api/identity/local/human-check');
    const started = performance.now();
    const proof = await solveProof(HumanCheckReplySchema.parse(res.body).data.challenge);
    const solvedIn = performance.now() - started;
    const { solution } = decoded(proof);
    expect(solution.counter).toBeGreaterThanOrEqual(HUMAN_CHECK_COUNTER.min);
    expect(solution.counter).toBeLessThanOrEqual(HUMAN_CHECK_COUNTER.max);
    expect(solvedIn).toBeLessThan(10_000);
    expect(await verify(proof)).toBe('passed');
    expect(await verify(proof)).toBe('failed');
  });

  it('two uses of one proof at the same moment: exactly one passes', async () => {
    const proof = await humanProof(t);
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => verify(proof)));
    expect(outcomes.filter((o) => o === 'passed')).toHaveLength(1);
  });

  it('a forged signature, a changed parameter or another key fails', async () => {
    const proof = decoded(await humanProof(t));
    const forgedSignature = { ...proof, challenge: { ...proof.challenge, signature: 'a'.repeat(64) } };
    expect(await verify(b64(forgedSignature))).toBe('failed');
    const cheaper = { ...proof, challenge: { ...proof.challenge, parameters: { ...proof.challenge.parameters, cost: 1 } } };
    expect(await verify(b64(cheaper))).toBe('failed');
    const later = { ...proof.challenge.parameters, expiresAt: proof.challenge.parameters.expiresAt + 3600 };
    expect(await verify(b64({ ...proof, challenge: { ...proof.challenge, parameters: later } }))).toBe('failed');
    // A challenge the attacker signed with a key of their own, solved honestly.
    const own = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1000,
      counter: 1,
      deriveKey,
      expiresAt: Math.floor(t.clock().getTime() / 1000) + 60,
      hmacSignatureSecret: 'not-the-servers-key',
      hmacKeySignatureSecret: 'not-the-servers-key-either',
    });
    expect(await verify(await solveProof(own as Parameters<typeof solveProof>[0]))).toBe('failed');
    // A wrong answer to a real challenge.
    const wrong = { ...proof, solution: { ...proof.solution, derivedKey: '00'.repeat(32) } };
    expect(await verify(b64(wrong))).toBe('failed');
    expect(await t.deps.db.select().from(usedHumanChecks)).toHaveLength(2);
  });

  it('an expired challenge fails, even solved', async () => {
    const proof = await solveProof(await issueChallenge(t.deps, { counter: 1 }));
    t.clock.advance(HUMAN_CHECK_TTL + 1);
    try {
      expect(await verify(proof)).toBe('failed');
    } finally {
      t.clock.advance(-(HUMAN_CHECK_TTL + 1));
    }
  });

  it('malformed proofs are failed, never thrown; none at all is missing', async () => {
    const proof = decoded(await humanProof(t));
    const malformed: unknown[] = [
      'not base64 at all!',
      b64('not json'),
      b64('null'),
      b64({}),
      b64({ challenge: proof.challenge }),
      b64({ ...proof, solution: { counter: -1, derivedKey: proof.solution.derivedKey } }),
      b64({ ...proof, solution: { counter: 2 ** 40, derivedKey: proof.solution.derivedKey } }),
      b64({ ...proof, solution: { counter: 1, derivedKey: 'xyz' } }),
      b64({ ...proof, challenge: { ...proof.challenge, parameters: { ...proof.challenge.parameters, salt: 'zz' } } }),
      b64({ ...proof, challenge: { ...proof.challenge, parameters: { ...proof.challenge.parameters, algorithm: 'SHA-1' } } }),
      b64({ ...proof, extra: { __proto__: { polluted: true } } }),
      'A'.repeat(5000),
      42,
      { challenge: proof.challenge, solution: proof.solution },
      ['x'],
    ];
    for (const payload of malformed) expect(await verify(payload), JSON.stringify(payload).slice(0, 80)).toBe('failed');
    for (const payload of [undefined, null, '']) expect(await verify(payload)).toBe('missing');
  });

  describe('the demo form: a bot signal, never a refusal', () => {
    const countBookings = async () => (await t.deps.db.select().from(bookedDemos)).length;
    const countLeads = async () => (await t.deps.db.select().from(bookedDemos)).filter((r) => r.quarantineReason === null).length;
    const book = async (extra: Record<string, unknown>) =>
      t.request('POST', '/api/meta/book-demo', {
        headers: CONTACT,
        body: { ...BOOKING, startedAt: t.clock().getTime() - 60_000, ...extra },
      });

    it('with a passed check the booking is stored as a lead', async () => {
      const before = await countBookings();
      const leadsBefore = await countLeads();
      const res = await book({ humanCheck: await humanProof(t) });
      expect(res.status, res.text).toBe(200);
      expect(res.body.message).toBe(MESSAGES.bookDemoSent);
      expect(await countBookings()).toBe(before + 1);
      expect(await countLeads()).toBe(leadsBefore + 1);
    });

    it('without a proof, with a malformed or a reused one: answered as a success, kept from sales as a bot', async () => {
      const reused = await humanProof(t);
      expect((await book({ humanCheck: reused })).status).toBe(200);
      const before = await countBookings();
      for (const humanCheck of [undefined, 'garbage', 12, reused, 'B'.repeat(20_000)]) {
        const res = await book(humanCheck === undefined ? {} : { humanCheck });
        expect(res.status, res.text).toBe(200);
        expect(res.body.message).toBe(MESSAGES.bookDemoSent);
      }
      // Stored, held from the mail in quarantine with the reason (docs/decisions/0037): never lost, never mailed.
      const rows = await t.deps.db.select().from(bookedDemos);
      const reasons = rows.filter((r) => r.quarantineReason !== null).map((r) => r.quarantineReason);
      expect(await countBookings()).toBe(before + 5);
      expect(reasons.filter((r) => r === 'human-check-missing')).toHaveLength(1);
      expect(reasons.filter((r) => r === 'human-check-failed')).toHaveLength(4);
      expect(rows.filter((r) => r.quarantineReason !== null).every((r) => r.mailState === 'held')).toBe(true);
    });
  });

  describe('the local code sends: refused without a passed check', () => {
    const phone = '+447700900123';
    const sends = [
      ['identity/local/phone/send', { phoneNumber: phone }],
      ['identity/local/google', { email: 'proof@example.com', name: 'Proof' }],
    ] as const;

    it.each(sends)('%s: no proof, a failed one or a used one → 400, nothing sent', async (path, body) => {
      const mails = (t.deps.mailer as unknown as { sent: unknown[] }).sent.length;
      const used = await humanProof(t);
      expect(await verify(used)).toBe('passed');
      for (const humanCheck of [undefined, 'garbage', used]) {
        const res = await t.request('POST', `/api/${path}`, { body: humanCheck === undefined ? body : { ...body, humanCheck } });
        expectError(res, 400, MESSAGES.humanCheckFailed);
      }
      expect((t.deps.mailer as unknown as { sent: unknown[] }).sent.length).toBe(mails);
    });

    it.each(sends)('%s: with a proof the code is sent', async (path, body) => {
      const res = await t.request('POST', `/api/${path}`, { body: { ...body, humanCheck: await humanProof(t) } });
      expect(res.status, res.text).toBe(200);
      expect(res.body.data.verificationId).toMatch(/^[0-9a-f]{24}$/);
    });
  });

  it('leaks nothing', () => expectNothingLeaked(t));
});

describe('identity/local/human-check in firebase mode', () => {
  it('is 404 like the other local identity rows', async () => {
    const t = await makeTestApp({ env: { IDENTITY_PROVIDER: 'firebase', FIREBASE_PROJECT_ID: 'demo-project' } });
    t.deps.identity = { kind: 'firebase', verify: async () => null };
    try {
      expectError(await t.request('GET', '/api/identity/local/human-check'), 404, MESSAGES.notFound);
    } finally {
      await t.close();
    }
  });
});
