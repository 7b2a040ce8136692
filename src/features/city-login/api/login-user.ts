import { call } from '@/lib/http';
import { saveSession } from '@/lib/session';
import type { MetaverseUser } from '@contract/metaverse-user';
import { NoUserError, type IdentityToken } from '../identity/identity-client';
import { notifySessionChange } from '../use-city-session';

/** SPEC 7.4 and part 3; a reply without a user throws NoUserError (SPEC 8: the page reloads). */
export async function loginUser(identity: IdentityToken): Promise<MetaverseUser> {
  const { data } = await call('userLogin', { body: identity });
  if (!data?.user) throw new NoUserError();
  saveSession({ userType: 'metaverse-user', user: data.user, accessToken: data.accessToken, refreshToken: data.refreshToken });
  notifySessionChange();
  return data.user;
}
