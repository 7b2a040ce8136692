import { notifySessionChange } from './use-city-session';

/** Ends this sign-in on the server and here; the http client loads only now (sign-out is rare, page chunks stay small). */
export async function signOutCitizen(): Promise<void> {
  try {
    const { logout } = await import('@/lib/session/logout');
    await logout();
  } finally {
    notifySessionChange();
  }
}
