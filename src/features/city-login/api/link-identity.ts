import { call } from '@/lib/http';
import { KEYS } from '@/lib/session';
import type { MetaverseUser } from '@contract/metaverse-user';
import type { IdentityToken } from '../identity/identity-client';
import { notifySessionChange } from '../use-city-session';

/** The new email or phone number, proven with a code, becomes the account's (docs/decisions/0032). */
export async function linkIdentity(identity: IdentityToken): Promise<MetaverseUser> {
  const { data } = await call('userIdentityLink', { body: identity });
  localStorage.setItem(KEYS.user, JSON.stringify(data.user));
  notifySessionChange();
  return data.user;
}
