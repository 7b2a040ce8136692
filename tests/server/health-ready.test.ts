import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/src/app';
import { migrationsApplied } from '../../server/src/db/migrate';
import { createLifecycle } from '../../server/src/lifecycle';
import { EVERY_DB_KIND, makeTestApp, type TestApp } from './helpers';

// Issue 25 item 3 (docs/decisions/0057): live answers while the process does; ready only when the database answers,
// this build's migrations are applied and no shutdown is under way. The SIGTERM sequence itself: shutdown.test.ts.

describe.each(EVERY_DB_KIND)('live and ready on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ kind });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the migrations of a migrated database are applied', async () => {
    expect(await migrationsApplied(t.database)).toBe(true);
  });

  it('ready: 200 with the migrations applied; 503 "Migrations not applied" before; 503 "Shutting down" while draining', async () => {
    const ready = createLifecycle({ migrated: () => migrationsApplied(t.database) });
    const app = createApp({ ...t.deps, lifecycle: ready, metrics: undefined });
    const get = async (path: string) => {
      const res = await app.request(path);
      return { status: res.status, body: (await res.json()) as unknown, connection: res.headers.get('connection') };
    };
    expect(await get('/api/health/ready')).toEqual({ status: 200, body: { status: 'ok' }, connection: null });

    const behind = createApp({ ...t.deps, lifecycle: createLifecycle({ migrated: async () => false }), metrics: undefined });
    const res = await behind.request('/api/health/ready');
    expect(res.status).toBe(503);
    expect(((await res.json()) as { message: string }).message).toBe('Migrations not applied');

    ready.drain();
    expect(await get('/api/health/ready')).toMatchObject({ status: 503, body: { message: 'Shutting down' }, connection: 'close' });
    // Live and the rest of the API still answer while draining, asking the client to reconnect elsewhere.
    expect(await get('/api/health/live')).toEqual({ status: 200, body: { status: 'ok' }, connection: 'close' });
    expect((await get('/api/health')).status).toBe(200);
  });

  it('ready: 503 "Database unavailable" when the database does not answer; live stays 200', async () => {
    const broken = { ...t.deps.db, execute: () => Promise.reject(new Error('connection refused')) } as unknown as typeof t.deps.db;
    const app = createApp({ ...t.deps, db: broken, lifecycle: createLifecycle(), metrics: undefined });
    const ready = await app.request('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { message: string }).message).toBe('Database unavailable');
    expect((await app.request('/api/health/live')).status).toBe(200);
  });
});
