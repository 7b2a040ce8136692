import { citizenDisplayName } from '@contract/citizen-name';
import { useSession } from '@/hooks/use-session';
import { SESSION_CHANGE_EVENT, type StoredUser } from '@/lib/session';

export function notifySessionChange(): void {
  window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
}

export function useCitySession(): StoredUser | null {
  const session = useSession();
  return session?.userType === 'metaverse-user' ? session.user : null;
}

/** The citizen's name, else a masked email or phone number (docs/decisions/0032). */
export const displayName = (user: StoredUser): string => citizenDisplayName(user);
