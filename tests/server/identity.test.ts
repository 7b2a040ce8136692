import { readFileSync } from 'node:fs';
import path from 'node:path';
import { IdTokenReplySchema, LocalCodeSentReplySchema, LocalPhoneSendReplySchema } from '@contract/identity';
import { MESSAGES } from '@contract/messages';
import { UserLoginReplySchema } from '@contract/metaverse-user';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../server/src/env';
import { createIdentity } from '../../server/src/identity';
import { createFirebaseIdentity } from '../../server/src/identity/firebase';
import { createLocalIdentity, isLocalIdentity } from '../../server/src/identity/local';
import { silentLogger } from '../../server/src/logger';
import {
  createTestClock,
  DB_KINDS,
  expectError,
  expectNothingLeaked,
  makeTestApp,
  type TestApp,
} from './helpers';
import { humanProof } from './human-check';
import { codeMails, localGoogleToken, mailedCode } from './email-code';
import { loginMetaverseUser } from './user-session';

type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

const TEST_PHONE = '+919876543210';
const TEST_CODE = '123456';

describe.each(DB_KINDS)('local identity provider on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ kind, env: { LOCAL_TEST_PHONES: `${TEST_PHONE}:${TEST_CODE}, +15550001111:000000` } });
  });
  afterAll(() => t?.close());

  const send = async (phoneNumber: string) => t.request('POST', '/api/identity/local/phone/send', { body: { humanCheck: await humanProof(t), phoneNumber } });
  const verify = (verificationId: string, code: string) =>
    t.request('POST', '/api/identity/local/phone/verify', { body: { verificationId, code } });
  const login = (token: string, provider: 'google' | 'phone') => t.request('POST', '/api/user', { body: { token, provider } });

  /** The code the API "texted": from its log line, and the same in the outbox file. */
  function sentCode(verificationId: string): string {
    const line = t.logs.map((l) => JSON.parse(l)).find((l) => l.verificationId === verificationId && l.code);
    const outbox = readFileSync(path.join(t.deps.config.dataDir, 'outbox.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(outbox.some((m) => m.kind === 'sms' && m.text.includes(line.code))).toBe(true);
    return line.code as string;
  }

  it('a LOCAL_TEST_PHONES number signs in end to end with its fixed code, and comes back to the same account', async () => {
    const sent = await send(TEST_PHONE);
    expect(sent.status, sent.text).toBe(200);
    const { message, data } = LocalPhoneSendReplySchema.parse(sent.body);
    expect(message).toBe(MESSAGES.phoneCodeSent);
    expect(sent.text).not.toContain(TEST_CODE);
    expect(t.logs.join('\n')).not.toContain(TEST_CODE);

    const verified = await verify(data.verificationId, TEST_CODE);
    expect(verified.status, verified.text).toBe(200);
    const { idToken } = IdTokenReplySchema.parse(verified.body).data;
    const res = await login(idToken, 'phone');
    expect(res.status, res.text).toBe(200);
    const first = UserLoginReplySchema.parse(res.body).data.user;
    expect(first).toMatchObject({ phoneNumber: TEST_PHONE, email: '', name: '' });

    const again = await verify((await send(TEST_PHONE)).body.data.verificationId, TEST_CODE);
    const second = await login(again.body.data.idToken, 'phone');
    expect(second.body.data.user._id).toBe(first._id);
  });

  it('any other number gets a random code in the log and the outbox, never in the reply', async () => {
    const sent = await send('+447700900123');
    expect(sent.status, sent.text).toBe(200);
    const { verificationId } = sent.body.data;
    const code = sentCode(verificationId);
    expect(code).toMatch(/^[0-9]{6}$/);
    expect(sent.text).not.toContain(code);

    const wrong = code === '000000' ? '000001' : '000000';
    expectError(await verify(verificationId, wrong), 400, MESSAGES.invalidPhoneCode);
    const ok = await verify(verificationId, code);
    expect(ok.status, ok.text).toBe(200);
    const res = await login(ok.body.data.idToken, 'phone');
    expect(res.body.data.user.phoneNumber).toBe('+447700900123');
    // One use only.
    expectError(await verify(verificationId, code), 400, MESSAGES.invalidPhoneCode);
  });

  it('five tries per code: the sixth answers 429 even when right', async () => {
    const { verificationId } = (await send('+447700900124')).body.data;
    const code = sentCode(verificationId);
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) expectError(await verify(verificationId, wrong), 400, MESSAGES.invalidPhoneCode);
    expectError(await verify(verificationId, code), 429, MESSAGES.tooManyRequests);
  });

  it('a code expires after 5 minutes', async () => {
    const { verificationId } = (await send(TEST_PHONE)).body.data;
    t.clock.advance(301);
    expectError(await verify(verificationId, TEST_CODE), 400, MESSAGES.invalidPhoneCode);
  });

  it('at most 5 codes per number in 10 minutes (test numbers exempt)', async () => {
    for (let i = 0; i < 5; i++) expect((await send('+447700900125')).status).toBe(200);
    expectError(await send('+447700900125'), 429, MESSAGES.tooManyRequests);
    for (let i = 0; i < 6; i++) expect((await send('+15550001111')).status).toBe(200);
    t.clock.advance(601);
    expect((await send('+447700900125')).status).toBe(200);
  });

  it('validates the number and the code', async () => {
    for (const phoneNumber of ['9876543210', '+0123456789', '+91 98765', 'abc']) {
      const res = await send(phoneNumber);
      expect(res.status).toBe(400);
      expect(res.body.errors.details[0]).toEqual({ message: 'Invalid Phone Number!', path: ['phoneNumber'] });
    }
    const res = await verify('0'.repeat(24), '12345');
    expect(res.body.errors.details[0]).toEqual({ message: 'The verification code must be 6 digits', path: ['code'] });
    expectError(await verify('0'.repeat(24), '123456'), 400, MESSAGES.invalidPhoneCode);
  });

  it('the account chooser gives a google token (subject: the lowercased email) good only for provider google', async () => {
    const idToken = await localGoogleToken(t, 'Mixed.Case@Example.com', 'Mixed Case');
    expectError(await login(idToken, 'phone'), 401, MESSAGES.invalidCredentials);
    const ok = await login(idToken, 'google');
    expect(ok.body.data.user).toMatchObject({ email: 'mixed.case@example.com', name: 'Mixed Case' });

    // A phone token is no good as a google one either.
    const phoneToken = (await verify((await send(TEST_PHONE)).body.data.verificationId, TEST_CODE)).body.data.idToken;
    expectError(await login(phoneToken, 'google'), 401, MESSAGES.invalidCredentials);
  });

  describe('the Google stand-in proves the email with a mailed code', () => {
    const choose = async (email: string, name = 'Claimed Name') =>
      t.request('POST', '/api/identity/local/google', { body: { humanCheck: await humanProof(t), email, name } });
    const verifyEmail = (verificationId: string, code: string) =>
      t.request('POST', '/api/identity/local/google/verify', { body: { verificationId, code } });
    const otherThan = (code: string) => (code === '000000' ? '000001' : '000000');

    it('the attack fails: claiming an email gives no identity token, so POST user cannot open that account', async () => {
      const victim = await loginMetaverseUser(t, { email: 'victim@example.com', name: 'Victim' });
      const claimed = await choose('victim@example.com', 'Attacker');
      expect(claimed.status, claimed.text).toBe(200);
      expect(LocalCodeSentReplySchema.parse(claimed.body).message).toBe('Verification code sent to your email');
      // The reply carries the id of the code and nothing else: no token, no code.
      expect(Object.keys(claimed.body.data)).toEqual(['verificationId']);
      expect(claimed.text).not.toMatch(/idToken|eyJ/);
      const code = mailedCode(t, 'victim@example.com');
      expect(claimed.text).not.toContain(code);
      // Without the mailbox: guesses are refused, and the old one-step reply is no token either.
      expectError(await verifyEmail(claimed.body.data.verificationId, otherThan(code)), 400, 'Invalid or expired verification code');
      expectError(await login(String(claimed.body.data.idToken), 'google'), 401, MESSAGES.invalidCredentials);
      expectError(await login(claimed.body.data.verificationId, 'google'), 401, MESSAGES.invalidCredentials);

      // The owner of the mailbox reads the code: that opens the victim's own account, once.
      const ok = await verifyEmail(claimed.body.data.verificationId, code);
      expect(ok.status, ok.text).toBe(200);
      expect(IdTokenReplySchema.parse(ok.body).message).toBe('Signed in');
      const res = await login(ok.body.data.idToken, 'google');
      expect(res.status, res.text).toBe(200);
      expect(res.body.data.user._id).toBe(victim.user._id);
      expectError(await verifyEmail(claimed.body.data.verificationId, code), 400, 'Invalid or expired verification code');
    });

    it('the code goes to the mailer (subject without it), never into a log line or a reply', async () => {
      const sent = await choose('Inbox.Owner@Example.com', 'Inbox Owner');
      const [mail] = codeMails(t, 'inbox.owner@example.com');
      expect(mail).toMatchObject({ to: 'inbox.owner@example.com', subject: 'Your Eternity City sign-in code' });
      const code = mailedCode(t, 'inbox.owner@example.com');
      expect(mail!.subject).not.toContain(code);
      expect(t.logs.some((l) => l.includes(sent.body.data.verificationId))).toBe(true);
      for (const text of [...t.logs, ...t.replies]) expect(text).not.toContain(code);
      const ok = await verifyEmail(sent.body.data.verificationId, code);
      const user = await login(ok.body.data.idToken, 'google');
      expect(user.body.data.user).toMatchObject({ email: 'inbox.owner@example.com', name: 'Inbox Owner' });
    });

    it('a code expires after 5 minutes', async () => {
      const { verificationId } = (await choose('slow@example.com')).body.data;
      const code = mailedCode(t, 'slow@example.com');
      t.clock.advance(301);
      expectError(await verifyEmail(verificationId, code), 400, 'Invalid or expired verification code');
    });

    it('five tries per code, counted before checking: of 20 concurrent guesses 5 are judged, then even the right code is 429', async () => {
      const { verificationId } = (await choose('guessed@example.com')).body.data;
      const code = mailedCode(t, 'guessed@example.com');
      const wrong = otherThan(code);
      const replies = await Promise.all(Array.from({ length: 20 }, () => verifyEmail(verificationId, wrong)));
      expect(replies.filter((r) => r.status === 400)).toHaveLength(5);
      expect(replies.filter((r) => r.status === 429)).toHaveLength(15);
      for (const r of replies.filter((x) => x.status === 429)) expectError(r, 429, MESSAGES.tooManyRequests);
      expectError(await verifyEmail(verificationId, code), 429, MESSAGES.tooManyRequests);
    });

    it('a code sent by SMS cannot finish a Google sign-in, nor a mailed one a phone sign-in', async () => {
      const byPhone = (await send(TEST_PHONE)).body.data.verificationId;
      expectError(await verifyEmail(byPhone, TEST_CODE), 400, 'Invalid or expired verification code');
      const byMail = (await choose('crossed@example.com')).body.data.verificationId;
      expectError(await verify(byMail, mailedCode(t, 'crossed@example.com')), 400, MESSAGES.invalidPhoneCode);
    });

    it('at most 5 codes per mailbox in 10 minutes, whatever the letter case', async () => {
      for (let i = 0; i < 5; i++) expect((await choose(i % 2 ? 'busy@example.com' : 'BUSY@example.com')).status).toBe(200);
      expectError(await choose('busy@example.com'), 429, MESSAGES.tooManyRequests);
      expect(codeMails(t, 'busy@example.com')).toHaveLength(5);
      // Past the codes' 5 minutes the window still counts them, also after another send cleared out old codes.
      t.clock.advance(400);
      expect((await choose('someone.else@example.com')).status).toBe(200);
      expectError(await choose('busy@example.com'), 429, MESSAGES.tooManyRequests);
      t.clock.advance(201);
      expect((await choose('busy@example.com')).status).toBe(200);
    });
  });

  it('tokens of another local provider instance (another secret) are refused', async () => {
    const stranger = createLocalIdentity({ testPhones: {}, logger: silentLogger, clock: t.clock });
    const token = await stranger.issue({ provider: 'google', subject: 'x@example.com', email: 'x@example.com' });
    expectError(await login(token, 'google'), 401, MESSAGES.invalidCredentials);
  });

  it('never puts a secret in a reply or a log line', () => {
    expectNothingLeaked(t);
  });
});

