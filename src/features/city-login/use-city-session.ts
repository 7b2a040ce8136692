import { useSession } from '@/hooks/use-session';
import { SESSION_CHANGE_EVENT, type StoredUser } from '@/lib/session';

export function notifySessionChange(): void {
  window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
}

export function useCitySession(): StoredUser | null {
  const session = useSession();
  return session?.userType === 'metaverse-user' ? session.user : null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** `+91•••••6789`: enough to recognise one's own number on a shared screen, not to read it off. */
export function maskPhone(phone: string): string {
  return phone.length <= 6 ? phone : `${phone.slice(0, 3)}${'•'.repeat(phone.length - 7)}${phone.slice(-4)}`;
}

/** `a•••@example.com` */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  return at < 1 ? email : `${email[0]}•••${email.slice(at)}`;
}

/** The citizen's name, else a masked email or phone number (docs/decisions/0032). */
export function displayName(user: StoredUser): string {
  const name = text(user.name);
  if (name) return name;
  const email = text(user.email);
  if (email) return maskEmail(email);
  const phone = text(user.phoneNumber);
  if (phone) return maskPhone(phone);
  return 'Eternity City member';
}
