import { useEndpointMutation } from '@/lib/query';

/** The reply is the same whether or not the email is registered. */
export function useRequestPasswordReset() {
  return useEndpointMutation('dashboardUserPasswordResetRequest');
}

export function useConfirmPasswordReset() {
  return useEndpointMutation('dashboardUserPasswordReset');
}

/** An invited dashboard user chooses their first password (docs/decisions/0049). */
export function useAcceptInvitation() {
  return useEndpointMutation('dashboardUserInvitationAccept');
}