// Outside a local evaluation the provider refuses to start (startup-check.test.ts); should it run anyway, the log
// carries no code.
describe.each(DB_KINDS)('local identity provider in deployment mode on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ kind, env: { APP_MODE: 'deployment' } });
  });
  afterAll(() => t?.close());

  it('writes no one-time code into a log line', async () => {
    const sent = await t.request('POST', '/api/identity/local/phone/send', { body: { humanCheck: await humanProof(t), phoneNumber: '+447700900199' } });
    expect(sent.status, sent.text).toBe(200);
    const outbox = readFileSync(path.join(t.deps.config.dataDir, 'outbox.jsonl'), 'utf8');
    const code = /code is ([0-9]{6})/.exec(outbox)![1]!;
    const line = t.logs.map((l) => JSON.parse(l)).find((l) => l.verificationId === sent.body.data.verificationId);
    expect(line).toMatchObject({ msg: 'local identity: one-time code sent', phoneNumber: '+447700900199' });
    expect(line).not.toHaveProperty('code');
    for (const l of t.logs) expect(l).not.toContain(code);

    await t.request('POST', '/api/identity/local/google', { body: { humanCheck: await humanProof(t), email: 'deployed@example.com', name: 'D' } });
    const mailed = mailedCode(t, 'deployed@example.com');
    for (const l of t.logs) expect(l).not.toContain(mailed);
  });
});

