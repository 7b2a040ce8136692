import { LinksSchema } from '@contract/metaverse';
import { ETERNITY_CITY_METAVERSE_ID } from '@contract/constants';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/src/auth/passwords';
import { dashboardUsers, metaverseMemberships, metaverses, metaverseUsers, superAdmins } from '../../server/src/db/schema';
import { DEMO_DASHBOARD_EMAIL, GENERATED_ADMIN_EMAIL, seed } from '../../server/src/seed';
import { EVERY_DB_KIND, makeTestApp, type TestApp } from './helpers';

describe.each(EVERY_DB_KIND)('seed on %s', (kind) => {
  let t: TestApp;
  const printed: string[] = [];
  const print = (line: string) => printed.push(line);

  beforeAll(async () => {
    t = await makeTestApp({ kind });
  });
  afterAll(() => t?.close());

  const total = async (table: typeof superAdmins | typeof metaverses | typeof metaverseUsers | typeof metaverseMemberships) =>
    (await t.deps.db.select({ n: count() }).from(table))[0]!.n;

  it('creates a super admin with a generated password, printed once, and the Eternity City demo', async () => {
    await seed({ ...t.deps, config: { ...t.deps.config, seedDemo: true } }, { logger: t.deps.logger, print });

    const [admin] = await t.deps.db.select().from(superAdmins);
    expect(admin?.email).toBe(GENERATED_ADMIN_EMAIL);
    const adminLine = printed.find((l) => l.includes(GENERATED_ADMIN_EMAIL))!;
    const password = /\/ (\S+)/.exec(adminLine)![1]!;
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(await verifyPassword(admin!.passwordHash, password)).toBe(true);

    const [city] = await t.deps.db.select().from(metaverses).where(eq(metaverses.id, ETERNITY_CITY_METAVERSE_ID));
    expect(city?.name).toBe('Eternity City');
    expect(city?.links.WEBGL).toEqual({
      build: `http://localhost:${t.deps.config.port}/city/`,
      assets: `http://localhost:${t.deps.config.port}/city/`,
    });
    // A console that sends the links back unchanged must pass the same rule as any other PATCH.
    expect(LinksSchema.safeParse(city?.links).success).toBe(true);
    const [demo] = await t.deps.db.select().from(dashboardUsers).where(eq(dashboardUsers.email, DEMO_DASHBOARD_EMAIL));
    expect(city?.adminId).toBe(demo?.id);
    expect(printed.some((l) => l.includes(DEMO_DASHBOARD_EMAIL) && l.includes('local only'))).toBe(true);

    const members = await t.deps.db
      .select({ email: metaverseUsers.email, phone: metaverseUsers.phoneNumber })
      .from(metaverseMemberships)
      .innerJoin(metaverseUsers, eq(metaverseUsers.id, metaverseMemberships.userId))
      .where(eq(metaverseMemberships.metaverseId, ETERNITY_CITY_METAVERSE_ID));
    expect(members).toHaveLength(25);
    for (const m of members) {
      expect(m.email).toMatch(/@example\.com$/);
      expect(m.phone).toMatch(/^\+91\d{10}$/);
    }
  });

  it('is idempotent: a second run adds nothing and prints nothing', async () => {
    printed.length = 0;
    await seed({ ...t.deps, config: { ...t.deps.config, seedDemo: true } }, { logger: t.deps.logger, print });
    expect(printed).toEqual([]);
    expect(await total(superAdmins)).toBe(1);
    expect(await total(metaverses)).toBe(1);
    expect(await total(metaverseUsers)).toBe(25);
    expect(await total(metaverseMemberships)).toBe(25);
  });

  it('SUPER_ADMIN_EMAIL/PASSWORD add that admin once; SEED_DEMO=0 seeds no demo', async () => {
    const config = { ...t.deps.config, superAdminEmail: 'Boss@Example.com', superAdminPassword: 'boss password', seedDemo: false };
    await seed({ ...t.deps, config }, { logger: t.deps.logger, print });
    await seed({ ...t.deps, config: { ...config, superAdminEmail: 'boss@example.com' } }, { logger: t.deps.logger, print });
    expect(await total(superAdmins)).toBe(2);
    expect(printed).toEqual([]);
    const res = await t.request('POST', '/api/super-admin', { body: { email: 'boss@example.com', password: 'boss password' } });
    expect(res.status).toBe(200);
  });
});

// docs/decisions/0014-local-evaluation-vs-deployment.md: a deployment prints nothing and seeds the city alone.
describe.each(EVERY_DB_KIND)('seed in a deployment on %s', (kind) => {
  let t: TestApp;
  const printed: string[] = [];
  const print = (line: string) => printed.push(line);
  const CITY = 'abcdef0123456789abcdef01';

  beforeAll(async () => {
    t = await makeTestApp({ kind, env: { APP_MODE: 'deployment', SEED_DEMO: '1', CITY_METAVERSE_ID: CITY } });
  });
  afterAll(() => t?.close());

  it('without SUPER_ADMIN_*: generates no admin, prints nothing; seeds only the city, with CITY_METAVERSE_ID and no admin', async () => {
    await seed(t.deps, { logger: t.deps.logger, print });
    expect(printed).toEqual([]);
    expect((await t.deps.db.select({ n: count() }).from(superAdmins))[0]!.n).toBe(0);
    expect(t.logs.some((l) => l.includes('no super admin: set SUPER_ADMIN_EMAIL and SUPER_ADMIN_PASSWORD'))).toBe(true);

    const cities = await t.deps.db.select().from(metaverses);
    expect(cities).toHaveLength(1);
    expect(cities[0]).toMatchObject({ id: CITY, name: 'Eternity City', adminId: null });
    expect(LinksSchema.safeParse(cities[0]!.links).success).toBe(true);
    expect(await t.deps.db.select().from(dashboardUsers)).toEqual([]);
    expect((await t.deps.db.select({ n: count() }).from(metaverseUsers))[0]!.n).toBe(0);
  });

  it('with SUPER_ADMIN_*: adds that admin, prints nothing, and a second run adds nothing', async () => {
    const config = { ...t.deps.config, superAdminEmail: 'root@example.com', superAdminPassword: 'root pass phrase' };
    await seed({ ...t.deps, config }, { logger: t.deps.logger, print });
    await seed({ ...t.deps, config }, { logger: t.deps.logger, print });
    expect(printed).toEqual([]);
    expect((await t.deps.db.select({ n: count() }).from(superAdmins))[0]!.n).toBe(1);
    expect((await t.deps.db.select({ n: count() }).from(metaverses))[0]!.n).toBe(1);
    for (const line of t.logs) expect(line).not.toContain('root pass phrase');
  });

  it('SEED_DEMO=0 seeds no city either', async () => {
    await t.deps.db.delete(metaverses);
    await seed({ ...t.deps, config: { ...t.deps.config, seedDemo: false } }, { logger: t.deps.logger, print });
    expect(await t.deps.db.select().from(metaverses)).toEqual([]);
  });
});
