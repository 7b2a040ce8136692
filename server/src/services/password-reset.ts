import { createHash, randomBytes } from 'node:crypto';
import { MESSAGES } from '@contract/messages';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { assertNewPassword } from '../auth/password-policy';
import { hashPassword } from '../auth/passwords';
import { revokeAllFor } from '../auth/refresh-tokens';
import { newId } from '../db/ids';
import { dashboardUsers, passwordResets } from '../db/schema';
import type { AppDeps } from '../deps';
import { badRequest } from '../errors';
import { countHit } from '../rate-limit/db-counter';

// Dashboard-user password reset (docs/decisions/0020): a mailed, single-use link that expires, and dies with any change
// of the account's password or email (docs/decisions/0034).

type ResetDeps = Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'logger' | 'config' | 'metrics'>;

export const RESET_TTL_SECONDS = 30 * 60;
/** At most this many links per account in RESET_TTL_SECONDS; past it a request is answered the same and sends nothing. */
export const RESETS_PER_WINDOW = 3;
export const RESET_PAGE = '/dashboard/reset-password';
export const RESET_SUBJECT = 'Reset your Eternity dashboard password';

export const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** What a link is bound to: the account's password hash (salted, new with every change) and email. */
export const fingerprintOf = (account: { passwordHash: string; email: string }) =>
  hashOf(`${account.passwordHash}\n${account.email.toLowerCase()}`);

export type Transaction = Parameters<Parameters<ResetDeps['db']['transaction']>[0]>[0];

/** Spend the account's outstanding links: its password or email changed (in the change's transaction). */
export async function spendResetLinks(tx: Transaction, dashboardUserId: string, now: Date): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.dashboardUserId, dashboardUserId), isNull(passwordResets.usedAt)));
}

export function requestPasswordReset(deps: ResetDeps, email: string, requestOrigin: string): void {
  const previous = queues.get(deps) ?? Promise.resolve();
  const next = previous
    .then(() => mailResetLink(deps, email, requestOrigin))
    .catch((error: unknown) => deps.logger.error('reset link request failed', { error: String(error) }));
  queues.set(deps, next);
}

const queues = new WeakMap<ResetDeps, Promise<void>>();

export const resetRequestsSettled = (deps: ResetDeps): Promise<void> => queues.get(deps) ?? Promise.resolve();

async function mailResetLink(deps: ResetDeps, email: string, requestOrigin: string): Promise<void> {
  const now = deps.clock();
  const [user] = await deps.db
    .select({
      id: dashboardUsers.id,
      email: dashboardUsers.email,
      name: dashboardUsers.name,
      passwordHash: dashboardUsers.passwordHash,
      status: dashboardUsers.status,
    })
    .from(dashboardUsers)
    .where(eq(sql`lower(${dashboardUsers.email})`, email.trim().toLowerCase()));
  // An invited user has no password to reset: only an invitation (which the super admin can withdraw) sets one (0049).
  if (!user || user.status === 'invited') return;
  // Counted, then checked (docs/decisions/0033): instances sharing the database cannot each send their own 3.
  const { count: asked } = await countHit(deps, `password-reset:${user.id}`, RESET_TTL_SECONDS);
  if (asked > RESETS_PER_WINDOW) {
    deps.metrics?.rateLimitRefusals.inc({ limiter: 'password-reset' });
    deps.logger.warn('reset link: too many asked for one account; none sent', { dashboardUserId: user.id });
    return;
  }
  const origin = deps.config.siteUrl ?? (deps.config.appMode === 'local' ? requestOrigin : undefined);
  if (origin === undefined) {
    deps.logger.error('reset link: SITE_URL is not set, so none can be mailed', { dashboardUserId: user.id });
    return;
  }
  const token = randomBytes(32).toString('base64url');
  await deps.db.insert(passwordResets).values({
    id: newId(),
    dashboardUserId: user.id,
    tokenHash: hashOf(token),
    credentialsFingerprint: fingerprintOf(user),
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_TTL_SECONDS * 1000),
  });
  const link = `${origin}${RESET_PAGE}?token=${encodeURIComponent(token)}`;
  const text =
    `Hello ${user.name},\n\n` +
    `Someone (we hope you) asked to reset the password of your Eternity dashboard account.\n` +
    `Open this link within ${RESET_TTL_SECONDS / 60} minutes to choose a new password. It works once:\n\n${link}\n\n` +
    `Using it signs you out everywhere. If you did not ask for it, ignore this mail: your password stays as it is.`;
  await deps.mailer.send({ to: user.email, subject: RESET_SUBJECT, text });
  deps.logger.info('reset link mailed', { dashboardUserId: user.id });
}

/** A link that can still be used once: its token, not spent, not expired, of this purpose. */
export const liveLink = (token: string, now: Date, purpose: 'reset' | 'invitation' = 'reset') =>
  and(
    eq(passwordResets.tokenHash, hashOf(token)),
    eq(passwordResets.purpose, purpose),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
  );
const live = (token: string, now: Date) => liveLink(token, now, 'reset');

export async function resetPassword(deps: ResetDeps, token: string, password: string): Promise<void> {
  const now = deps.clock();
  // Read first, spend nothing: a refused password (with its reason, for this account) leaves the link usable.
  const [found] = await deps.db
    .select({ fingerprint: passwordResets.credentialsFingerprint, email: dashboardUsers.email, name: dashboardUsers.name })
    .from(passwordResets)
    .innerJoin(dashboardUsers, eq(dashboardUsers.id, passwordResets.dashboardUserId))
    .where(live(token, now));
  if (!found) throw badRequest(MESSAGES.passwordResetInvalid);
  assertNewPassword(password, found);
  const passwordHash = await hashPassword(password);
  const outcome = await deps.db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(live(token, now))
      .returning({ dashboardUserId: passwordResets.dashboardUserId, fingerprint: passwordResets.credentialsFingerprint });
    if (!reset) return 'invalid';
    const [account] = await tx
      .select({ passwordHash: dashboardUsers.passwordHash, email: dashboardUsers.email })
      .from(dashboardUsers)
      .where(eq(dashboardUsers.id, reset.dashboardUserId))
      .for('update');
    // The password or email changed since the link was mailed: it stays spent (this transaction commits), unused.
    if (!account || reset.fingerprint !== fingerprintOf(account)) return 'stale';
    await tx.update(dashboardUsers).set({ passwordHash, updatedAt: now }).where(eq(dashboardUsers.id, reset.dashboardUserId));
    await spendResetLinks(tx, reset.dashboardUserId, now);
    await revokeAllFor({ db: tx, clock: deps.clock }, 'dashboard-user', reset.dashboardUserId);
    deps.logger.info('reset link used: credentials changed, sessions ended', { dashboardUserId: reset.dashboardUserId });
    return 'done';
  });
  if (outcome !== 'done') throw badRequest(MESSAGES.passwordResetInvalid);
}
