import { call } from '@/lib/http';
import { getUserType } from '@/lib/session';

/**
 * Change the signed-in account's own password: PATCH super-admin or PATCH dashboard-user by the stored user type,
 * with the current password (docs/decisions/0015). Rejects with the server's error (see errorMessage).
 */
export async function changeOwnPassword(currentPassword: string, password: string): Promise<void> {
  const body = { currentPassword, password };
  const userType = getUserType();
  if (userType === 'super-admin') await call('superAdminPatch', { body });
  else if (userType === 'dashboard-user') await call('dashboardUserPatchSelf', { body });
  else throw new Error('Sign in to a console to change your password.');
}
