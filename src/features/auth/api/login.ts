import { call, errorMessage, replyMessage } from '@/lib/http';
import { saveSession } from '@/lib/session';
import { MESSAGES, UI_TEXT } from '@contract/messages';

export interface Credentials {
  email: string;
  password: string;
}

/** Super-admin login (SPEC 4): stores user-type super-admin, the super admin and both tokens. */
export async function loginSuperAdmin(credentials: Credentials): Promise<void> {
  const { data } = await call('superAdminLogin', { body: credentials });
  saveSession({
    userType: 'super-admin',
    user: data.superAdmin,
    accessToken: data.accessToken,
    refreshToken: data.refreshToken,
  });
}

/** Dashboard-user login (SPEC 4): stores user-type dashboard-user, the user and both tokens. */
export async function loginDashboardUser(credentials: Credentials): Promise<void> {
  const { data } = await call('dashboardUserLogin', { body: credentials });
  saveSession({
    userType: 'dashboard-user',
    user: data.dashboardUser,
    accessToken: data.accessToken,
    refreshToken: data.refreshToken,
  });
}

/** Maps a failed login to what SPEC part 8 shows: unknown account, wrong password, else the first detail. */
export function loginErrorText(err: unknown, notFoundMessage: string): string {
  const candidates = [replyMessage(err), errorMessage(err)];
  if (candidates.includes(notFoundMessage)) return UI_TEXT.userNotFound;
  if (candidates.includes(MESSAGES.unauthorized)) return UI_TEXT.wrongPassword;
  return errorMessage(err);
}
