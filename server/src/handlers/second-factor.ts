import { MESSAGES } from '@contract/messages';
import { loginSuperAdminSecondFactor } from '../services/super-admin';
import {
  confirmEnrolment,
  disableSecondFactor,
  regenerateRecoveryCodes,
  secondFactorStatus,
  startEnrolment,
  type SecondFactorAttempts,
} from '../services/second-factor';
import type { RouteLimits } from '../rate-limit/route-limits';
import type { SomeHandlers } from '../pipeline/handler';
import { auditContextOf, recordAudit } from '../audit/record';
import type { AuditAction, AuditChanges } from '@contract/audit-text';
import type { AppDeps } from '../deps';
import type { Context } from 'hono';
import type { AppEnv } from '../hono-env';

/**
 * What happened to an account's second factor before anyone signed in (a wrong code, a lock), in the audit log as
 * the account's own event from the asking address (issue 38 item 1).
 */
const auditAccount = (deps: Pick<AppDeps, 'db' | 'clock' | 'config'>, c: Context<AppEnv>) => async (superAdminId: string, action: AuditAction, changes?: AuditChanges) => {
  const ctx = await auditContextOf(deps, c, { role: 'super-admin', userId: superAdminId });
  await recordAudit(deps.db, ctx, { action, target: { type: 'super_admin', id: superAdminId, label: ctx.actor.display }, changes });
};

/** The super admin's TOTP second factor (docs/decisions/0036). */
const attemptsOf = (limits: RouteLimits, userId: string): SecondFactorAttempts => ({
  codes: limits.secondFactorAttempts('super-admin', userId),
  password: limits.passwordAttempts('super-admin', userId),
});

export const secondFactorHandlers = {
  superAdminSecondFactorLogin: async ({ deps, body, limits, c }) => {
    const audit = auditAccount(deps, c);
    const codesOf = (id: string) =>
      limits.secondFactorAttempts('super-admin', id, (seconds) => audit(id, 'super_admin.second_factor_locked', { lockedForSeconds: { before: null, after: seconds } }));
    const data = await loginSuperAdminSecondFactor(deps, body, codesOf, (id) => audit(id, 'super_admin.second_factor_failed'));
    return { body: { message: MESSAGES.superAdminLoggedIn, data } };
  },
  superAdminSecondFactorStatus: async ({ deps, auth }) => ({
    body: { message: MESSAGES.secondFactorStatus, data: await secondFactorStatus(deps, auth.userId) },
  }),
  superAdminSecondFactorStart: async ({ deps, auth }) => ({
    body: { message: MESSAGES.secondFactorStarted, data: await startEnrolment(deps, auth.userId) },
  }),
  superAdminSecondFactorConfirm: async ({ deps, auth, body, limits }) => {
    const recoveryCodes = await confirmEnrolment(deps, auth.userId, body, attemptsOf(limits, auth.userId), auth.sessionId);
    return { body: { message: MESSAGES.secondFactorEnabled, data: { recoveryCodes } } };
  },
  superAdminSecondFactorDisable: async ({ deps, auth, body, limits }) => {
    await disableSecondFactor(deps, auth.userId, body, attemptsOf(limits, auth.userId));
    return { body: { message: MESSAGES.secondFactorDisabled } };
  },
  superAdminRecoveryCodes: async ({ deps, auth, body, limits }) => {
    const recoveryCodes = await regenerateRecoveryCodes(deps, auth.userId, body, attemptsOf(limits, auth.userId));
    return { body: { message: MESSAGES.recoveryCodesRegenerated, data: { recoveryCodes } } };
  },
} satisfies SomeHandlers;