// Firebase ID tokens, checked offline: a key pair made here stands in for Google's published keys.
describe('firebase identity verifier', () => {
  const PROJECT = 'eternity-test';
  const clock = createTestClock();
  let privateKey: SigningKey;
  let otherKey: SigningKey;
  let verifier: ReturnType<typeof createFirebaseIdentity>;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256', { extractable: true });
    privateKey = pair.privateKey;
    otherKey = (await generateKeyPair('RS256')).privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'key-1', alg: 'RS256', use: 'sig' };
    verifier = createFirebaseIdentity({ projectId: PROJECT, logger: silentLogger, clock, keys: createLocalJWKSet({ keys: [jwk] }) });
  });

  const now = () => Math.floor(clock().getTime() / 1000);
  function token(overrides: JWTPayload = {}, options: { key?: SigningKey; kid?: string; iat?: number } = {}) {
    const iat = options.iat ?? now() - 10;
    const claims: JWTPayload = {
      iss: `https://securetoken.google.com/${PROJECT}`,
      aud: PROJECT,
      sub: 'firebase-uid-1',
      iat,
      exp: iat + 3600,
      auth_time: iat,
      email: 'Person@Example.com',
      email_verified: true,
      name: 'A Person',
      firebase: { sign_in_provider: 'google.com', identities: {} },
      ...overrides,
    };
    return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'key-1' }).sign(options.key ?? privateKey);
  }

  it('accepts a valid google token and reads the identity from it', async () => {
    expect(await verifier.verify('google', await token())).toEqual({
      provider: 'google',
      subject: 'firebase-uid-1',
      email: 'person@example.com',
      emailVerified: true,
      phoneNumber: undefined,
      name: 'A Person',
    });
    const phone = await token({ email: undefined, email_verified: undefined, name: undefined, phone_number: '+919876543210', firebase: { sign_in_provider: 'phone' } });
    expect(await verifier.verify('phone', phone)).toMatchObject({ provider: 'phone', phoneNumber: '+919876543210' });
  });

  it('refuses a wrong audience, a wrong issuer, an expired token and a wrong sign_in_provider', async () => {
    expect(await verifier.verify('google', await token({ aud: 'another-project' }))).toBeNull();
    expect(await verifier.verify('google', await token({ iss: 'https://securetoken.google.com/another-project' }))).toBeNull();
    expect(await verifier.verify('google', await token({}, { iat: now() - 7200 }))).toBeNull();
    expect(await verifier.verify('phone', await token())).toBeNull();
    expect(await verifier.verify('google', await token({ firebase: { sign_in_provider: 'password' } }))).toBeNull();
    expect(await verifier.verify('google', await token({ firebase: undefined }))).toBeNull();
  });

  it('refuses an HS256 forgery, alg none, an unknown key, an empty subject and an auth_time in the future', async () => {
    const valid = await token();
    const payload = valid.split('.')[1]!;
    const hs256 = await new SignJWT(JSON.parse(Buffer.from(payload, 'base64url').toString()))
      .setProtectedHeader({ alg: 'HS256', kid: 'key-1' })
      .sign(new TextEncoder().encode('guessable shared secret of some length'));
    expect(await verifier.verify('google', hs256)).toBeNull();
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', kid: 'key-1' })).toString('base64url')}.${payload}.`;
    expect(await verifier.verify('google', none)).toBeNull();
    expect(await verifier.verify('google', await token({}, { key: otherKey }))).toBeNull();
    expect(await verifier.verify('google', await token({ sub: '' }))).toBeNull();
    expect(await verifier.verify('google', await token({ auth_time: now() + 3600 }))).toBeNull();
    expect(await verifier.verify('google', 'not a jwt')).toBeNull();
  });

  describe.each(DB_KINDS)('in the app on %s', (kind) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await makeTestApp({ kind, env: { IDENTITY_PROVIDER: 'firebase', FIREBASE_PROJECT_ID: PROJECT } });
      t.deps.identity = verifier;
    });
    afterAll(() => t?.close());

    it('logs in with a Firebase ID token; the local provider’s endpoints do not exist', async () => {
      const res = await t.request('POST', '/api/user', { body: { token: await token(), provider: 'google' } });
      expect(res.status, res.text).toBe(200);
      expect(UserLoginReplySchema.parse(res.body).data.user).toMatchObject({ email: 'person@example.com', name: 'A Person' });
      expectError(await t.request('POST', '/api/user', { body: { token: await token({ aud: 'x' }), provider: 'google' } }), 401, MESSAGES.invalidCredentials);
      const local = await t.request('POST', '/api/identity/local/google', { body: { email: 'a@example.com', name: 'A' } });
      expectError(local, 404, MESSAGES.notFound);
      expectError(await t.request('POST', '/api/identity/local/phone/send', { body: { phoneNumber: TEST_PHONE } }), 404, MESSAGES.notFound);
    });
  });
});

