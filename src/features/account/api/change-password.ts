import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/http';
import { PROFILE_ENDPOINT, type AccountRole } from './get-profile';

export interface PasswordChange {
  currentPassword: string;
  password: string;
}

/** The server checks the current password, refuses common ones and ends the other sessions (docs/decisions/0015). */
export async function changeOwnPassword(role: AccountRole, body: PasswordChange): Promise<void> {
  if (role === 'super-admin') await call('superAdminPatch', { body });
  else await call('dashboardUserPatchSelf', { body });
}

export function useChangePassword(role: AccountRole) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PasswordChange) => changeOwnPassword(role, body),
    onSuccess: () => client.invalidateQueries({ queryKey: [PROFILE_ENDPOINT[role]] }),
  });
}
