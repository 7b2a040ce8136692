import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/http';
import { saveStoredUser } from '@/lib/session';
import { PROFILE_ENDPOINT, type AccountRole, type Profile } from './get-profile';

/** What My Account's Basic details may change; `currentPassword` goes with a new email (docs/decisions/0015). */
export interface DetailsChange {
  name?: string;
  email?: string;
  currentPassword?: string;
}

export async function updateOwnDetails(role: AccountRole, body: DetailsChange): Promise<Profile> {
  if (role === 'super-admin') return (await call('superAdminPatch', { body })).data.superAdmin;
  return (await call('dashboardUserPatchSelf', { body })).data.dashboardUser;
}

/** Saved: the stored session's user (SPEC 3: `user`) and the profile on screen show the new name and email. */
export function useUpdateOwnDetails(role: AccountRole) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DetailsChange) => updateOwnDetails(role, body),
    onSuccess: async (profile) => {
      saveStoredUser({ ...profile });
      await client.invalidateQueries({ queryKey: [PROFILE_ENDPOINT[role]] });
    },
  });
}
