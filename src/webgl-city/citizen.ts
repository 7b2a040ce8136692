import { citizenDisplayName } from '@contract/citizen-name';
import { RUNTIME_CONFIG_ID } from '@contract/runtime-config';

// Who is signed in, with their account and a sign-out, on the WebGL city page (issue 21). This page shares the SPA's
// storage (SPEC part 3 keys) but none of its code, so the sign-out is a plain fetch to the same endpoints.

const KEYS = { userType: 'user-type', user: 'user', accessToken: 'accessToken', refreshToken: 'refreshToken' } as const;

function apiBase(doc: Document): string {
  try {
    const block = JSON.parse(doc.getElementById(RUNTIME_CONFIG_ID)?.textContent ?? '{}') as { API_BASE_URL?: unknown };
    if (typeof block.API_BASE_URL === 'string' && block.API_BASE_URL.trim()) return block.API_BASE_URL.trim().replace(/\/+$/, '');
  } catch {
    // No run-time settings on this page: the API is beside it.
  }
  return '/api';
}

function storedCitizen(storage: Storage): Record<string, unknown> | null {
  if (storage.getItem(KEYS.userType) !== 'metaverse-user') return null;
  if (!storage.getItem(KEYS.accessToken) || !storage.getItem(KEYS.refreshToken)) return null;
  try {
    const user: unknown = JSON.parse(storage.getItem(KEYS.user) ?? '{}');
    return user && typeof user === 'object' ? (user as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Ends this sign-in on the server (a fresh access token first if it expired), then clears storage as the SPA does. */
async function signOut(doc: Document, storage: Storage): Promise<void> {
  const base = apiBase(doc);
  const logout = (token: string | null) =>
    fetch(`${base}/user/logout`, { method: 'POST', headers: { authorization: `Bearer ${token ?? ''}` } });
  try {
    let res = await logout(storage.getItem(KEYS.accessToken));
    if (res.status === 401) {
      const refreshed = await fetch(`${base}/user/refresh-token`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken: storage.getItem(KEYS.refreshToken) }),
      });
      const body = refreshed.ok ? ((await refreshed.json()) as { data?: { accessToken?: string } }) : null;
      if (body?.data?.accessToken) res = await logout(body.data.accessToken);
    }
  } catch {
    // Offline: the local end of the session still happens.
  } finally {
    storage.clear();
    for (const name of [KEYS.accessToken, 'user-type']) doc.cookie = `${name}=; Max-Age=0; path=/; SameSite=Lax`;
  }
}

export function showCitizen(doc: Document, storage: Storage = localStorage): void {
  const panel = doc.getElementById('citizen');
  const name = doc.getElementById('citizen-name');
  const who = doc.getElementById('citizen-who');
  const account = doc.getElementById('citizen-account');
  const button = doc.getElementById('sign-out') as HTMLButtonElement | null;
  const status = doc.getElementById('citizen-status');
  if (!panel || !name || !who || !account || !button || !status) return;
  const user = storedCitizen(storage);
  if (!user) return;
  name.textContent = citizenDisplayName(user);
  panel.hidden = false;
  button.addEventListener('click', () => {
    button.disabled = true;
    button.textContent = 'Signing out…';
    void signOut(doc, storage).then(() => {
      who.hidden = true;
      account.hidden = true;
      button.hidden = true;
      status.textContent = 'You signed out. ';
      const again = doc.createElement('a');
      again.href = '/';
      again.textContent = 'Sign in again';
      status.append(again);
      again.focus();
    });
  });
}
