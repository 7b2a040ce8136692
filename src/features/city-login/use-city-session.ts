import { useSession } from '@/hooks/use-session';
import { SESSION_CHANGE_EVENT, type StoredUser } from '@/lib/session';

export function notifySessionChange(): void {
  window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
}

export function useCitySession(): StoredUser | null {
  const session = useSession();
  return session?.userType === 'metaverse-user' ? session.user : null;
}

export function displayName(user: StoredUser): string {
  for (const key of ['name', 'email', 'phoneNumber']) {
    const value = user[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return 'Eternity City member';
}
