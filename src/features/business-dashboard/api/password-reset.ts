import { useEndpointMutation } from '@/lib/query';

/** POST dashboard-user/password-reset {email}: the reply is the same whether or not the email is registered. */
export function useRequestPasswordReset() {
  return useEndpointMutation('dashboardUserPasswordResetRequest');
}

/** POST dashboard-user/password-reset/confirm {token, password}: sets the password and ends every session. */
export function useConfirmPasswordReset() {
  return useEndpointMutation('dashboardUserPasswordReset');
}
