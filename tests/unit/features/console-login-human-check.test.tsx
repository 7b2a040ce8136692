import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { dashboardUser, errorReply, handle, makeJwt, superAdmin } from '../mocks/contract';
import { dashboardAreaHandlers, trackRequests } from '../mocks/console';
import { server } from '../mocks/server';
import { renderApp } from '../test-utils';

// Issue 38 item 6: once an account's sign-ins keep failing, the server asks the console login for the invisible human
// check (428); the browser solves it and signs in, and the owner is told how many wrong passwords came meanwhile.

const solver = vi.hoisted(() => ({ solve: vi.fn(async () => ({ counter: 5, derivedKey: 'ab'.repeat(32) })) }));
vi.mock('@/lib/human-check/solve', () => solver);

const CHALLENGE = {
  parameters: {
    algorithm: 'PBKDF2/SHA-256',
    nonce: '0'.repeat(32),
    salt: '1'.repeat(32),
    cost: 1000,
    keyLength: 32,
    keyPrefix: 'ab'.repeat(16),
    keySignature: 'cd'.repeat(32),
    expiresAt: Math.floor(Date.now() / 1000) + 600,
  },
  signature: 'ef'.repeat(32),
};
const REQUIRED = 'Many sign-ins to this account have failed lately: the browser confirms it is a person first.';

describe('console login under attack', () => {
  it('dashboard: a 428 is answered with a proof, the sign-in goes on, and the owner is told before the console opens', async () => {
    const bodies: Record<string, unknown>[] = [];
    const requests = trackRequests(server.events);
    server.use(
      ...dashboardAreaHandlers(),
      handle('humanCheckChallenge', () => HttpResponse.json({ message: 'Human check challenge issued', data: { challenge: CHALLENGE } })),
      handle('dashboardUserLogin', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (!body.humanCheck) return errorReply(428, REQUIRED);
        return HttpResponse.json({ message: 'Login successfully', data: { dashboardUser, accessToken: makeJwt(), refreshToken: 'r', failedSignIns: 14 } });
      }),
    );
    const { user, router } = renderApp(paths.dashboard.login);
    await user.type(await screen.findByLabelText(/Email/), 'dana@example.com');
    await user.type(screen.getByLabelText('Password'), 'pw{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '14 wrong passwords were typed for your account since your last sign-in. If that was not you, change your password now.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Login successfully');
    expect(bodies).toEqual([
      { email: 'dana@example.com', password: 'pw' },
      { email: 'dana@example.com', password: 'pw', humanCheck: expect.any(String) },
    ]);
    expect(JSON.parse(atob(String(bodies[1]!.humanCheck)))).toEqual({ challenge: CHALLENGE, solution: { counter: 5, derivedKey: 'ab'.repeat(32) } });
    // The console waits for Continue, so the notice is read.
    expect(router.state.location.pathname).toBe(paths.dashboard.login);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboard.home));
    await screen.findByRole('heading', { name: 'Dashboard' });
    // The home page's reads finish while their handlers are still installed.
    await requests.settled();
    requests.stop();
  });

  it('super admin: without a proof to give (no challenge), the server’s words show and nothing else is sent', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    server.use(
      handle('superAdminLogin', () => {
        calls++;
        return errorReply(428, REQUIRED);
      }),
    );
    const { user } = renderApp(paths.superAdmin.login, { user: { advanceTimers: vi.advanceTimersByTime } });
    await user.type(await screen.findByLabelText(/Email/), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'pw{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(REQUIRED);
    expect(calls).toBe(1);
    act(() => vi.advanceTimersByTime(2000));
  });

  it('super admin with a second factor: the wrong passwords told at the password step are shown after the code', async () => {
    server.use(
      handle('superAdminLogin', () =>
        HttpResponse.json({ message: 'Enter the code', data: { secondFactorTicket: 't', expiresAt: new Date(Date.now() + 300_000).toISOString(), failedSignIns: 12 } }),
      ),
      handle('superAdminSecondFactorLogin', () =>
        HttpResponse.json({ message: 'Logged in', data: { superAdmin, accessToken: makeJwt(), refreshToken: 'r' } }),
      ),
    );
    const { user } = renderApp(paths.superAdmin.login);
    await user.type(await screen.findByLabelText(/Email/), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'pw{Enter}');
    await user.type(await screen.findByLabelText(/code/i), '123456{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('12 wrong passwords were typed for your account since your last sign-in.');
  });
});
