import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/query';
import type { ReplyOf } from '@contract/endpoints';

export type AccountRole = 'super-admin' | 'dashboard-user';

type Fields = '_id' | 'name' | 'email' | 'createdAt' | 'updatedAt';
export type Profile = Partial<Pick<ReplyOf<'superAdminGetSelf'>['data']['superAdmin'], Fields>>;

export const getSuperAdminProfileQueryOptions = () => endpointQuery('superAdminGetSelf', undefined, (reply): Profile => reply.data.superAdmin);

export const getDashboardUserProfileQueryOptions = () =>
  endpointQuery('dashboardUserGetSelf', undefined, (reply): Profile => reply.data.dashboardUser);

export const PROFILE_ENDPOINT = { 'super-admin': 'superAdminGetSelf', 'dashboard-user': 'dashboardUserGetSelf' } as const;

export function useProfile(role: AccountRole) {
  const superAdmin = useQuery({ ...getSuperAdminProfileQueryOptions(), enabled: role === 'super-admin' });
  const dashboardUser = useQuery({ ...getDashboardUserProfileQueryOptions(), enabled: role === 'dashboard-user' });
  return role === 'super-admin' ? superAdmin : dashboardUser;
}
