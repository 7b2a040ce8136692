import { MessageReplySchema } from '@contract/common';
import { MESSAGES } from '@contract/messages';
import { SuperAdminLoginReplySchema, SuperAdminReplySchema } from '@contract/super-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DB_KINDS,
  expectError,
  expectNothingLeaked,
  expectValidation,
  givenSuperAdmin,
  loginSuperAdmin,
  makeTestApp,
  mintAccessToken,
  type TestApp,
} from './helpers';

/** The error shape, with the message in both places the client might read. */

/** 400 'Validation error' whose first detail is the one the client will show. */

const b64url = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

describe.each(DB_KINDS)('super-admin service on %s', (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof givenSuperAdmin>>;

  beforeAll(async () => {
    t = await makeTestApp({ kind });
    admin = await givenSuperAdmin(t, { email: 'root@example.com', name: 'Root' });
  });
  afterAll(() => t?.close());

  describe('login', () => {
    it('answers with the profile and a token pair', async () => {
      const res = await t.request('POST', '/api/super-admin', {
        body: { email: 'ROOT@example.com', password: admin.password },
      });
      expect(res.status).toBe(200);
      const reply = SuperAdminLoginReplySchema.parse(res.body);
      expect(reply.message).toBe(MESSAGES.superAdminLoggedIn);
      expect(reply.data.superAdmin).toEqual(admin.superAdmin);
      expect(reply.data.superAdmin._id).toMatch(/^[0-9a-f]{24}$/);
      expect(reply.data.accessToken.split('.')).toHaveLength(3);
      expect(reply.data.refreshToken).toMatch(/^[0-9a-f]{24}\.[\w-]{43}$/);
    });

    it("says 'SuperAdmin not found' for an unknown email", async () => {
      const res = await t.request('POST', '/api/super-admin', {
        body: { email: 'nobody@example.com', password: 'whatever1' },
      });
      expectError(res, 404, MESSAGES.superAdminNotFound);
    });

    it("says 'Unauthorized' for a wrong password", async () => {
      const res = await t.request('POST', '/api/super-admin', {
        body: { email: admin.email, password: 'not-the-password' },
      });
      expectError(res, 401, MESSAGES.unauthorized);
    });

    it('names the field that failed validation', async () => {
      const res = await t.request('POST', '/api/super-admin', { body: { email: 'not-an-email', password: 'x' } });
      expectValidation(res, { message: 'Invalid email address!', path: ['email'] });

      const missing = await t.request('POST', '/api/super-admin', { body: { email: admin.email } });
      expect(missing.status).toBe(400);
      expect(missing.body.errors.details[0]).toEqual({ message: 'Password is required', path: ['password'] });
    });

    it('answers 400, not 500, to malformed JSON and 415 to a non-JSON body', async () => {
      const bad = await t.request('POST', '/api/super-admin', {
        raw: '{"email": "root@example.com", ',
        headers: { 'content-type': 'application/json' },
      });
      expectError(bad, 400, 'Invalid JSON');
      const form = await t.request('POST', '/api/super-admin', {
        raw: 'email=root@example.com',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(form.status).toBe(415);
      const empty = await t.request('POST', '/api/super-admin', {});
      expectValidation(empty, { message: 'Request body is required', path: [] });
    });
  });

  describe('own profile', () => {
    it('GET returns the caller', async () => {
      const { accessToken } = await loginSuperAdmin(t, admin.email, admin.password);
      const res = await t.request('GET', '/api/super-admin', { token: accessToken });
      expect(res.status).toBe(200);
      expect(SuperAdminReplySchema.parse(res.body).data.superAdmin).toEqual(admin.superAdmin);
    });

    it('PATCH changes name, email and password (re-hashed: the new one logs in, the old one not)', async () => {
      const other = await givenSuperAdmin(t);
      const { accessToken } = await loginSuperAdmin(t, other.email, other.password);
      t.clock.advance(5);
      const newPassword = 'a brand new password';
      t.secrets.add(newPassword);
      const res = await t.request('PATCH', '/api/super-admin', {
        token: accessToken,
        body: { name: 'Renamed', email: 'Renamed@Example.com', password: newPassword, currentPassword: other.password },
      });
      expect(res.status, res.text).toBe(200);
      const updated = SuperAdminReplySchema.parse(res.body).data.superAdmin;
      expect(updated).toMatchObject({ _id: other.superAdmin._id, name: 'Renamed', email: 'renamed@example.com' });
      expect(updated.updatedAt > other.superAdmin.updatedAt).toBe(true);
      expect(updated.createdAt).toBe(other.superAdmin.createdAt);

      await loginSuperAdmin(t, 'renamed@example.com', newPassword);
      const old = await t.request('POST', '/api/super-admin', {
        body: { email: 'renamed@example.com', password: other.password },
      });
      expectError(old, 401, MESSAGES.unauthorized);
    });

    it('PATCH refuses an email another super admin has, and an empty body', async () => {
      const other = await givenSuperAdmin(t);
      const { accessToken } = await loginSuperAdmin(t, other.email, other.password);
      const taken = await t.request('PATCH', '/api/super-admin', {
        token: accessToken,
        body: { email: admin.email, currentPassword: other.password },
      });
      expectError(taken, 409, MESSAGES.conflictEmail);
      const empty = await t.request('PATCH', '/api/super-admin', { token: accessToken, body: {} });
      expectValidation(empty, { message: 'Nothing to update' });
    });
  });

  describe('create', () => {
    it('creates a super admin who can then log in', async () => {
      const { accessToken } = await loginSuperAdmin(t, admin.email, admin.password);
      const password = 'created password 1';
      t.secrets.add(password);
      const res = await t.request('POST', '/api/super-admin', {
        token: accessToken,
        body: { name: 'Second', email: 'second@example.com', password },
      });
      expect(res.status, res.text).toBe(201);
      const reply = SuperAdminReplySchema.parse(res.body);
      expect(reply.message).toBe(MESSAGES.superAdminCreated);
      expect(reply.data.superAdmin).toMatchObject({ name: 'Second', email: 'second@example.com' });
      await loginSuperAdmin(t, 'second@example.com', password);
    });

    it("answers 409 'Email already in use' for a duplicate email, whatever its case", async () => {
      const { accessToken } = await loginSuperAdmin(t, admin.email, admin.password);
      const res = await t.request('POST', '/api/super-admin', {
        token: accessToken,
        body: { name: 'Dup', email: 'ROOT@example.com', password: 'another password' },
      });
      expectError(res, 409, MESSAGES.conflictEmail);
    });

    it('needs a super-admin token (a body with a name is a create, not a login)', async () => {
      const res = await t.request('POST', '/api/super-admin', {
        body: { name: 'Sneaky', email: 'sneaky@example.com', password: 'sneaky password' },
      });
      expectError(res, 401, MESSAGES.unauthorized);
    });

    it('rejects a short password with a message naming it', async () => {
      const { accessToken } = await loginSuperAdmin(t, admin.email, admin.password);
      const res = await t.request('POST', '/api/super-admin', {
        token: accessToken,
        body: { name: 'Short', email: 'short@example.com', password: 'short' },
      });
      expectValidation(res, { message: 'Password must be at least 8 characters', path: ['password'] });
    });
  });

  describe('refresh tokens', () => {
    it('rotation returns a new pair that works', async () => {
      const first = await loginSuperAdmin(t, admin.email, admin.password);
      t.clock.advance(1);
      const res = await t.request('PATCH', '/api/super-admin/refresh-token', {
        body: { refreshToken: first.refreshToken },
      });
      expect(res.status, res.text).toBe(200);
      const reply = SuperAdminLoginReplySchema.parse(res.body);
      expect(reply.message).toBe(MESSAGES.tokenRefreshed);
      expect(reply.data.superAdmin._id).toBe(admin.superAdmin._id);
      expect(reply.data.refreshToken).not.toBe(first.refreshToken);
      expect(reply.data.accessToken).not.toBe(first.accessToken);
      const me = await t.request('GET', '/api/super-admin', { token: reply.data.accessToken });
      expect(me.status).toBe(200);
    });

    it('a rotated token used again revokes the whole family, newest token included', async () => {
      const first = await loginSuperAdmin(t, admin.email, admin.password);
      const second = await t.request('PATCH', '/api/super-admin/refresh-token', {
        body: { refreshToken: first.refreshToken },
      });
      const newest: string = second.body.data.refreshToken;

      const reuse = await t.request('PATCH', '/api/super-admin/refresh-token', {
        body: { refreshToken: first.refreshToken },
      });
      expectError(reuse, 401, MESSAGES.invalidRefreshToken);
      const afterReuse = await t.request('PATCH', '/api/super-admin/refresh-token', { body: { refreshToken: newest } });
      expectError(afterReuse, 401, MESSAGES.invalidRefreshToken);

      // Other sessions (other families) are untouched.
      const other = await loginSuperAdmin(t, admin.email, admin.password);
      const ok = await t.request('PATCH', '/api/super-admin/refresh-token', {
        body: { refreshToken: other.refreshToken },
      });
      expect(ok.status).toBe(200);
    });

    it('refuses garbage, tampered and expired refresh tokens', async () => {
      const { refreshToken } = await loginSuperAdmin(t, admin.email, admin.password);
      for (const bad of ['nonsense', `${refreshToken.slice(0, -2)}xx`, `${'0'.repeat(24)}.abc`]) {
        const res = await t.request('PATCH', '/api/super-admin/refresh-token', { body: { refreshToken: bad } });
        expectError(res, 401, MESSAGES.invalidRefreshToken);
      }
      t.clock.advance(t.deps.config.refreshTokenTtl + 1);
      const expired = await t.request('PATCH', '/api/super-admin/refresh-token', { body: { refreshToken } });
      expectError(expired, 401, MESSAGES.invalidRefreshToken);
    });

    it('a refresh token of another user type is refused', async () => {
      const { refreshToken } = await loginSuperAdmin(t, admin.email, admin.password);
      const { rotateRefreshToken } = await import('../../server/src/auth/refresh-tokens');
      const deps = { db: t.deps.db, clock: t.clock, refreshTokenTtl: 60 };
      await expect(rotateRefreshToken(deps, 'dashboard-user', refreshToken)).rejects.toMatchObject({ status: 401 });
      // ...and that failed attempt did not spend it.
      const res = await t.request('PATCH', '/api/super-admin/refresh-token', { body: { refreshToken } });
      expect(res.status).toBe(200);
    });
  });

  describe('authorization', () => {
    const protectedCalls: [string, string, unknown][] = [
      ['GET', '/api/super-admin', undefined],
      ['PATCH', '/api/super-admin', { name: 'X' }],
      ['DELETE', '/api/super-admin', undefined],
      ['POST', '/api/super-admin', { name: 'X', email: 'x@example.com', password: 'password123' }],
    ];

    it.each(protectedCalls)('%s %s answers 401 without a token', async (method, path, body) => {
      const res = await t.request(method, path, { body });
      expectError(res, 401, MESSAGES.unauthorized);
      expect(res.body.errors.details).toEqual([{ message: 'Unauthorized', path: [] }]);
    });

    it('401 for a tampered, expired, alg:none or refresh token; 403 for other roles', async () => {
      const { accessToken, refreshToken } = await loginSuperAdmin(t, admin.email, admin.password);
      const [header, payload, signature] = accessToken.split('.') as [string, string, string];
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());

      const tampered = `${header}.${b64url({ ...claims, sub: '0'.repeat(24) })}.${signature}`;
      const badSignature = `${header}.${payload}.${signature.slice(0, -3)}AAA`;
      const algNone = `${b64url({ alg: 'none', typ: 'JWT' })}.${payload}.`;
      const noBearer = accessToken; // sent without the "Bearer " prefix below
      for (const token of [tampered, badSignature, algNone, refreshToken, 'abc']) {
        expectError(await t.request('GET', '/api/super-admin', { token }), 401, MESSAGES.unauthorized);
      }
      const raw = await t.request('GET', '/api/super-admin', { headers: { authorization: noBearer } });
      expectError(raw, 401, MESSAGES.unauthorized);

      for (const role of ['dashboard-user', 'metaverse-user'] as const) {
        const token = await mintAccessToken(t, role);
        expectError(await t.request('GET', '/api/super-admin', { token }), 403, MESSAGES.forbidden);
        expectError(await t.request('DELETE', '/api/super-admin', { token }), 403, MESSAGES.forbidden);
      }

      expect((await t.request('GET', '/api/super-admin', { token: accessToken })).status).toBe(200);
      t.clock.advance(t.deps.config.accessTokenTtl + 1);
      expectError(await t.request('GET', '/api/super-admin', { token: accessToken }), 401, MESSAGES.unauthorized);
    });
  });

  describe('delete', () => {
    it('deletes the caller, revokes its refresh tokens, and its access token stops working', async () => {
      const doomed = await givenSuperAdmin(t);
      const session = await loginSuperAdmin(t, doomed.email, doomed.password);
      const res = await t.request('DELETE', '/api/super-admin', { token: session.accessToken });
      expect(res.status, res.text).toBe(200);
      expect(MessageReplySchema.parse(res.body).message).toBe(MESSAGES.superAdminDeleted);

      expectError(await t.request('GET', '/api/super-admin', { token: session.accessToken }), 401, MESSAGES.unauthorized);
      const refresh = await t.request('PATCH', '/api/super-admin/refresh-token', {
        body: { refreshToken: session.refreshToken },
      });
      expectError(refresh, 401, MESSAGES.invalidRefreshToken);
      const login = await t.request('POST', '/api/super-admin', { body: { email: doomed.email, password: doomed.password } });
      expectError(login, 404, MESSAGES.superAdminNotFound);
    });
  });

  it('never puts a password or password hash in a reply or a log line', () => {
    expectNothingLeaked(t);
  });
});

describe.each(DB_KINDS)('the last super admin on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ kind });
  });
  afterAll(() => t?.close());

  it('cannot be deleted', async () => {
    const only = await givenSuperAdmin(t);
    const { accessToken } = await loginSuperAdmin(t, only.email, only.password);
    const res = await t.request('DELETE', '/api/super-admin', { token: accessToken });
    expectError(res, 409, MESSAGES.lastSuperAdmin);
    expect((await t.request('GET', '/api/super-admin', { token: accessToken })).status).toBe(200);
    expectNothingLeaked(t);
  });
});
