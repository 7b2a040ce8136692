import { MESSAGES } from '@contract/messages';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { newId } from '../../db/ids';
import { metaverseUserIdentities, metaverseUsers } from '../../db/schema';
import type { ServiceDeps } from '../../deps';
import { badRequest, conflict, isUniqueViolation, unauthorized } from '../../errors';
import type { VerifiedIdentity } from '../../identity/identity';
import { findAccount, type MetaverseUserRow } from './rows';

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
  const byKey = () => accountWithKey(deps, key);
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

/** The account that signs in with `key`: its own identity key, or one it linked later (docs/decisions/0032). */
async function accountWithKey(deps: ServiceDeps, key: string): Promise<MetaverseUserRow | undefined> {
  const [own] = await deps.db.select().from(metaverseUsers).where(eq(metaverseUsers.identityKey, key));
  if (own) return own;
  const [linked] = await deps.db
    .select({ user: metaverseUsers })
    .from(metaverseUserIdentities)
    .innerJoin(metaverseUsers, eq(metaverseUsers.id, metaverseUserIdentities.userId))
    .where(eq(metaverseUserIdentities.identityKey, key));
  return linked?.user;
}

/**
 * The caller proved a new email (google) or phone number (phone): it becomes the account's, and that identity signs
 * in to this account from now on, replacing the account's previous one of the same provider. An identity or email
 * that belongs to another citizen is a 409 (docs/decisions/0032).
 */
export async function linkIdentity(deps: ServiceDeps, userId: string, identity: VerifiedIdentity): Promise<MetaverseUserRow> {
  const me = await findAccount(deps, userId, 'self');
  const { provider } = identity;
  const taken = provider === 'phone' ? MESSAGES.phoneTaken : MESSAGES.emailTaken;
  const email = identity.email && identity.emailVerified ? identity.email.toLowerCase() : undefined;
  if (provider === 'google' && !email) throw badRequest(MESSAGES.identityWithoutEmail);
  if (provider === 'phone' && !identity.phoneNumber) throw unauthorized(MESSAGES.invalidCredentials);

  const key = identityKeyOf(identity);
  const owner = await accountWithKey(deps, key);
  if (owner && owner.id !== userId) throw conflict(taken);
  if (email) {
    const [other] = await deps.db
      .select({ id: metaverseUsers.id })
      .from(metaverseUsers)
      .where(and(byEmail(email), ne(metaverseUsers.id, userId)));
    if (other) throw conflict(taken);
  }
  try {
    return await deps.db.transaction(async (tx) => {
      const ownKeyIsThisProvider = me.identityKey?.startsWith(`${provider}:`) ?? false;
      if (!ownKeyIsThisProvider && me.identityKey !== key) {
        await tx
          .delete(metaverseUserIdentities)
          .where(and(eq(metaverseUserIdentities.userId, userId), eq(metaverseUserIdentities.provider, provider)));
        await tx.insert(metaverseUserIdentities).values({ userId, provider, identityKey: key, createdAt: deps.clock() });
      }
      const [row] = await tx
        .update(metaverseUsers)
        .set({
          ...(ownKeyIsThisProvider && { identityKey: key }),
          ...(email ? { email } : { phoneNumber: identity.phoneNumber! }),
          updatedAt: deps.clock(),
        })
        .where(eq(metaverseUsers.id, userId))
        .returning();
      if (!row) throw unauthorized(MESSAGES.unauthorized);
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(taken); // lost a race for the same identity or email
    throw err;
  }
}
