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

/** The super admin's TOTP second factor (docs/decisions/0036). */
const attemptsOf = (limits: RouteLimits, userId: string): SecondFactorAttempts => ({
  codes: limits.secondFactorAttempts('super-admin', userId),
  password: limits.passwordAttempts('super-admin', userId),
});

export const secondFactorHandlers = {
  superAdminSecondFactorLogin: async ({ deps, body, limits }) => ({
    body: {
      message: MESSAGES.superAdminLoggedIn,
      data: await loginSuperAdminSecondFactor(deps, body, (id) => limits.secondFactorAttempts('super-admin', id)),
    },
  }),
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