describe('createIdentity', () => {
  const logger = silentLogger;
  const clock = () => new Date();
  it('picks the provider IDENTITY_PROVIDER names; firebase needs FIREBASE_PROJECT_ID', () => {
    const base = { DATA_DIR: '/tmp/eternity-identity-test', JWT_SECRET: 'x'.repeat(32) };
    expect(createIdentity(loadEnv(base), { logger, clock }).kind).toBe('local');
    expect(createIdentity(loadEnv({ ...base, IDENTITY_PROVIDER: 'firebase', FIREBASE_PROJECT_ID: 'p' }), { logger, clock }).kind).toBe('firebase');
    expect(() => createIdentity(loadEnv({ ...base, IDENTITY_PROVIDER: 'firebase' }), { logger, clock })).toThrow(/FIREBASE_PROJECT_ID/);
  });

  it('local tokens survive a restart: the key comes from JWT_SECRET', async () => {
    const config = loadEnv({ DATA_DIR: '/tmp/eternity-identity-test', JWT_SECRET: 'y'.repeat(32) });
    const a = createIdentity(config, { logger, clock });
    const b = createIdentity(config, { logger, clock });
    if (!isLocalIdentity(a)) throw new Error('expected the local provider');
    const token = await a.issue({ provider: 'phone', subject: TEST_PHONE, phoneNumber: TEST_PHONE });
    expect(await b.verify('phone', token)).toMatchObject({ subject: TEST_PHONE });
  });
});
