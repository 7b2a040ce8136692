import { randomBytes } from 'node:crypto';
import type { DashboardUser } from '@contract/dashboard-user';
import { MESSAGES } from '@contract/messages';
import { eq } from 'drizzle-orm';
import { assertNewPassword } from '../auth/password-policy';
import { hashPassword } from '../auth/passwords';
import { recordAudit } from '../audit/record';
import { newId } from '../db/ids';
import { dashboardUsers, outgoingMails, passwordResets } from '../db/schema';
import type { AppDeps } from '../deps';
import { badRequest, conflict, notFound } from '../errors';
import { withMetaverses, type Row } from './dashboard-user/rows';
import { fingerprintOf, hashOf, liveLink, spendResetLinks, type Transaction } from './password-reset';

// Invitations (docs/decisions/0049): a dashboard user created without a password is mailed a single-use link to
// choose one. It is a password-reset link of another purpose: only its hash is stored, it expires, it dies with any
// change of the account's credentials, and spending it is one conditional UPDATE (single use under concurrency).
// The mail goes through the durable outgoing queue, written in the transaction that makes the link.

export const INVITATION_TTL_SECONDS = 7 * 24 * 60 * 60;
export const INVITATION_PAGE = '/dashboard/accept-invitation';
export const INVITATION_SUBJECT = 'Your invitation to the Eternity dashboard';

type InviteDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger'>;

/** Where the link points: SITE_URL, or in a local evaluation the address the super admin used. */
export function invitationOrigin(deps: InviteDeps, requestOrigin: string): string {
  const origin = deps.config.siteUrl ?? (deps.config.appMode === 'local' ? requestOrigin : undefined);
  if (origin === undefined) throw badRequest(MESSAGES.invitationNeedsSiteUrl);
  return origin;
}

/** A password no one can type: an invited account has none until the link sets one. */
export const unusablePasswordHash = () => `!invited:${randomBytes(24).toString('base64url')}`;

/** Kill the account's earlier links, make a new one and queue its mail (in the caller's transaction). */
export async function queueInvitation(
  deps: InviteDeps,
  tx: Transaction,
  account: Pick<Row, 'id' | 'name' | 'email' | 'passwordHash'>,
  origin: string,
): Promise<void> {
  const now = deps.clock();
  await spendResetLinks(tx, account.id, now);
  const token = randomBytes(32).toString('base64url');
  await tx.insert(passwordResets).values({
    id: newId(),
    dashboardUserId: account.id,
    tokenHash: hashOf(token),
    purpose: 'invitation',
    credentialsFingerprint: fingerprintOf(account),
    createdAt: now,
    expiresAt: new Date(now.getTime() + INVITATION_TTL_SECONDS * 1000),
  });
  const link = `${origin}${INVITATION_PAGE}?token=${encodeURIComponent(token)}`;
  const days = INVITATION_TTL_SECONDS / 86_400;
  const text =
    `Hello ${account.name},\n\n` +
    `You have been given an account on the Eternity dashboard, where you see your metaverses and their users.\n` +
    `Open this link within ${days} days to choose your password. It works once:\n\n${link}\n\n` +
    `Then log in with this email address (${account.email}) and that password.\n` +
    `If you did not expect this invitation, ignore this mail: nothing happens without the link.`;
  await tx.insert(outgoingMails).values({ id: newId(), to: account.email, subject: INVITATION_SUBJECT, text, createdAt: now });
}

async function invitedAccount(tx: Transaction, id: string): Promise<Row> {
  const [row] = await tx.select().from(dashboardUsers).where(eq(dashboardUsers.id, id)).for('update');
  if (!row) throw notFound(MESSAGES.dashboardUserNotFound);
  if (row.status !== 'invited') throw conflict(MESSAGES.invitationNotPending);
  return row;
}

/** A new link for an invited user; the earlier one stops working. */
export async function resendInvitation(deps: InviteDeps, id: string, requestOrigin: string): Promise<DashboardUser> {
  const origin = invitationOrigin(deps, requestOrigin);
  const row = await deps.db.transaction(async (tx) => {
    const account = await invitedAccount(tx, id);
    await queueInvitation(deps, tx, account, origin);
    return account;
  });
  deps.logger.info('invitation mailed again', { dashboardUserId: id });
  return withMetaverses(deps, row);
}

/** The link stops working; the user stays invited and cannot sign in until invited again. */
export async function revokeInvitation(deps: InviteDeps, id: string): Promise<DashboardUser> {
  const row = await deps.db.transaction(async (tx) => {
    const account = await invitedAccount(tx, id);
    await spendResetLinks(tx, id, deps.clock());
    return account;
  });
  deps.logger.info('invitation withdrawn', { dashboardUserId: id });
  return withMetaverses(deps, row);
}

/**
 * The invited user chooses their password: the link is spent (once, whoever else tries it) and the account is active.
 * The audit log records it in the same transaction, the invited user as the actor from `ip`.
 */
export async function acceptInvitation(deps: InviteDeps, token: string, password: string, ip = 'unknown'): Promise<void> {
  const now = deps.clock();
  const [found] = await deps.db
    .select({ email: dashboardUsers.email, name: dashboardUsers.name })
    .from(passwordResets)
    .innerJoin(dashboardUsers, eq(dashboardUsers.id, passwordResets.dashboardUserId))
    .where(liveLink(token, now, 'invitation'));
  if (!found) throw badRequest(MESSAGES.invitationInvalid);
  // Refused before the link is spent: a weak password leaves it usable.
  assertNewPassword(password, found);
  const passwordHash = await hashPassword(password);
  const outcome = await deps.db.transaction(async (tx) => {
    const [link] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(liveLink(token, now, 'invitation'))
      .returning({ dashboardUserId: passwordResets.dashboardUserId, fingerprint: passwordResets.credentialsFingerprint });
    if (!link) return 'invalid';
    const [account] = await tx
      .select({ passwordHash: dashboardUsers.passwordHash, email: dashboardUsers.email, status: dashboardUsers.status })
      .from(dashboardUsers)
      .where(eq(dashboardUsers.id, link.dashboardUserId))
      .for('update');
    if (!account || account.status !== 'invited' || link.fingerprint !== fingerprintOf(account)) return 'stale';
    await tx
      .update(dashboardUsers)
      .set({ passwordHash, status: 'active', updatedAt: now })
      .where(eq(dashboardUsers.id, link.dashboardUserId));
    await spendResetLinks(tx, link.dashboardUserId, now);
    await recordAudit(
      tx,
      { actor: { role: 'dashboard-user', id: link.dashboardUserId, display: `${found.name} <${account.email}>` }, ip, at: now },
      {
        action: 'dashboard_user.invitation_accepted',
        target: { type: 'dashboard_user', id: link.dashboardUserId, label: account.email },
        changes: { status: { before: 'invited', after: 'active' }, password: { before: null, after: passwordHash } },
      },
    );
    return link.dashboardUserId;
  });
  if (outcome === 'invalid' || outcome === 'stale') throw badRequest(MESSAGES.invitationInvalid);
  deps.logger.info('invitation accepted', { dashboardUserId: outcome });
}
