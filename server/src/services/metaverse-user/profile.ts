import type { MetaverseUser } from '@contract/metaverse-user';
import { MESSAGES } from '@contract/messages';
import { eq } from 'drizzle-orm';
import { revokeAllFor } from '../../auth/refresh-tokens';
import { metaverseMemberships, metaverseUsers } from '../../db/schema';
import type { ServiceDeps } from '../../deps';
import { conflict, isUniqueViolation } from '../../errors';
import { missingAccount, type Who } from '../access';
import { byEmail } from './identity-link';
import { findAccount, joinedMetaversesOf, ROLE, toEntry, toReply, type MetaverseEntry } from './rows';

export async function getMetaverseUser(deps: ServiceDeps, id: string, who: Who): Promise<MetaverseUser> {
  return toReply(deps, await findAccount(deps, id, who));
}

/** The caller changes their own profile; a metaverse user has no password, so no credentials check. */
export async function updateMetaverseUser(
  deps: ServiceDeps,
  id: string,
  patch: { name?: string; email?: string; phoneNumber?: string },
): Promise<MetaverseUser> {
  await findAccount(deps, id, 'self');
  if (patch.email) {
    const [other] = await deps.db.select({ id: metaverseUsers.id }).from(metaverseUsers).where(byEmail(patch.email));
    if (other && other.id !== id) throw conflict(MESSAGES.conflictEmail);
  }
  try {
    const [row] = await deps.db
      .update(metaverseUsers)
      .set({
        ...(patch.name !== undefined && { name: patch.name }),
        ...(patch.email !== undefined && { email: patch.email.toLowerCase() }),
        ...(patch.phoneNumber !== undefined && { phoneNumber: patch.phoneNumber }),
        updatedAt: deps.clock(),
      })
      .where(eq(metaverseUsers.id, id))
      .returning();
    if (!row) throw missingAccount('self', MESSAGES.userNotFound);
    return toReply(deps, row);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MESSAGES.conflictEmail); // lost a race for the same email
    throw err;
  }
}

/** Delete an account (its rows cascade) and revoke every refresh token it holds. */
export async function deleteMetaverseUser(deps: ServiceDeps, id: string, who: Who): Promise<void> {
  const deleted = await deps.db.transaction(async (tx) => {
    await tx.delete(metaverseMemberships).where(eq(metaverseMemberships.userId, id));
    const rows = await tx.delete(metaverseUsers).where(eq(metaverseUsers.id, id)).returning({ id: metaverseUsers.id });
    await revokeAllFor({ db: tx, clock: deps.clock }, ROLE, id);
    return rows.length > 0;
  });
  if (!deleted) throw missingAccount(who, MESSAGES.userNotFound);
}

export async function metaversesOfUser(deps: ServiceDeps, id: string, who: Who): Promise<MetaverseEntry[]> {
  await findAccount(deps, id, who);
  const joined = await joinedMetaversesOf(deps, [id]);
  return (joined.get(id) ?? []).map(toEntry);
}
