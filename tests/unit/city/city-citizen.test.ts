import { readFileSync } from 'node:fs';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { showCitizen } from '@/webgl-city/citizen';
import { server } from '../mocks/server';

// The WebGL city page (/city/) shows who is signed in, a link to the account and a sign-out (issue 21).
const page = readFileSync('city/index.html', 'utf8');
const body = /<body>([\s\S]*)<\/body>/.exec(page)![1]!.replace(/<script[\s\S]*?<\/script>/g, '');
const api = (path: string) => new URL(`/api/${path}`, window.location.origin).toString();

function signIn(user: Record<string, unknown>) {
  localStorage.setItem('user-type', 'metaverse-user');
  localStorage.setItem('user', JSON.stringify(user));
  localStorage.setItem('accessToken', 'old-access');
  localStorage.setItem('refreshToken', 'the-refresh');
}

beforeEach(() => {
  document.body.innerHTML = body;
});

describe('the city page and the signed-in citizen', () => {
  it('shows nothing of the kind to a visitor who is not signed in', () => {
    showCitizen(document);
    expect(document.getElementById('citizen')!.hidden).toBe(true);
  });

  it('names the citizen (a masked number without a name) with Account and Sign out', () => {
    signIn({ name: '', phoneNumber: '+919123456789' });
    showCitizen(document);
    const panel = document.getElementById('citizen')!;
    expect(panel.hidden).toBe(false);
    expect(panel.getAttribute('aria-label')).toBe('Your sign-in');
    expect(panel.textContent).toContain('Signed in as +91••••••6789');
    expect(panel.textContent).not.toContain('+919123456789');
    expect(document.getElementById('citizen-account')!.getAttribute('href')).toBe('/account');
  });

  it('Sign out ends the session on the server (refreshing an expired token first) and clears storage', async () => {
    signIn({ name: 'Meera' });
    const calls: string[] = [];
    server.use(
      http.post(api('user/logout'), ({ request }) => {
        const auth = request.headers.get('authorization');
        calls.push(`logout ${auth}`);
        return auth === 'Bearer new-access'
          ? HttpResponse.json({ message: 'Logged out successfully' })
          : HttpResponse.json({ message: 'Unauthorized', errors: { details: [{ message: 'Unauthorized' }] } }, { status: 401 });
      }),
      http.patch(api('user/refresh-token'), async ({ request }) => {
        calls.push(`refresh ${((await request.json()) as { refreshToken: string }).refreshToken}`);
        return HttpResponse.json({ message: 'Token refreshed', data: { accessToken: 'new-access', refreshToken: 'r2', user: {} } });
      }),
    );
    showCitizen(document);
    expect(document.getElementById('citizen')!.textContent).toContain('Signed in as Meera');
    document.getElementById('sign-out')!.click();
    await expect.poll(() => document.getElementById('citizen-status')!.textContent).toBe('You signed out. Sign in again');
    expect(calls).toEqual(['logout Bearer old-access', 'refresh the-refresh', 'logout Bearer new-access']);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('user-type')).toBeNull();
    expect(document.getElementById('sign-out')!.hidden).toBe(true);
    expect(document.activeElement?.textContent).toBe('Sign in again');
  });
});
