import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { newId } from '../../db/ids';
import { metaverseUsers } from '../../db/schema';
import type { ServiceDeps } from '../../deps';
import { isUniqueViolation } from '../../errors';
import type { VerifiedIdentity } from '../../identity/identity';
import type { MetaverseUserRow } from './rows';

export const identityKeyOf = (identity: Pick<VerifiedIdentity, 'provider' | 'subject'>) =>
  `${identity.provider}:${identity.subject}`;

export const byEmail = (email: string) => eq(sql`lower(${metaverseUsers.email})`, email.toLowerCase());

/**
 * The account for a verified identity: the one already linked to it; else an account nobody has signed in to yet
 * (seeded or created by an admin) with the same provider-verified email or phone number, which gets linked; else a
 * new account. An email another account already uses is not copied onto the new one (emails are unique).
 */
export async function findOrCreateByIdentity(deps: ServiceDeps, identity: VerifiedIdentity): Promise<MetaverseUserRow> {
  const key = identityKeyOf(identity);
  const byKey = async () => (await deps.db.select().from(metaverseUsers).where(eq(metaverseUsers.identityKey, key)))[0];
  const existing = await byKey();
  if (existing) return existing;

  const claimable =
    identity.provider === 'google' && identity.email && identity.emailVerified
      ? byEmail(identity.email)
      : identity.provider === 'phone' && identity.phoneNumber
        ? eq(metaverseUsers.phoneNumber, identity.phoneNumber)
        : undefined;
  if (claimable) {
    const [candidate] = await deps.db
      .select({ id: metaverseUsers.id })
      .from(metaverseUsers)
      .where(and(claimable, isNull(metaverseUsers.identityKey)))
      .orderBy(asc(metaverseUsers.createdAt), asc(metaverseUsers.id))
      .limit(1);
    if (candidate) {
      const [claimed] = await deps.db
        .update(metaverseUsers)
        .set({ identityKey: key })
        .where(and(eq(metaverseUsers.id, candidate.id), isNull(metaverseUsers.identityKey)))
        .returning();
      if (claimed) return claimed;
    }
  }

  const email = identity.email?.toLowerCase() ?? '';
  const emailTaken = email !== '' && (await deps.db.select({ id: metaverseUsers.id }).from(metaverseUsers).where(byEmail(email))).length > 0;
  const now = deps.clock();
  const insert = (withEmail: boolean) =>
    deps.db
      .insert(metaverseUsers)
      .values({
        id: newId(),
        name: identity.name ?? '',
        email: withEmail ? email : '',
        phoneNumber: identity.phoneNumber ?? '',
        identityKey: key,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
  try {
    const [row] = await insert(!emailTaken);
    return row!;
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // Lost a race: either the same person signing in twice at once, or somebody taking the email meanwhile.
    const raced = await byKey();
    if (raced) return raced;
    const [row] = await insert(false);
    return row!;
  }
}
