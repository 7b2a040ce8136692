import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { saveSession } from '@/lib/session';
import type { ErrorReply } from '@contract/common';
import { errorReply, handle, makeJwt } from '../mocks/contract';
import { server } from '../mocks/server';
import { renderApp, renderRoute } from '../test-utils';
import type { PendingDevice } from '@/features/city-login/api/approve-device-code';

const cityUser = {
  _id: '6650e7e1c17c0000000000c1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phoneNumber: '',
  companyName: '',
  message: '',
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
  metaverses: [],
};
const DEVICE = { _id: '6650e7e1c17c0000000000e1', name: 'Lobby kiosk', platform: 'VR' };
const ASKED = new Date(Date.now() - 3 * 60_000).toISOString();
const PENDING: PendingDevice = {
  name: 'Lobby kiosk',
  platform: 'VR',
  createdAt: ASKED,
  expiresAt: new Date(Date.parse(ASKED) + 600_000).toISOString(),
  requestedFrom: { address: '192.0.2.10', region: null, sameNetwork: true },
};

const signInCity = () => saveSession({ userType: 'metaverse-user', user: cityUser, accessToken: makeJwt(), refreshToken: 'r' });
const boxes = () => screen.getAllByRole('textbox', { name: /^Character \d of 6$/ });
const values = () => boxes().map((b) => (b as HTMLInputElement).value).join('');
/** The page is on screen and its mount effect has put the focus into a box (it may run a moment after the heading shows). */
async function pageReady() {
  await screen.findByRole('heading', { level: 1 });
  await waitFor(() => expect(boxes()).toContain(document.activeElement));
}

/**
 * `GET device/code/:userCode` names the screen of `good`; `POST user/code` allows or denies `good`; anything else is
 * refused. Records the decisions that came (`sent`) and the codes looked up (`looked`).
 */
let looked: string[] = [];
function userCode(good = 'BCD234', pending: PendingDevice = PENDING) {
  const sent: unknown[] = [];
  looked = [];
  server.use(
    handle('deviceCodeLookup', ({ params }) => {
      looked.push(String(params.userCode));
      if (params.userCode !== good) return errorReply(400, 'Invalid or expired code');
      return HttpResponse.json({ message: 'Device found', data: { device: pending } });
    }),
    handle('userCode', async ({ request }) => {
      const body = (await request.json()) as { code: string; decision: string };
      sent.push(body);
      if (body.code !== good) return errorReply(400, 'Invalid or expired code');
      if (body.decision !== 'allow') {
        const message = body.decision === 'report' ? 'Sign-in denied and reported' : 'Sign-in denied';
        return HttpResponse.json({ message, data: { device: { name: DEVICE.name, platform: DEVICE.platform } } });
      }
      return HttpResponse.json({ message: 'Logged in successfully', data: { device: DEVICE } });
    }),
  );
  return sent;
}

/** The question that names the screen (issue 21, RFC 8628 5.4). */
const question = () => screen.findByRole('region', { name: 'Sign this screen in to your account?' });

