import { call } from '@/lib/http';

/** The fields the Basic details tab shows; any of them may be missing. */
export interface Profile {
  _id?: string;
  name?: string;
  email?: string;
  createdAt?: string;
  updatedAt?: string;
}

/** GET super-admin: the signed-in super admin's profile (reply data.superAdmin). */
export async function getSuperAdminProfile(): Promise<Profile> {
  const reply = await call('superAdminMe');
  return reply.data.superAdmin;
}

/** GET dashboard-user: the signed-in dashboard user's profile (reply data.dashboardUser). */
export async function getDashboardUserProfile(): Promise<Profile> {
  const reply = await call('dashboardUserMe');
  return reply.data.dashboardUser;
}
