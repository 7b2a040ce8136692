import { randomBytes } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { SEEDED_SUPER_ADMIN_NAME, superAdminPasswordProblem } from './auth/password-policy';
import { hashPassword } from './auth/passwords';
import { newId } from './db/ids';
import { dashboardUsers, metaverseMemberships, metaverses, metaverseUsers, superAdmins } from './db/schema';
import type { Logger } from './logger';
import type { ServiceDeps } from './deps';
import { seedSalesOffices } from './services/scheduling/seed-offices';
import { createSuperAdmin } from './services/super-admin';

export const GENERATED_ADMIN_EMAIL = 'admin@eternity.local';
export const DEMO_DASHBOARD_EMAIL = 'demo.dashboard@eternity.local';

const FIRST = ['Aarav', 'Diya', 'Kabir', 'Meera', 'Rohan', 'Ananya', 'Vihaan', 'Isha', 'Arjun', 'Saanvi', 'Reyansh',
  'Kiara', 'Aditya', 'Myra', 'Dev', 'Tara', 'Nikhil', 'Riya', 'Yash', 'Zara', 'Ishaan', 'Pari', 'Omkar', 'Lavanya',
  'Farhan'];
const LAST = ['Sharma', 'Iyer', 'Mehta', 'Nair', 'Kapoor', 'Rao', 'Gupta', 'Das', 'Menon', 'Joshi'];

const strongPassword = () => randomBytes(18).toString('base64url');

export interface SeedOptions {
  logger: Logger;
  print?: (line: string) => void;
}

/** Idempotent start-up data (docs/decisions/0014-local-evaluation-vs-deployment.md). */
export async function seed(deps: ServiceDeps, options: SeedOptions): Promise<void> {
  const local = deps.config.appMode === 'local';
  // Nothing secret may leave a deployment, whoever calls this: its printer prints nothing.
  const print = local ? (options.print ?? ((line: string) => console.log(line))) : () => {};
  await seedSuperAdmin(deps, options.logger, print);
  if (!deps.config.seedDemo) return;
  if (local) {
    await seedDemo(deps, options.logger, print);
    await seedSalesOffices(deps, options.logger);
  } else await seedCity(deps, options.logger);
}

async function seedSuperAdmin(deps: ServiceDeps, logger: Logger, print: (line: string) => void): Promise<void> {
  const { superAdminEmail: email, superAdminPassword: password } = deps.config;
  if (email && password) {
    const [existing] = await deps.db.select({ id: superAdmins.id }).from(superAdmins)
      .where(eq(sql`lower(${superAdmins.email})`, email.toLowerCase()));
    if (existing) return;
    // The policy of every account (docs/decisions/0034); a deployment's startup check said so before this.
    const weak = superAdminPasswordProblem(deps.config);
    if (weak) throw new Error(weak);
    await createSuperAdmin(deps, { name: SEEDED_SUPER_ADMIN_NAME, email, password });
    return;
  }
  const [{ n } = { n: 0 }] = await deps.db.select({ n: count() }).from(superAdmins);
  if (n > 0) return;
  if (deps.config.appMode !== 'local') {
    logger.warn('no super admin: set SUPER_ADMIN_EMAIL and SUPER_ADMIN_PASSWORD');
    return;
  }
  const generated = strongPassword();
  await createSuperAdmin(deps, { name: SEEDED_SUPER_ADMIN_NAME, email: GENERATED_ADMIN_EMAIL, password: generated });
  print(`Super admin created: ${GENERATED_ADMIN_EMAIL} / ${generated} (shown once; set SUPER_ADMIN_EMAIL and SUPER_ADMIN_PASSWORD to choose your own)`);
}

async function seedDemo(deps: ServiceDeps, logger: Logger, print: (line: string) => void): Promise<void> {
  const [{ n } = { n: 0 }] = await deps.db.select({ n: count() }).from(metaverses);
  if (n > 0) return;
  const [demoUser] = await deps.db.select({ id: dashboardUsers.id }).from(dashboardUsers)
    .where(eq(sql`lower(${dashboardUsers.email})`, DEMO_DASHBOARD_EMAIL));
  if (demoUser) return;
  const now = deps.clock();
  const password = strongPassword();
  const passwordHash = await hashPassword(password);
  const cityId = deps.config.cityMetaverseId;
  const people = FIRST.map((first, i) => ({
    id: newId(),
    name: `${first} ${LAST[i % LAST.length]}`,
    email: `${first.toLowerCase()}.${LAST[i % LAST.length]!.toLowerCase()}@example.com`,
    phoneNumber: `+9198${String(76543210 + i * 1111).padStart(8, '0')}`,
    createdAt: new Date(now.getTime() - (FIRST.length - i) * 3_600_000),
  }));

  await deps.db.transaction(async (tx) => {
    const adminId = newId();
    await tx.insert(dashboardUsers).values({
      id: adminId, name: 'Demo Dashboard User', email: DEMO_DASHBOARD_EMAIL, phoneNumber: '+919800000000',
      passwordHash, createdAt: now, updatedAt: now,
    });
    await tx.insert(metaverses).values(cityRow(deps, adminId, now));
    await tx.insert(metaverseUsers).values(
      people.map((p) => ({ ...p, companyName: 'Example Corp', updatedAt: p.createdAt })),
    );
    await tx.insert(metaverseMemberships).values(
      people.map((p) => ({ id: newId(), metaverseId: cityId, userId: p.id, createdAt: p.createdAt })),
    );
  });
  logger.info('demo data seeded', { metaverseId: cityId, users: people.length });
  print(`Demo dashboard user (local only): ${DEMO_DASHBOARD_EMAIL} / ${password} (shown once)`);
}

/** A deployment's only seeded content: the city that city login redirects to, on a database without metaverses. */
async function seedCity(deps: ServiceDeps, logger: Logger): Promise<void> {
  const [{ n } = { n: 0 }] = await deps.db.select({ n: count() }).from(metaverses);
  if (n > 0) return;
  await deps.db.insert(metaverses).values(cityRow(deps, null, deps.clock())).onConflictDoNothing();
  logger.info('Eternity City metaverse seeded', { metaverseId: deps.config.cityMetaverseId });
}

function cityRow(deps: ServiceDeps, adminId: string | null, now: Date): typeof metaverses.$inferInsert {
  // The city's WebGL build this site ships (/city/), as an http(s) URL a console PATCH would also accept.
  const origin = deps.config.siteUrl ?? `http://localhost:${deps.config.port}`;
  const cityBuild = `${origin}/city/`;
  return {
    id: deps.config.cityMetaverseId,
    name: 'Eternity City',
    description: 'The Eternity City metaverse: a virtual city with a bank branch, an auto showroom and retail stores.',
    adminId,
    links: { WEBGL: { build: cityBuild, assets: cityBuild } },
    createdAt: now,
    updatedAt: now,
  };
}
