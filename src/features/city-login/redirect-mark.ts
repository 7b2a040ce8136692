// A Google sign-in that had to leave the page (blocked popup → redirect) comes back to the page that opened the
// dialog; this session-storage mark tells that page to open the dialog again and finish it. Light on purpose: the
// login button reads it in every public page chunk.

const KEY = 'city-login-redirect';
let claimed = false;

export function markRedirect(): void {
  sessionStorage.setItem(KEY, String(Date.now()));
}

export function clearRedirectMark(): void {
  sessionStorage.removeItem(KEY);
}

/** True once per page load, for the first caller, when a redirect sign-in is waiting to be finished. */
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
