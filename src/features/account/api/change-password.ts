import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/http';
import { PROFILE_ENDPOINT, type AccountRole } from './get-profile';

export interface PasswordChange {
  currentPassword: string;
  password: string;
}

/**
 * Change the signed-in account's own password: PATCH super-admin or PATCH dashboard-user with the current password
 * (docs/decisions/0015). The server checks the current one, refuses common passwords, and ends the account's other
 * sessions; this one stays. Rejects with the server's error.
 */
export async function changeOwnPassword(role: AccountRole, body: PasswordChange): Promise<void> {
  if (role === 'super-admin') await call('superAdminPatch', { body });
  else await call('dashboardUserPatchSelf', { body });
}

/** The change as a mutation; the account's details (its updatedAt) are fetched again after it. */
export function useChangePassword(role: AccountRole) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PasswordChange) => changeOwnPassword(role, body),
    onSuccess: () => client.invalidateQueries({ queryKey: [PROFILE_ENDPOINT[role]] }),
  });
}
