import { MessageReplySchema } from '@contract/common';
import { DEVICE_CODE_ALPHABET } from '@contract/constants';
import { DeviceCodeLookupReplySchema, DeviceCodeReplySchema, UserCodeReplySchema } from '@contract/device-code';
import { MESSAGES } from '@contract/messages';
import { DevicesReplySchema, EventsReplySchema, UserLoginReplySchema } from '@contract/metaverse-user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DB_KINDS,
  expectError,
  expectNothingLeaked,
  makeTestApp,
  type TestApp,
} from './helpers';
import { loginMetaverseUser } from './user-session';


describe.each(DB_KINDS)('device-code login on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ kind });
  });
  afterAll(() => t?.close());

  async function newCode(body: object = { name: 'Quest 3', platform: 'VR' }) {
    const res = await t.request('POST', '/api/device/code', { body });
    expect(res.status, res.text).toBe(200);
    return DeviceCodeReplySchema.parse(res.body).data;
  }
  const poll = (deviceCode: string) => t.request('POST', '/api/device/token', { body: { deviceCode } });
  const approve = (token: string, code: string) => t.request('POST', '/api/user/code', { token, body: { code, decision: 'allow' } });
  const deny = (token: string, code: string) => t.request('POST', '/api/user/code', { token, body: { code, decision: 'deny' } });
  const lookup = (token: string | undefined, code: string) => t.request('GET', `/api/device/code/${encodeURIComponent(code)}`, { token });

  it('pending → slow_down → approved (case-insensitive, trimmed) → tokens once → expired_token', async () => {
    const screen = await newCode();
    expect(screen).toMatchObject({ expiresIn: 600, interval: 5, verificationUri: '/code' });
    expect(screen.userCode).toMatch(new RegExp(`^[${DEVICE_CODE_ALPHABET}]{6}$`));
    expect(screen.deviceCode.length).toBeGreaterThanOrEqual(43);

    expectError(await poll(screen.deviceCode), 400, MESSAGES.authorizationPending);
    t.clock.advance(2);
    expectError(await poll(screen.deviceCode), 400, MESSAGES.slowDown);
    t.clock.advance(6); // the interval grew to 10 s: 6 s is still too soon
    expectError(await poll(screen.deviceCode), 400, MESSAGES.slowDown);
    t.clock.advance(16);
    expectError(await poll(screen.deviceCode), 400, MESSAGES.authorizationPending);

    const person = await loginMetaverseUser(t);
    t.clock.advance(1);
    const res = await approve(person.accessToken, `  ${screen.userCode.toLowerCase()} `);
    expect(res.status, res.text).toBe(200);
    expect(MessageReplySchema.parse(res.body)).toEqual({ message: 'Logged in successfully' });
    // The reply names the screen, so /code can say which device was signed in.
    const approved = UserCodeReplySchema.parse(res.body).data.device;
    expect(approved).toMatchObject({ name: 'Quest 3', platform: 'VR' });

    const tokens = await poll(screen.deviceCode);
    expect(tokens.status, tokens.text).toBe(200);
    const session = UserLoginReplySchema.parse(tokens.body).data;
    expect(session.user._id).toBe(person.user._id);
    const me = await t.request('GET', '/api/user', { token: session.accessToken });
    expect(me.body.data.user._id).toBe(person.user._id);
    const refreshed = await t.request('PATCH', '/api/user/refresh-token', { body: { refreshToken: session.refreshToken } });
    expect(refreshed.status).toBe(200);

    expectError(await poll(screen.deviceCode), 400, MESSAGES.expiredToken);
    t.clock.advance(1);
    expectError(await approve(person.accessToken, screen.userCode), 400, MESSAGES.invalidDeviceCode);

    const devices = DevicesReplySchema.parse((await t.request('GET', '/api/user/devices', { token: person.accessToken })).body).devices;
    expect(devices).toMatchObject([{ name: 'Quest 3', platform: 'VR' }]);
    expect(devices[0]!._id).toBe(approved._id);
    expect(devices[0]!.lastSeenAt).not.toBeNull();
    const events = EventsReplySchema.parse((await t.request('GET', '/api/user/events', { token: person.accessToken })).body).data.events;
    // Newest first: the refused second approval, then the sign-in on the device.
    expect(events.map((e) => e.type).slice(0, 2)).toEqual(['device.code.rejected', 'device.login']);
    expect(events[1]).toMatchObject({ type: 'device.login', payload: { deviceId: devices[0]!._id, name: 'Quest 3', platform: 'VR' } });

    // The same screen signing in again is the same device, seen again.
    t.clock.advance(30);
    const again = await newCode();
    expect((await approve(person.accessToken, again.userCode)).status).toBe(200);
    const after = DevicesReplySchema.parse((await t.request('GET', '/api/user/devices', { token: person.accessToken })).body).devices;
    expect(after).toHaveLength(1);
    expect(after[0]!.lastSeenAt! > devices[0]!.lastSeenAt!).toBe(true);
  });

  it('a code expires after 10 minutes, for the screen and for the user', async () => {
    const person = await loginMetaverseUser(t);
    const screen = await newCode({});
    t.clock.advance(601);
    expectError(await poll(screen.deviceCode), 400, MESSAGES.expiredToken);
    expectError(await approve(person.accessToken, screen.userCode), 400, MESSAGES.invalidDeviceCode);
  });

  it('an unknown device code is expired_token; bad input is a 400 naming the field', async () => {
    expectError(await poll('not-a-code-we-issued'), 400, MESSAGES.expiredToken);
    const missing = await t.request('POST', '/api/device/token', { body: {} });
    expect(missing.body.errors.details[0]).toEqual({ message: 'deviceCode is required', path: ['deviceCode'] });
    const long = await t.request('POST', '/api/device/code', { body: { name: 'x'.repeat(81) } });
    expect(long.body.errors.details[0]).toEqual({ message: 'name must be at most 80 characters', path: ['name'] });
    const person = await loginMetaverseUser(t);
    const nul = await t.request('POST', '/api/device/code', { body: { platform: 'V\u0000R' } });
    expect(nul.status).toBe(400);
    expect(nul.body.errors.details[0].path).toEqual(['platform']);
    expect((await approve(person.accessToken, 'AB\u0000CDE')).status).toBe(400);
    expectError(await approve(person.accessToken, 'ABCDE1'), 400, MESSAGES.invalidDeviceCode);
    const short = await approve(person.accessToken, 'ABC');
    expect(short.status).toBe(400);
    expect(short.body.errors.details[0]).toEqual({ message: 'The length of OTP should be 6', path: ['code'] });
  });

  it('approving needs a metaverse-user token', async () => {
    const screen = await newCode();
    expectError(await t.request('POST', '/api/user/code', { body: { code: screen.userCode } }), 401, MESSAGES.unauthorized);
  });

  it('10 wrong codes within 10 minutes → 429 with Retry-After, even for a right code; later it works again', async () => {
    const person = await loginMetaverseUser(t);
    const screen = await newCode();
    const wrong = screen.userCode === 'BBBBBB' ? 'CCCCCC' : 'BBBBBB';
    for (let i = 0; i < 10; i++) {
      expectError(await approve(person.accessToken, wrong), 400, MESSAGES.invalidDeviceCode);
      t.clock.advance(1);
    }
    const blocked = await approve(person.accessToken, screen.userCode);
    expectError(blocked, 429, MESSAGES.tooManyRequests);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(580);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(600);

    // Another user is not affected.
    const other = await loginMetaverseUser(t);
    expect((await approve(other.accessToken, screen.userCode)).status).toBe(200);

    t.clock.advance(600);
    const fresh = await newCode();
    expect((await approve(person.accessToken, fresh.userCode)).status).toBe(200);
  });

  // Issue 21 item 2 (docs/decisions/0030): the person sees which screen asks, then allows or denies it (RFC 8628 5.4).
  it('a code alone approves nothing: the decision must be an explicit allow', async () => {
    const person = await loginMetaverseUser(t);
    const screen = await newCode({ name: 'Eternity Official Kiosk', platform: 'Kiosk' });
    const bare = await t.request('POST', '/api/user/code', { token: person.accessToken, body: { code: screen.userCode } });
    expect(bare.status).toBe(400);
    expect(bare.body.errors.details[0]).toEqual({ message: "decision must be 'allow' or 'deny'", path: ['decision'] });
    for (const decision of ['yes', true, 'ALLOW', '']) {
      const odd = await t.request('POST', '/api/user/code', { token: person.accessToken, body: { code: screen.userCode, decision } });
      expect(odd.status, String(decision)).toBe(400);
    }
    expectError(await poll(screen.deviceCode), 400, MESSAGES.authorizationPending);
    t.clock.advance(6);
    const allowed = await approve(person.accessToken, screen.userCode);
    expect(allowed.status, allowed.text).toBe(200);
    expect(UserCodeReplySchema.parse(allowed.body).data.device).toMatchObject({ name: 'Eternity Official Kiosk', platform: 'Kiosk' });
    const tokens = await poll(screen.deviceCode);
    expect(tokens.status, tokens.text).toBe(200);
  });

  it('the lookup names the screen and when it asked, and approves nothing', async () => {
    const person = await loginMetaverseUser(t);
    const asked = t.clock().toISOString();
    const screen = await newCode({ name: 'Eternity Official Kiosk', platform: 'Kiosk' });
    t.clock.advance(30);
    const res = await lookup(person.accessToken, ` ${screen.userCode.toLowerCase()}`);
    expect(res.status, res.text).toBe(200);
    expect(DeviceCodeLookupReplySchema.parse(res.body)).toEqual({
      message: 'Device found',
      data: {
        device: {
          name: 'Eternity Official Kiosk',
          platform: 'Kiosk',
          createdAt: asked,
          expiresAt: new Date(Date.parse(asked) + 600_000).toISOString(),
        },
      },
    });
    // Looked at twice, still pending: the screen's poll gets no tokens, nothing is in the user's devices or events.
    expect((await lookup(person.accessToken, screen.userCode)).status).toBe(200);
    expectError(await poll(screen.deviceCode), 400, MESSAGES.authorizationPending);
    const devices = DevicesReplySchema.parse((await t.request('GET', '/api/user/devices', { token: person.accessToken })).body).devices;
    expect(devices).toEqual([]);
    const events = EventsReplySchema.parse((await t.request('GET', '/api/user/events', { token: person.accessToken })).body).data.events;
    expect(events.map((e) => e.type)).not.toContain('device.login');

    // A screen without a name is called so; unknown, expired and malformed codes read alike; signed out is 401.
    const unnamed = await newCode({});
    const found = DeviceCodeLookupReplySchema.parse((await lookup(person.accessToken, unnamed.userCode)).body).data.device;
    expect(found).toMatchObject({ name: 'Unnamed device', platform: '' });
    expectError(await lookup(person.accessToken, unnamed.userCode === 'BBBBBB' ? 'CCCCCC' : 'BBBBBB'), 400, MESSAGES.invalidDeviceCode);
    expectError(await lookup(person.accessToken, 'O0I1L!'), 400, MESSAGES.invalidDeviceCode);
    const short = await lookup(person.accessToken, 'ABC');
    expect(short.status).toBe(400);
    expect(short.body.errors.details[0].message).toBe('The length of OTP should be 6');
    expectError(await lookup(undefined, screen.userCode), 401, MESSAGES.unauthorized);
    t.clock.advance(601);
    expectError(await lookup(person.accessToken, screen.userCode), 400, MESSAGES.invalidDeviceCode);
  });

  it('Deny ends the code: the poll answers access_denied, and it cannot be allowed afterwards', async () => {
    const person = await loginMetaverseUser(t);
    const screen = await newCode({ name: 'Eternity Official Kiosk', platform: 'Kiosk' });
    expectError(await poll(screen.deviceCode), 400, MESSAGES.authorizationPending);
    const res = await deny(person.accessToken, screen.userCode);
    expect(res.status, res.text).toBe(200);
    expect(UserCodeReplySchema.parse(res.body)).toEqual({
      message: 'Sign-in denied',
      data: { device: { name: 'Eternity Official Kiosk', platform: 'Kiosk' } },
    });
    t.clock.advance(6);
    expectError(await poll(screen.deviceCode), 400, MESSAGES.accessDenied);
    t.clock.advance(6);
    expectError(await poll(screen.deviceCode), 400, MESSAGES.accessDenied);

    // Neither this person nor anyone else can allow it now, nor look it up, nor deny it twice.
    expectError(await approve(person.accessToken, screen.userCode), 400, MESSAGES.invalidDeviceCode);
    const other = await loginMetaverseUser(t);
    expectError(await approve(other.accessToken, screen.userCode), 400, MESSAGES.invalidDeviceCode);
    expectError(await lookup(other.accessToken, screen.userCode), 400, MESSAGES.invalidDeviceCode);
    expectError(await deny(other.accessToken, screen.userCode), 400, MESSAGES.invalidDeviceCode);
    t.clock.advance(6);
    expectError(await poll(screen.deviceCode), 400, MESSAGES.accessDenied);
    const devices = DevicesReplySchema.parse((await t.request('GET', '/api/user/devices', { token: person.accessToken })).body).devices;
    expect(devices).toEqual([]);
    const events = EventsReplySchema.parse((await t.request('GET', '/api/user/events', { token: person.accessToken })).body).data.events;
    expect(events.map((e) => e.type).sort()).toEqual(['device.code.rejected', 'device.denied', 'user.login']);

    // Once expired, the code is gone like any other.
    t.clock.advance(600);
    expectError(await poll(screen.deviceCode), 400, MESSAGES.expiredToken);
  });

  it('lookups count against the wrong-code cap like approvals: 10 wrong lookups → 429 for lookup and decision', async () => {
    const person = await loginMetaverseUser(t);
    const screen = await newCode();
    const wrong = screen.userCode === 'BBBBBB' ? 'CCCCCC' : 'BBBBBB';
    for (let i = 0; i < 10; i++) {
      expectError(await lookup(person.accessToken, wrong), 400, MESSAGES.invalidDeviceCode);
      t.clock.advance(1);
    }
    const blocked = await lookup(person.accessToken, screen.userCode);
    expectError(blocked, 429, MESSAGES.tooManyRequests);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(580);
    expectError(await approve(person.accessToken, screen.userCode), 429, MESSAGES.tooManyRequests);
    expectError(await deny(person.accessToken, screen.userCode), 429, MESSAGES.tooManyRequests);
    // Another user is not affected.
    const other = await loginMetaverseUser(t);
    expect((await lookup(other.accessToken, screen.userCode)).status).toBe(200);
  });

  it('the lookup is limited per address like the approval (RATE_LIMIT_LOGIN)', async () => {
    const small = await makeTestApp({ kind, env: { RATE_LIMIT_LOGIN: '4' } });
    try {
      const person = await loginMetaverseUser(small); // three login-kind calls: send, verify, sign in
      const res = await small.request('POST', '/api/device/code', { body: { name: 'Quest 3' } }); // the fourth
      const { userCode } = DeviceCodeReplySchema.parse(res.body).data;
      const blocked = await small.request('GET', `/api/device/code/${userCode}`, { token: person.accessToken });
      expectError(blocked, 429, MESSAGES.tooManyRequests);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await small.close();
    }
  });

  it('never puts a secret in a reply or a log line', () => {
    expectNothingLeaked(t);
  });
});
