import { MESSAGES } from '@contract/messages';
import { IdTokenReplySchema } from '@contract/identity';
import { UserLoginReplySchema, UserReplySchema } from '@contract/metaverse-user';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metaverseUserIdentities } from '../../server/src/db/schema';
import { DB_KINDS, expectError, expectValidation, makeTestApp, type TestApp } from './helpers';
import { humanProof } from './human-check';
import { localGoogleToken, loginMetaverseUser } from './user-session';

// A citizen's own account: email and phone change only with a code to the new one (docs/decisions/0032).

const PHONES = ['+919123400001', '+919123400002', '+919123400003', '+919123400004', '+919123400005', '+919123400006'];
const CODE = '135790';

describe.each(DB_KINDS)('citizen account on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ kind, env: { LOCAL_TEST_PHONES: PHONES.map((p) => `${p}:${CODE}`).join(',') } });
  });
  afterAll(() => t?.close());

  async function phoneToken(phoneNumber: string): Promise<string> {
    const sent = await t.request('POST', '/api/identity/local/phone/send', { body: { humanCheck: await humanProof(t), phoneNumber } });
    expect(sent.status, sent.text).toBe(200);
    const res = await t.request('POST', '/api/identity/local/phone/verify', {
      body: { verificationId: sent.body.data.verificationId, code: CODE },
    });
    expect(res.status, res.text).toBe(200);
    return IdTokenReplySchema.parse(res.body).data.idToken;
  }
  const signIn = async (token: string, provider: 'google' | 'phone') => {
    const res = await t.request('POST', '/api/user', { body: { token, provider } });
    expect(res.status, res.text).toBe(200);
    return UserLoginReplySchema.parse(res.body).data;
  };
  const link = (accessToken: string, token: string, provider: 'google' | 'phone') =>
    t.request('PUT', '/api/user/identity', { token: accessToken, body: { token, provider } });

  it('PATCH user refuses an email or phone number nobody verified, and says how to change it', async () => {
    const me = await loginMetaverseUser(t, { email: 'owner-a@example.com' });
    const email = await t.request('PATCH', '/api/user', { token: me.accessToken, body: { email: 'victim@example.com' } });
    expectValidation(email, { message: MESSAGES.identityChangeByCode, path: ['email'] });
    const phone = await t.request('PATCH', '/api/user', { token: me.accessToken, body: { name: 'X', phoneNumber: '+919000000001' } });
    expectValidation(phone, { message: MESSAGES.identityChangeByCode, path: ['phoneNumber'] });
    const after = UserReplySchema.parse((await t.request('GET', '/api/user', { token: me.accessToken })).body).data.user;
    expect(after).toMatchObject({ email: 'owner-a@example.com', phoneNumber: '', name: 'City Person' });

    // The real owner of that email signs in with Google later: the address is theirs.
    const owner = await signIn(await localGoogleToken(t, 'victim@example.com', 'Victim'), 'google');
    expect(owner.user.email).toBe('victim@example.com');
  });

  it('a phone-only citizen adds an email proven by a code; Google then signs in to the same account', async () => {
    const me = await signIn(await phoneToken(PHONES[0]!), 'phone');
    expect(me.user).toMatchObject({ phoneNumber: PHONES[0], email: '' });
    const res = await link(me.accessToken, await localGoogleToken(t, 'Added@Example.com', 'Added'), 'google');
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe(MESSAGES.identityLinked);
    expect(UserReplySchema.parse(res.body).data.user).toMatchObject({ _id: me.user._id, email: 'added@example.com', phoneNumber: PHONES[0] });

    const byGoogle = await signIn(await localGoogleToken(t, 'added@example.com', 'Added'), 'google');
    expect(byGoogle.user._id).toBe(me.user._id);
    const byPhone = await signIn(await phoneToken(PHONES[0]!), 'phone');
    expect(byPhone.user._id).toBe(me.user._id);
  });

  it('a new phone number replaces the old one: the old number no longer signs in to the account', async () => {
    const me = await signIn(await phoneToken(PHONES[1]!), 'phone');
    const res = await link(me.accessToken, await phoneToken(PHONES[2]!), 'phone');
    expect(res.status, res.text).toBe(200);
    expect(UserReplySchema.parse(res.body).data.user.phoneNumber).toBe(PHONES[2]);
    expect((await signIn(await phoneToken(PHONES[2]!), 'phone')).user._id).toBe(me.user._id);
    expect((await signIn(await phoneToken(PHONES[1]!), 'phone')).user._id).not.toBe(me.user._id);
  });

  it('an identity that belongs to another citizen is a 409 with a clear message, and nothing changes', async () => {
    const other = await signIn(await phoneToken(PHONES[3]!), 'phone');
    const otherByMail = await loginMetaverseUser(t, { email: 'taken@example.com' });
    const me = await loginMetaverseUser(t, { email: 'me-409@example.com' });

    expectError(await link(me.accessToken, await phoneToken(PHONES[3]!), 'phone'), 409, MESSAGES.phoneTaken);
    const taken = await link(me.accessToken, await localGoogleToken(t, 'taken@example.com'), 'google');
    expectError(taken, 409, MESSAGES.emailTaken);

    const mine = UserReplySchema.parse((await t.request('GET', '/api/user', { token: me.accessToken })).body).data.user;
    expect(mine).toMatchObject({ email: 'me-409@example.com', phoneNumber: '' });
    expect((await signIn(await phoneToken(PHONES[3]!), 'phone')).user._id).toBe(other.user._id);
    expect(otherByMail.user.email).toBe('taken@example.com');
  });

  it('a token that does not verify is a 401; the wrong provider too; a bad body is a 400', async () => {
    const me = await loginMetaverseUser(t);
    expectError(await link(me.accessToken, 'not-a-token', 'phone'), 401, MESSAGES.invalidCredentials);
    const google = await localGoogleToken(t, 'wrong-kind@example.com');
    expectError(await link(me.accessToken, google, 'phone'), 401, MESSAGES.invalidCredentials);
    // A token signs in or links once (docs/decisions/0035): one already used for a sign-in links nothing.
    const spent = await localGoogleToken(t, 'spent-once@example.com');
    expect((await t.request('POST', '/api/user', { body: { token: spent, provider: 'google' } })).status).toBe(200);
    const other = await loginMetaverseUser(t);
    expectError(await link(other.accessToken, spent, 'google'), 401, MESSAGES.invalidCredentials);
    const bad = await t.request('PUT', '/api/user/identity', { token: me.accessToken, body: { provider: 'fax', token: 'x' } });
    expect(bad.status).toBe(400);
    expectError(await t.request('PUT', '/api/user/identity', { body: { token: google, provider: 'google' } }), 401, MESSAGES.unauthorized);
  });

  it('DELETE user ends the account with its linked identities: the number signs up afresh', async () => {
    const me = await signIn(await phoneToken(PHONES[4]!), 'phone');
    expect((await link(me.accessToken, await phoneToken(PHONES[5]!), 'phone')).status).toBe(200);
    const res = await t.request('DELETE', '/api/user', { token: me.accessToken });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe(MESSAGES.userDeleted(me.user._id));
    expectError(await t.request('GET', '/api/user', { token: me.accessToken }), 401, MESSAGES.unauthorized);
    expect(await t.deps.db.select().from(metaverseUserIdentities).where(eq(metaverseUserIdentities.userId, me.user._id))).toEqual([]);
    const again = await signIn(await phoneToken(PHONES[5]!), 'phone');
    expect(again.user._id).not.toBe(me.user._id);
  });
});
