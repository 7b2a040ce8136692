import type { DashboardUser } from '@contract/dashboard-user';
import { MESSAGES } from '@contract/messages';
import { eq } from 'drizzle-orm';
import { checkLogin, dummyVerify, hashPassword, type PasswordAttempts } from '../../auth/passwords';
import type { ClientInfo } from '../../auth/client-label';
import { revokeAllFor } from '../../auth/refresh-tokens';
import { refreshSession, startSession, type TokenPair } from '../../auth/session';
import { newId } from '../../db/ids';
import { dashboardUsers } from '../../db/schema';
import type { AppDeps, ServiceDeps } from '../../deps';
import { conflict, HttpError, isUniqueViolation, unauthorized } from '../../errors';
import { missingAccount, type Who } from '../access';
import { updateAccount, type AccountTable, type CredentialsPatch } from '../account-update';
import { invitationOrigin, queueInvitation, unusablePasswordHash } from '../invitations';
import { spendResetLinks } from '../password-reset';
import { findAccount, findById, findByEmail, ROLE, toDashboardUser, withMetaverses, type MetaverseEntry, type Row } from './rows';

export interface DashboardUserInput {
  name: string;
  email: string;
  /** Without one the user is invited: mailed a link to choose it (docs/decisions/0049). */
  password?: string;
  phoneNumber: string;
}

export async function createDashboardUser(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger'>,
  input: DashboardUserInput,
  requestOrigin: string,
): Promise<DashboardUser> {
  if (await findByEmail(deps, input.email)) throw conflict(MESSAGES.conflictEmail);
  const now = deps.clock();
  const invited = input.password === undefined;
  const origin = invited ? invitationOrigin(deps, requestOrigin) : undefined;
  const passwordHash = input.password === undefined ? unusablePasswordHash() : await hashPassword(input.password);
  try {
    const row = await deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(dashboardUsers)
        .values({
          id: newId(),
          name: input.name,
          email: input.email.toLowerCase(),
          phoneNumber: input.phoneNumber,
          passwordHash,
          status: invited ? 'invited' : 'active',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (origin !== undefined) await queueInvitation(deps, tx, created!, origin);
      return created!;
    });
    return toDashboardUser(row, []);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MESSAGES.conflictEmail); // lost a race with the same email
    throw err;
  }
}

export async function loginDashboardUser(
  deps: ServiceDeps,
  input: { email: string; password: string },
): Promise<TokenPair & { dashboardUser: DashboardUser }> {
  const found = await findByEmail(deps, input.email);
  if (found?.status === 'invited') {
    // Login already tells a known email from an unknown one; this says only that no password was chosen yet.
    await dummyVerify(input.password);
    throw new HttpError(403, MESSAGES.accountInvited);
  }
  const row = await checkLogin(found, input.password, MESSAGES.dashboardUserNotFound);
  const tokens = await startSession(deps, { role: ROLE, userId: row.id });
  return { dashboardUser: await withMetaverses(deps, row), ...tokens };
}

export async function refreshDashboardUser(
  deps: ServiceDeps,
  refreshToken: string,
  client?: ClientInfo,
): Promise<TokenPair & { dashboardUser: DashboardUser }> {
  const session = await refreshSession(deps, ROLE, refreshToken, client);
  const row = await findById(deps, session.userId);
  if (!row) throw unauthorized(MESSAGES.invalidRefreshToken);
  return {
    dashboardUser: await withMetaverses(deps, row),
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
  };
}

export async function getDashboardUser(deps: ServiceDeps, id: string, who: Who): Promise<DashboardUser> {
  return withMetaverses(deps, await findAccount(deps, id, who));
}

export async function getDashboardUserMetaverses(deps: ServiceDeps, id: string, who: Who): Promise<MetaverseEntry[]> {
  return (await withMetaverses(deps, await findAccount(deps, id, who))).metaverses;
}

export type DashboardUserPatch = Partial<Omit<DashboardUserInput, 'password' | 'email'>> & CredentialsPatch;

const accountTable = (deps: ServiceDeps): AccountTable<Row> => ({
  role: ROLE,
  notFoundMessage: MESSAGES.dashboardUserNotFound,
  find: (id) => findById(deps, id),
  findByEmail: (email) => findByEmail(deps, email),
  // A password set by the super admin makes an invited account active (its invitation dies with the change).
  write: async (tx, id, changes) =>
    (
      await tx
        .update(dashboardUsers)
        .set({ ...changes, ...(changes.passwordHash !== undefined && { status: 'active' as const }) })
        .where(eq(dashboardUsers.id, id))
        .returning()
    )[0],
  credentialsChanged: (tx, id) => spendResetLinks(tx, id, deps.clock()),
});

export async function updateDashboardUser(
  deps: ServiceDeps,
  id: string,
  patch: DashboardUserPatch,
  who: Who,
  sessionId?: string,
  attempts?: PasswordAttempts,
): Promise<DashboardUser> {
  return withMetaverses(deps, await updateAccount(deps, accountTable(deps), id, patch, { who, sessionId, attempts }));
}

/** Delete a dashboard user and sign them out everywhere (docs/decisions/0004). */
export async function deleteDashboardUser(deps: ServiceDeps, id: string, who: Who): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const deleted = await tx.delete(dashboardUsers).where(eq(dashboardUsers.id, id)).returning({ id: dashboardUsers.id });
    if (deleted.length === 0) throw missingAccount(who, MESSAGES.dashboardUserNotFound);
    await revokeAllFor({ db: tx, clock: deps.clock }, ROLE, id);
  });
}

