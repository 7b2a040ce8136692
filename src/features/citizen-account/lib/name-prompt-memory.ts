import { getCookie } from '@/lib/session';

// A cookie, not localStorage: signing out clears all of localStorage (SPEC 2.6), and a skip is for good.
const COOKIE = 'name-prompt-skipped';
const KEEP = 5;
const YEAR_S = 365 * 24 * 3600;

const skipped = () => (getCookie(COOKIE) ?? '').split('.').filter(Boolean);

export function wasNamePromptSkipped(userId: string): boolean {
  return skipped().includes(userId);
}

export function rememberNamePromptSkipped(userId: string): void {
  const ids = [...skipped().filter((id) => id !== userId), userId].slice(-KEEP);
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COOKIE}=${ids.join('.')}; Max-Age=${YEAR_S}; path=/; SameSite=Lax${secure}`;
}
