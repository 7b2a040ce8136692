import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/query';
import type { ReplyOf } from '@contract/endpoints';

/** The two consoles whose accounts have a My Account page. */
export type AccountRole = 'super-admin' | 'dashboard-user';

type Fields = '_id' | 'name' | 'email' | 'createdAt' | 'updatedAt';
/** What the Basic details tab shows; a field the reply lacks shows 'Not Available'. */
export type Profile = Partial<Pick<ReplyOf<'superAdminMe'>['data']['superAdmin'], Fields>>;

/** GET super-admin: the signed-in super admin (reply data.superAdmin). */
export const getSuperAdminProfileQueryOptions = () => endpointQuery('superAdminMe', undefined, (reply): Profile => reply.data.superAdmin);

/** GET dashboard-user: the signed-in dashboard user (reply data.dashboardUser). */
export const getDashboardUserProfileQueryOptions = () =>
  endpointQuery('dashboardUserMe', undefined, (reply): Profile => reply.data.dashboardUser);

/** The endpoint that answers with the signed-in account of `role`, and that a change of it makes stale. */
export const PROFILE_ENDPOINT = { 'super-admin': 'superAdminMe', 'dashboard-user': 'dashboardUserMe' } as const;

/** The signed-in account of the console `role`. */
export function useProfile(role: AccountRole) {
  const superAdmin = useQuery({ ...getSuperAdminProfileQueryOptions(), enabled: role === 'super-admin' });
  const dashboardUser = useQuery({ ...getDashboardUserProfileQueryOptions(), enabled: role === 'dashboard-user' });
  return role === 'super-admin' ? superAdmin : dashboardUser;
}
