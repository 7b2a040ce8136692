import { describe, expect, it } from 'vitest';
import { clearSession, getCookie, getSession, hasRole, KEYS, saveSession, setTokens } from '@/lib/session';
import { checkConsoleErrors } from '../console-guard';

const session = { userType: 'dashboard-user', user: { name: 'Dana' }, accessToken: 'a1', refreshToken: 'r1' } as const;

describe('session storage (SPEC part 3)', () => {
  it('saves the four keys and the two guard cookies', () => {
    saveSession(session);
    expect(localStorage.getItem(KEYS.userType)).toBe('dashboard-user');
    expect(JSON.parse(localStorage.getItem(KEYS.user) ?? '')).toEqual({ name: 'Dana' });
    expect(localStorage.getItem(KEYS.accessToken)).toBe('a1');
    expect(localStorage.getItem(KEYS.refreshToken)).toBe('r1');
    expect(getCookie('accessToken')).toBe('a1');
    expect(getCookie('user-type')).toBe('dashboard-user');
    expect(getSession()).toEqual(session);
  });

  it.each([KEYS.userType, KEYS.accessToken, KEYS.refreshToken])('clears the stored session when %s is missing', (key) => {
    saveSession(session);
    localStorage.removeItem(key);
    expect(getSession()).toBeNull();
    for (const k of Object.values(KEYS)) expect(localStorage.getItem(k)).toBeNull();
    expect(getCookie('accessToken')).toBeNull();
  });

  it('defaults the user to {} when it is missing or unreadable', () => {
    saveSession(session);
    localStorage.setItem(KEYS.user, '{not json');
    expect(getSession()?.user).toEqual({});
    localStorage.removeItem(KEYS.user);
    expect(getSession()?.user).toEqual({});
  });

  it('clears everything for an unknown user type', () => {
    saveSession(session);
    localStorage.setItem(KEYS.userType, 'guest');
    expect(getSession()).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(getCookie('user-type')).toBeNull();
  });

  it('replaces the token pair and the access-token cookie', () => {
    saveSession(session);
    setTokens('a2', 'r2');
    expect(getSession()).toMatchObject({ accessToken: 'a2', refreshToken: 'r2' });
    expect(getCookie('accessToken')).toBe('a2');
  });

  it('logout clears all of localStorage and the cookies', () => {
    saveSession(session);
    localStorage.setItem('something-else', '1');
    clearSession();
    expect(localStorage.length).toBe(0);
    expect(getCookie('accessToken')).toBeNull();
    expect(getCookie('user-type')).toBeNull();
  });

  it('hasRole needs the matching user type and a token', () => {
    expect(hasRole('dashboard-user')).toBe(false);
    saveSession(session);
    expect(hasRole('dashboard-user')).toBe(true);
    expect(hasRole('super-admin')).toBe(false);
  });
});

describe('test setup', () => {
  it('fails a test that logs console.error', () => {
    console.error('deliberate');
    expect(() => checkConsoleErrors()).toThrow(/console.error was called/);
  });
});
