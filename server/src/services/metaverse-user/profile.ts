import type { MetaverseUser } from '@contract/metaverse-user';
import { MESSAGES } from '@contract/messages';
import { eq } from 'drizzle-orm';
import { revokeAllFor } from '../../auth/refresh-tokens';
import { metaverseMemberships, metaverseUsers } from '../../db/schema';
import type { ServiceDeps } from '../../deps';
import { missingAccount, type Who } from '../access';
import { findAccount, joinedMetaversesOf, ROLE, toEntry, toReply, type MetaverseEntry } from './rows';

export async function getMetaverseUser(deps: ServiceDeps, id: string, who: Who): Promise<MetaverseUser> {
  return toReply(deps, await findAccount(deps, id, who));
}

/** The caller renames themselves; email and phone number change only through `linkIdentity` (docs/decisions/0032). */
export async function updateMetaverseUser(deps: ServiceDeps, id: string, patch: { name?: string }): Promise<MetaverseUser> {
  await findAccount(deps, id, 'self');
  const [row] = await deps.db
    .update(metaverseUsers)
    .set({ ...(patch.name !== undefined && { name: patch.name }), updatedAt: deps.clock() })
    .where(eq(metaverseUsers.id, id))
    .returning();
  if (!row) throw missingAccount('self', MESSAGES.userNotFound);
  return toReply(deps, row);
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