describe('/code', { timeout: 20_000 }, () => {
  it('has the heading, six labelled boxes, and focus moves on as characters are typed, never past the last', async () => {
    signInCity();
    const { user } = renderRoute(paths.code);
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter the Code displayed on your screen !' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(6);
    // The page moves the focus in an effect, which may run a moment after the heading is on screen.
    await waitFor(() => expect(boxes()[0]).toHaveFocus());
    expect(boxes()[0]).toHaveAttribute('autocomplete', 'one-time-code');

    await user.keyboard('b');
    expect(boxes()[0]).toHaveValue('B');
    expect(boxes()[1]).toHaveFocus();
    await user.keyboard('c-d 2');
    expect(values()).toBe('BCD2');
    expect(boxes()[4]).toHaveFocus();
    await user.keyboard('34');
    expect(values()).toBe('BCD234');
    expect(boxes()[5]).toHaveFocus();
    // The last box takes a new character in place; the focus stays.
    await user.keyboard('9');
    expect(values()).toBe('BCD239');
    expect(boxes()[5]).toHaveFocus();
  });

  it('Backspace clears the box and moves back', async () => {
    signInCity();
    const { user } = renderRoute(paths.code);
    await pageReady();
    await user.keyboard('bcd');
    expect(boxes()[3]).toHaveFocus();
    await user.keyboard('{Backspace}');
    // In an empty box: the one before is cleared and focused.
    expect(values()).toBe('BC');
    expect(boxes()[2]).toHaveFocus();
    await user.click(boxes()[1]!);
    await user.keyboard('{Backspace}');
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['B', '', '', '', '', '']);
    expect(boxes()[0]).toHaveFocus();
    await user.keyboard('{Backspace}{Backspace}');
    expect(values()).toBe('');
    expect(boxes()[0]).toHaveFocus();
  });

  it('a pasted code fills all six, in any case, without dashes and spaces', async () => {
    signInCity();
    const { user } = renderRoute(paths.code);
    await pageReady();
    await user.click(boxes()[3]!);
    await user.paste(' bcd-234 ');
    expect(values()).toBe('BCD234');
    expect(boxes()[5]).toHaveFocus();
  });

  it('an autofilled code in the first box fills all six', async () => {
    signInCity();
    renderRoute(paths.code);
    await pageReady();
    // What a browser does with autocomplete="one-time-code": the whole value at once.
    fireEvent.change(boxes()[0]!, { target: { value: 'xyz789' } });
    expect(values()).toBe('XYZ789');
    expect(boxes()[5]).toHaveFocus();
  });

  it('?code= prefills the boxes', async () => {
    signInCity();
    userCode();
    renderRoute(`${paths.code}?code=bcd-234`);
    await pageReady();
    expect(values()).toBe('BCD234');
  });

  it("Continue with fewer than 6 says 'The length of OTP should be 6' and sends nothing", async () => {
    signInCity();
    const sent = userCode();
    const { user } = renderRoute(paths.code);
    await pageReady();
    await user.keyboard('bcd');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The length of OTP should be 6');
    expect(boxes()[3]).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('signs the screen in and names the device', async () => {
    signInCity();
    const sent = userCode('BCD234');
    const { user } = renderRoute(`${paths.code}?code=bcd234`);
    await pageReady();
    // Issue 21: the link names the screen and asks; nothing is approved until Allow.
    const asked = await question();
    expect(sent).toEqual([]);
    await user.click(within(asked).getByRole('button', { name: 'Allow' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Logged in successfully');
    expect(status).toHaveTextContent('Lobby kiosk (VR) is now signed in to Eternity City.');
    expect(sent).toEqual([{ code: 'BCD234', decision: 'allow' }]);
    expect(values()).toBe('');
  });

  it('a link names the screen, its platform and when it asked, with Allow and Deny; Deny refuses it', async () => {
    signInCity();
    const sent = userCode('BCD234');
    const { user } = renderRoute(`${paths.code}?code=BCD234`);
    const asked = await question();
    expect(looked).toEqual(['BCD234']);
    expect(sent).toEqual([]);
    expect(within(asked).getByText('Lobby kiosk')).toBeInTheDocument();
    expect(within(asked).getByText('VR')).toBeInTheDocument();
    expect(asked).toHaveTextContent('3 minutes ago');
    expect(within(asked).getByText((_, el) => el?.tagName === 'TIME' && el.getAttribute('datetime') === ASKED)).toBeInTheDocument();
    expect(asked).toHaveTextContent('The screen chose this name itself.');
    // The focus is on the question, not on Allow: a stray Enter approves nothing.
    expect(within(asked).getByRole('heading', { level: 2 })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    await user.keyboard('{Enter}');
    expect(sent).toEqual([]);

    await user.click(within(asked).getByRole('button', { name: 'Deny' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Sign-in denied');
    expect(status).toHaveTextContent('Lobby kiosk (VR) was not signed in, and its code no longer works.');
    expect(sent).toEqual([{ code: 'BCD234', decision: 'deny' }]);
    expect(screen.queryByRole('region', { name: 'Sign this screen in to your account?' })).toBeNull();
  });

  it('says where the screen asked from, warns when it is another network, and I did not start this reports it', async () => {
    signInCity();
    const sent = userCode('BCD234', { ...PENDING, requestedFrom: { address: '203.0.113.7', region: 'United Kingdom', sameNetwork: false } });
    const { user } = renderRoute(`${paths.code}?code=BCD234`);
    const asked = await question();
    expect(asked).toHaveTextContent('FromUnited Kingdom (203.0.113.7)Not the network you are on now');
    expect(asked).toHaveTextContent('Only allow a screen you are holding.');
    expect(asked).toHaveTextContent('It asked from another network than the one you are on.');
    expect(asked).toHaveAccessibleDescription(/Only allow a screen you are holding\./);

    await user.click(within(asked).getByRole('button', { name: 'I did not start this' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Sign-in denied and reported');
    expect(status).toHaveTextContent("Eternity City's team can see where the request came from.");
    expect(sent).toEqual([{ code: 'BCD234', decision: 'report' }]);
    expect(screen.queryByRole('region', { name: 'Sign this screen in to your account?' })).toBeNull();
  });

  it('a request from this network says so, and one of unknown origin shows no From row', async () => {
    signInCity();
    userCode('BCD234');
    const first = renderRoute(`${paths.code}?code=BCD234`);
    const asked = await question();
    expect(asked).toHaveTextContent('From192.0.2.10The network you are on now');
    expect(asked).not.toHaveTextContent('another network');
    first.unmount();

    userCode('BCD234', { ...PENDING, requestedFrom: null });
    renderRoute(`${paths.code}?code=BCD234`);
    const again = await question();
    expect(within(again).queryByText('From')).toBeNull();
    expect(again).toHaveTextContent('Only allow a screen you are holding.');
  });

  it('a typed code is looked up on Continue; changing the code takes the question away', async () => {
    signInCity();
    const sent = userCode('BCD234');
    const { user } = renderRoute(paths.code);
    await pageReady();
    await user.keyboard('bcd234');
    expect(looked).toEqual([]);
    await user.keyboard('{Enter}');
    await question();
    expect(looked).toEqual(['BCD234']);
    await user.click(boxes()[5]!);
    await user.keyboard('5');
    expect(screen.queryByRole('region', { name: 'Sign this screen in to your account?' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("a refused code shows 'An error occurred' with why, keeping the code", async () => {
    signInCity();
    userCode('BCD234');
    const { user } = renderRoute(`${paths.code}?code=BCD235`);
    await pageReady();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred');
    expect(alert).toHaveTextContent('The code is wrong, has expired');
    expect(values()).toBe('BCD235');
    // Back in the boxes to correct it.
    expect(boxes()[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}{End}{ArrowLeft}');
    expect(boxes()[4]).toHaveFocus();
  });

  it('too many wrong codes: the wait is named', async () => {
    signInCity();
    server.use(
      handle('deviceCodeLookup', () =>
        HttpResponse.json<ErrorReply>(
          { message: 'Too many requests, please try again later.', errors: { details: [{ message: 'Too many requests, please try again later.', path: [] }] } },
          { status: 429, headers: { 'Retry-After': '45' } },
        ),
      ),
    );
    const { user } = renderRoute(`${paths.code}?code=BCD234`);
    await pageReady();
    // Found, not got: on a busy machine the button may come a moment after the boxes.
    await user.click(await screen.findByRole('button', { name: 'Continue' }, { timeout: 5000 }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred');
    expect(alert).toHaveTextContent('Too many wrong codes. Please wait 45 seconds and try again.');
  });

  it('a visitor who is not signed in signs in first, then the typed code goes on', async () => {
    const sent = userCode('BCD234');
    server.use(
      handle('identityLocalPhoneSend', () => HttpResponse.json({ message: 'sent', data: { verificationId: '6650e7e1c17c0000000000d1' } })),
      handle('identityLocalPhoneVerify', () => HttpResponse.json({ message: 'ok', data: { idToken: 'id-token' } })),
      handle('userLogin', () =>
        HttpResponse.json({ message: 'Login successfully', data: { user: cityUser, accessToken: makeJwt(), refreshToken: 'r' } }),
      ),
    );
    const { user, router } = renderApp(`${paths.code}?code=BCD234`);
    await pageReady();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login to Eternity City' });
    expect(within(dialog).getByText(/Sign in to Eternity City first/)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone number' }), '9876543210{Enter}');
    await user.type(await within(dialog).findByRole('textbox', { name: 'Code from the text message' }), '123456{Enter}');

    // The typed code goes on by itself after the sign-in, to the question; Allow signs the screen in.
    const asked = await question();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);
    await user.click(within(asked).getByRole('button', { name: 'Allow' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Lobby kiosk (VR) is now signed in');
    expect(sent).toEqual([{ code: 'BCD234', decision: 'allow' }]);
    // Still on /code: the sign-in here does not go to the city.
    expect(router.state.location.pathname).toBe(paths.code);
    // The name shows on the page, in the city bar and in the header's account link (issue 21).
    expect(screen.getAllByText('Asha Rao')).toHaveLength(3);
  });
});
