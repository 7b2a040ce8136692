import { useEndpointMutation } from '@/lib/query';

/** A new invitation link for an invited dashboard user; the earlier one stops working (docs/decisions/0049). */
export function useResendInvitation() {
  return useEndpointMutation('dashboardUserInvitationResend', { invalidates: ['dashboardUsersList', 'dashboardUserGet'] });
}

/** The link stops working; the user stays invited and cannot sign in. */
export function useRevokeInvitation() {
  return useEndpointMutation('dashboardUserInvitationRevoke', { invalidates: ['dashboardUsersList', 'dashboardUserGet'] });
}
