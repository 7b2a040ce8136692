import type { SuperAdmin } from '@contract/super-admin';
import { MESSAGES } from '@contract/messages';
import { eq, sql } from 'drizzle-orm';
import { checkLogin, hashPassword, lockedFor, type PasswordAttempts } from '../auth/passwords';
import type { ClientInfo } from '../auth/client-label';
import { revokeAllFor } from '../auth/refresh-tokens';
import { refreshSession, startSession, type TokenPair } from '../auth/session';
import type { ServiceDeps } from '../deps';
import { newId } from '../db/ids';
import { superAdmins } from '../db/schema';
import { updateAccount, type AccountTable, type CredentialsPatch } from './account-update';
import { conflict, HttpError, isUniqueViolation, unauthorized } from '../errors';
import { failedCodesSinceLastSignIn, hasSecondFactor, issueTicket, redeemTicket } from './second-factor';


type Row = typeof superAdmins.$inferSelect;

const ROLE = 'super-admin' as const;

/** Row → contract shape. The password hash stops here. */
export function toSuperAdmin(row: Row): SuperAdmin {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const byEmail = (email: string) => eq(sql`lower(${superAdmins.email})`, email.toLowerCase());

async function findByEmail(deps: ServiceDeps, email: string): Promise<Row | undefined> {
  const [row] = await deps.db.select().from(superAdmins).where(byEmail(email));
  return row;
}

async function findSelf(deps: ServiceDeps, id: string): Promise<Row> {
  const [row] = await deps.db.select().from(superAdmins).where(eq(superAdmins.id, id));
  if (!row) throw unauthorized();
  return row;
}

export async function createSuperAdmin(
  deps: ServiceDeps,
  input: { name: string; email: string; password: string },
): Promise<SuperAdmin> {
  if (await findByEmail(deps, input.email)) throw conflict(MESSAGES.conflictEmail);
  const now = deps.clock();
  try {
    const [row] = await deps.db
      .insert(superAdmins)
      .values({
        id: newId(),
        name: input.name,
        email: input.email.toLowerCase(),
        passwordHash: await hashPassword(input.password),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return toSuperAdmin(row!);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MESSAGES.conflictEmail); // lost a race with the same email
    throw err;
  }
}

export type SuperAdminLogin = TokenPair & {
  superAdmin: SuperAdmin;
  secondFactorSetupRequired?: boolean;
  secondFactorFailures?: { count: number; lastAt: string; lastFrom: string };
};

/**
 * The password step. With a second factor on, no tokens: a ticket for the code step (docs/decisions/0036); without
 * one on a server that requires it, the tokens say so (every other call answers 403 until it is set up).
 */
export async function loginSuperAdmin(
  deps: ServiceDeps,
  input: { email: string; password: string },
  codesFor?: (superAdminId: string) => PasswordAttempts,
): Promise<SuperAdminLogin | { secondFactorTicket: string; expiresAt: string }> {
  const row = await checkLogin(await findByEmail(deps, input.email), input.password, MESSAGES.superAdminNotFound);
  if (await hasSecondFactor(deps.db, row.id)) {
    // While its codes are locked, the account's password step is too: no fresh tickets to guess on (issue 38 item 1).
    const locked = codesFor ? await lockedFor(codesFor(row.id)) : 0;
    if (locked > 0) throw new HttpError(429, MESSAGES.tooManyRequests, undefined, { 'Retry-After': String(Math.ceil(locked / 1000)) });
    return issueTicket(deps, row.id);
  }
  const tokens = await startSession(deps, { role: ROLE, userId: row.id });
  return { superAdmin: toSuperAdmin(row), ...tokens, ...(deps.config.superAdminMfaRequired && { secondFactorSetupRequired: true }) };
}

/** The code step: the ticket and a TOTP or recovery code; then the normal login reply. */
export async function loginSuperAdminSecondFactor(
  deps: ServiceDeps,
  input: { ticket: string; code: string },
  attemptsFor: (superAdminId: string) => PasswordAttempts,
  onWrongCode?: (superAdminId: string) => Promise<void>,
): Promise<SuperAdminLogin> {
  const id = await redeemTicket(deps, input, attemptsFor, onWrongCode);
  const row = await findSelf(deps, id);
  // Read before this sign-in's session starts: "since your last sign-in".
  const failures = await failedCodesSinceLastSignIn(deps, id);
  const tokens = await startSession(deps, { role: ROLE, userId: row.id });
  return { superAdmin: toSuperAdmin(row), ...tokens, ...(failures && { secondFactorFailures: failures }) };
}

export async function getSuperAdmin(deps: ServiceDeps, id: string): Promise<SuperAdmin> {
  return toSuperAdmin(await findSelf(deps, id));
}

const accountTable = (deps: ServiceDeps): AccountTable<Row> => ({
  role: ROLE,
  notFoundMessage: MESSAGES.superAdminNotFound,
  find: async (id) => (await deps.db.select().from(superAdmins).where(eq(superAdmins.id, id)))[0],
  findByEmail: (email) => findByEmail(deps, email),
  write: async (tx, id, credentials) =>
    (await tx.update(superAdmins).set(credentials).where(eq(superAdmins.id, id)).returning())[0],
});

export async function updateSuperAdmin(
  deps: ServiceDeps,
  id: string,
  patch: { name?: string } & CredentialsPatch,
  sessionId?: string,
  attempts?: PasswordAttempts,
): Promise<SuperAdmin> {
  const row = await updateAccount(deps, accountTable(deps), id, patch, { who: 'self', sessionId, attempts });
  return toSuperAdmin(row);
}

/** Delete one's own account, unless it is the last one: the console would be left without an administrator. */
export async function deleteSuperAdmin(deps: ServiceDeps, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    // Lock every super-admin row so two admins deleting themselves at once cannot both pass the count.
    const all = await tx.select({ id: superAdmins.id }).from(superAdmins).for('update');
    if (!all.some((r) => r.id === id)) throw unauthorized();
    if (all.length <= 1) throw conflict(MESSAGES.lastSuperAdmin);
    await tx.delete(superAdmins).where(eq(superAdmins.id, id));
    await revokeAllFor({ db: tx, clock: deps.clock }, ROLE, id);
  });
}

export async function refreshSuperAdmin(
  deps: ServiceDeps,
  refreshToken: string,
  client?: ClientInfo,
): Promise<TokenPair & { superAdmin: SuperAdmin }> {
  const session = await refreshSession(deps, ROLE, refreshToken, client);
  const [row] = await deps.db.select().from(superAdmins).where(eq(superAdmins.id, session.userId));
  if (!row) throw unauthorized(MESSAGES.invalidRefreshToken);
  return { superAdmin: toSuperAdmin(row), accessToken: session.accessToken, refreshToken: session.refreshToken };
}
