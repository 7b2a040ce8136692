// Reopens the dialog after a redirect sign-in. Light on purpose: every public page chunk reads it.

const KEY = 'city-login-redirect';
let claimed = false;

export function markRedirect(): void {
  sessionStorage.setItem(KEY, String(Date.now()));
}

export function clearRedirectMark(): void {
  sessionStorage.removeItem(KEY);
}

export function claimRedirect(): boolean {
  if (claimed) return false;
  try {
    if (!sessionStorage.getItem(KEY)) return false;
  } catch {
    return false;
  }
  claimed = true;
  return true;
}
