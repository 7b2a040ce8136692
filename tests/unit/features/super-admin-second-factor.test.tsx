import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { getSession } from '@/lib/session';
import { errorReply, handle, makeJwt, superAdmin, type ReplyOf } from '../mocks/contract';
import { homeHandlers } from '../mocks/console';
import { server } from '../mocks/server';
import { renderApp, signIn } from '../test-utils';

// Issue 21, Deliver 7: the super admin's TOTP second factor in the browser (docs/decisions/0036).

const TICKET = 'ticket-123';
const ticketReply = () =>
  HttpResponse.json<ReplyOf<'superAdminLogin'>>({ message: 'Second factor needed', data: { secondFactorTicket: TICKET, expiresAt: new Date().toISOString() } });

async function passwordStep(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText(/Email/), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret-pass{Enter}');
  return screen.findByLabelText(/Authentication code/);
}

const status = (data: { enabled: boolean; required: boolean; recoveryCodesLeft?: number }) =>
  handle('superAdminSecondFactorStatus', () =>
    HttpResponse.json({
      message: 'ok',
      data: { enabledAt: data.enabled ? '2026-01-02T03:04:05.000Z' : null, recoveryCodesLeft: 0, ...data },
    }),
  );

describe('/super-admin/login with a second factor', () => {
  it('asks for the code after the password, then keeps SPEC: its message and /super-admin/home after 1 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const accessToken = makeJwt();
    let codeBody: unknown;
    server.use(
      ...homeHandlers(),
      handle('superAdminLogin', ticketReply),
      handle('superAdminSecondFactorLogin', async ({ request }) => {
        codeBody = await request.json();
        return HttpResponse.json({
          message: 'SuperAdmin logged in successfully',
          data: { superAdmin, accessToken, refreshToken: 'refresh-2' },
        });
      }),
    );
    const { user, router } = renderApp(paths.superAdmin.login, { user: { advanceTimers: vi.advanceTimersByTime } });
    const code = await passwordStep(user);
    // The code step: no session yet, the password fields gone, the code field focused, the same heading.
    expect(getSession()).toBeNull();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Super Admin Login' })).toBeInTheDocument();
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.keyboard('123456{Enter}');

    expect(await screen.findByRole('status')).toHaveTextContent('SuperAdmin logged in successfully');
    expect(codeBody).toEqual({ ticket: TICKET, code: '123456' });
    expect(getSession()).toEqual({ userType: 'super-admin', user: superAdmin, accessToken, refreshToken: 'refresh-2' });
    act(() => vi.advanceTimersByTime(700));
    expect(router.state.location.pathname).toBe(paths.superAdmin.login);
    act(() => vi.advanceTimersByTime(300));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.superAdmin.home));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    const counts = await screen.findByRole('list', { name: 'Counts' });
    await waitFor(() => expect(counts.querySelector('[aria-busy="true"]')).toBeNull());
  });

  it("keeps SPEC's password messages; a wrong code is said wrong on the code step; a dead ticket goes back to the password", async () => {
    server.use(handle('superAdminLogin', () => errorReply(401, 'Unauthorized')));
    const { user } = renderApp(paths.superAdmin.login);
    await user.type(await screen.findByLabelText(/Email/), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong Password!');
    expect(screen.queryByLabelText(/Authentication code/)).not.toBeInTheDocument();

    server.use(handle('superAdminLogin', ticketReply), handle('superAdminSecondFactorLogin', () => errorReply(401, 'Invalid code')));
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'secret-pass{Enter}');
    const code = await screen.findByLabelText(/Authentication code/);
    await user.type(code, '000000{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code');
    expect(screen.getByLabelText(/Authentication code/)).toBeInTheDocument();
    expect(getSession()).toBeNull();

    server.use(
      handle('superAdminSecondFactorLogin', () => errorReply(401, 'Sign-in expired. Enter your email and password again.')),
    );
    await user.clear(screen.getByLabelText(/Authentication code/));
    await user.type(screen.getByLabelText(/Authentication code/), '111111{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Sign-in expired. Enter your email and password again.'));
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveValue('ada@example.com');
  });

  it('sends a super admin the server requires it of, without one, to set it up after the 1 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(
      status({ enabled: false, required: true }),
      handle('superAdminLogin', () =>
        HttpResponse.json({
          message: 'SuperAdmin logged in successfully',
          data: { superAdmin, accessToken: makeJwt(), refreshToken: 'r', secondFactorSetupRequired: true },
        }),
      ),
      handle('superAdminGetSelf', () => HttpResponse.json({ message: 'ok', data: { superAdmin } })),
    );
    const { user, router } = renderApp(paths.superAdmin.login, { user: { advanceTimers: vi.advanceTimersByTime } });
    await user.type(await screen.findByLabelText(/Email/), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('SuperAdmin logged in successfully');
    act(() => vi.advanceTimersByTime(1000));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.superAdmin.myAccount));
    expect(await screen.findByRole('tab', { name: 'Two-step verification' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('/super-admin/myaccount two-step verification', () => {
  it('enrols: QR code and key, confirm with a code and the password, recovery codes shown once', async () => {
    signIn('super-admin');
    const codes = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '0')}`);
    let enabled = false;
    let confirmBody: unknown;
    server.use(
      handle('superAdminGetSelf', () => HttpResponse.json({ message: 'ok', data: { superAdmin } })),
      handle('superAdminSecondFactorStatus', () =>
        HttpResponse.json({
          message: 'ok',
          data: { enabled, enabledAt: enabled ? '2026-01-02T03:04:05.000Z' : null, recoveryCodesLeft: enabled ? 10 : 0, required: false },
        }),
      ),
      handle('superAdminSecondFactorStart', () =>
        HttpResponse.json({
          message: 'ok',
          data: {
            secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
            uri: 'otpauth://totp/Eternity:ada%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Eternity',
            qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><path d="M0 0h1v1H0z"/></svg>',
          },
        }),
      ),
      handle('superAdminSecondFactorConfirm', async ({ request }) => {
        confirmBody = await request.json();
        enabled = true;
        return HttpResponse.json({ message: 'ok', data: { recoveryCodes: codes } });
      }),
    );
    const { user } = renderApp(`${paths.superAdmin.myAccount}?tab=second-factor`);
    const tab = await screen.findByRole('tab', { name: 'Two-step verification' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    await user.click(await within(panel).findByRole('button', { name: 'Set up two-step verification' }));

    const qr = await within(panel).findByRole('img', { name: /QR code/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(within(panel).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();

    // A code and the password are both needed (the contract's own messages).
    await user.click(within(panel).getByRole('button', { name: 'Turn on' }));
    expect(await within(panel).findByText(/Enter the 6-digit code/)).toBeInTheDocument();
    expect(confirmBody).toBeUndefined();

    await user.type(within(panel).getByLabelText(/^Code/), '123456');
    await user.type(within(panel).getByLabelText('Current Password'), 'secret-pass');
    await user.click(within(panel).getByRole('button', { name: 'Turn on' }));

    const list = await within(panel).findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(codes);
    expect(confirmBody).toEqual({ code: '123456', currentPassword: 'secret-pass' });
    expect(within(panel).getByRole('heading', { name: 'Your recovery codes' })).toHaveFocus();
    await user.click(within(panel).getByRole('button', { name: 'I have saved these codes' }));
    expect(await within(panel).findByText(/Recovery codes left: 10/)).toBeInTheDocument();
    expect(within(panel).queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a wrong code beside the code field', async () => {
    signIn('super-admin');
    server.use(
      handle('superAdminGetSelf', () => HttpResponse.json({ message: 'ok', data: { superAdmin } })),
      handle('superAdminSecondFactorStart', () =>
        HttpResponse.json({ message: 'ok', data: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>' } }),
      ),
      handle('superAdminSecondFactorConfirm', () =>
        HttpResponse.json({ message: 'Validation error', errors: { details: [{ message: 'Invalid code', path: ['code'] }] } }, { status: 400 }),
      ),
    );
    const { user } = renderApp(`${paths.superAdmin.myAccount}?tab=second-factor`);
    await user.click(await screen.findByRole('button', { name: 'Set up two-step verification' }));
    await user.type(await screen.findByLabelText(/^Code/), '000000');
    await user.type(screen.getByLabelText('Current Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const code = screen.getByLabelText(/^Code/);
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(await screen.findByText('Invalid code')).toBeInTheDocument();
  });

  it('when the server requires it and it is off, any console page goes to the setup first', async () => {
    signIn('super-admin');
    server.use(
      status({ enabled: false, required: true }),
      ...homeHandlers(),
      handle('superAdminGetSelf', () => HttpResponse.json({ message: 'ok', data: { superAdmin } })),
    );
    const { router } = renderApp(paths.superAdmin.bookedDemos);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.superAdmin.myAccount));
    expect(await screen.findByRole('tab', { name: 'Two-step verification' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(/This server requires two-step verification/)).toBeInTheDocument();
  });
});
