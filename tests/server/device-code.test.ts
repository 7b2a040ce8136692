import { AuditEventsReplySchema } from '@contract/audit';
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
  givenSuperAdmin,
  loginSuperAdmin,
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
    expect(bare.body.errors.details[0]).toEqual({ message: "decision must be 'allow', 'deny' or 'report'", path: ['decision'] });
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
          // In-process requests have no socket: the server saw no address and says nothing about one.
          requestedFrom: null,
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

  it('the lookup says where the screen asked from: its address, the proxy-named region, and whether it is the same network', async () => {
    const proxied = await makeTestApp({ kind, env: { TRUST_PROXY: '1', CLIENT_COUNTRY_HEADER: 'CF-IPCountry' } });
    try {
      const person = await loginMetaverseUser(proxied);
      const from = (ip: string, country?: string) => ({ 'x-forwarded-for': ip, ...(country && { 'cf-ipcountry': country }) });
      const codeFrom = async (ip: string, country?: string) => {
        const res = await proxied.request('POST', '/api/device/code', { body: { name: 'Your Bank — secure TV' }, headers: from(ip, country) });
        expect(res.status, res.text).toBe(200);
        return DeviceCodeReplySchema.parse(res.body).data.userCode;
      };
      const originSeenFrom = async (code: string, ip: string) => {
        const res = await proxied.request('GET', `/api/device/code/${code}`, { token: person.accessToken, headers: from(ip) });
        expect(res.status, res.text).toBe(200);
        return DeviceCodeLookupReplySchema.parse(res.body).data.device.requestedFrom;
      };

      // A phisher's screen far away: the region the proxy named, and not the network the person is on.
      const far = await codeFrom('203.0.113.7', 'gb');
      expect(await originSeenFrom(far, '198.51.100.20')).toEqual({ address: '203.0.113.7', region: 'United Kingdom', sameNetwork: false });
      // The person's own TV at home: the same /24 (a second device on the same router) is the same network.
      const home = await codeFrom('198.51.100.31', 'XX');
      expect(await originSeenFrom(home, '198.51.100.20')).toEqual({ address: '198.51.100.31', region: null, sameNetwork: true });
      // IPv6: the same /64 is one network; another /64 is not. A made-up country code names no region.
      const v6 = await codeFrom('2001:db8:1:2::10', 'QQ');
      expect(await originSeenFrom(v6, '2001:db8:1:2::99')).toEqual({ address: '2001:db8:1:2::10', region: null, sameNetwork: true });
      expect((await originSeenFrom(v6, '2001:db8:1:3::99'))?.sameNetwork).toBe(false);
    } finally {
      await proxied.close();
    }

    // Without TRUST_PROXY neither the forwarded address nor the country header is believed.
    const direct = await makeTestApp({ kind, env: { CLIENT_COUNTRY_HEADER: 'CF-IPCountry' } });
    try {
      const person = await loginMetaverseUser(direct);
      const res = await direct.request('POST', '/api/device/code', { body: {}, headers: { 'x-forwarded-for': '203.0.113.7', 'cf-ipcountry': 'GB' } });
      const { userCode } = DeviceCodeReplySchema.parse(res.body).data;
      const seen = await direct.request('GET', `/api/device/code/${userCode}`, { token: person.accessToken });
      expect(DeviceCodeLookupReplySchema.parse(seen.body).data.device.requestedFrom).toBeNull();
    } finally {
      await direct.close();
    }
  });

  it('I did not start this: the code is denied, and the person\'s log and the audit log keep where it asked from', async () => {
    const proxied = await makeTestApp({ kind, env: { TRUST_PROXY: '1', CLIENT_COUNTRY_HEADER: 'CF-IPCountry' } });
    try {
      const person = await loginMetaverseUser(proxied);
      const res = await proxied.request('POST', '/api/device/code', {
        body: { name: 'Your Bank — secure TV', platform: 'TV' },
        headers: { 'x-forwarded-for': '203.0.113.7', 'cf-ipcountry': 'GB' },
      });
      const screen = DeviceCodeReplySchema.parse(res.body).data;
      const reported = await proxied.request('POST', '/api/user/code', {
        token: person.accessToken,
        body: { code: screen.userCode, decision: 'report' },
        headers: { 'x-forwarded-for': '198.51.100.20' },
      });
      expect(reported.status, reported.text).toBe(200);
      expect(UserCodeReplySchema.parse(reported.body)).toEqual({
        message: MESSAGES.deviceCodeReported,
        data: { device: { name: 'Your Bank — secure TV', platform: 'TV' } },
      });
      // Denied like Deny: the screen gets access_denied, nobody can allow it afterwards.
      expectError(await proxied.request('POST', '/api/device/token', { body: { deviceCode: screen.deviceCode } }), 400, MESSAGES.accessDenied);
      expectError(
        await proxied.request('POST', '/api/user/code', { token: person.accessToken, body: { code: screen.userCode, decision: 'allow' } }),
        400,
        MESSAGES.invalidDeviceCode,
      );
      const events = EventsReplySchema.parse((await proxied.request('GET', '/api/user/events', { token: person.accessToken })).body).data.events;
      expect(events.find((e) => e.type === 'device.reported')?.payload).toEqual({
        name: 'Your Bank — secure TV',
        platform: 'TV',
        requestedFrom: '203.0.113.7',
        requestedRegion: 'GB',
      });
      expect(events.map((e) => e.type)).not.toContain('device.denied');

      const { email, password } = await givenSuperAdmin(proxied);
      const admin = await loginSuperAdmin(proxied, email, password);
      const audit = await proxied.request('GET', '/api/super-admin/audit-events?action=metaverse_user.device_reported', { token: admin.accessToken });
      expect(audit.status, audit.text).toBe(200);
      const [entry, ...more] = AuditEventsReplySchema.parse(audit.body).data.auditEvents;
      expect(more).toEqual([]);
      expect(entry).toMatchObject({
        action: 'metaverse_user.device_reported',
        actor: { role: 'metaverse-user', id: person.user._id },
        ip: '198.51.100.20',
        target: { type: 'metaverse_user', id: person.user._id },
        changes: { device: { before: null, after: 'Your Bank — secure TV (TV)' }, requestedFrom: { before: null, after: '203.0.113.7' } },
      });
    } finally {
      await proxied.close();
    }
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
