import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@/lib/session';
import { ETERNITY_CITY_METAVERSE_ID } from '@contract/constants';
import { handle, makeJwt } from '../mocks/contract';
import { metaverseUser, platformLinks } from '../mocks/console';
import { server } from '../mocks/server';
import { renderApp, renderRoute } from '../test-utils';

// A citizen's own account (issue 21): sessions from the sessions API, sign out one or all, delete after asking,
// the name prompt after a phone-only sign-in.

const citizen = metaverseUser({
  _id: '6650e7e1c17c0000000000c1',
  name: '',
  email: '',
  phoneNumber: '+919123456789',
  companyName: '',
  message: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  metaverses: [],
});

function signInCitizen(user: Record<string, unknown> = citizen) {
  saveSession({ userType: 'metaverse-user', user, accessToken: makeJwt(), refreshToken: 'refresh-citizen' });
}

const sessions = [
  {
    _id: '6650e7e1c17c0000000000f1',
    current: true,
    device: null,
    client: 'Chrome on Linux',
    signedInAt: '2026-11-20T09:00:00.000Z',
    lastActiveAt: '2026-11-25T09:00:00.000Z',
    expiresAt: '2026-12-20T09:00:00.000Z',
  },
  {
    _id: '6650e7e1c17c0000000000f2',
    current: false,
    device: { _id: '6650e7e1c17c0000000000d1', name: 'Living room Quest', platform: 'VR' },
    client: null,
    signedInAt: '2026-11-21T18:30:00.000Z',
    lastActiveAt: '2026-11-24T20:15:00.000Z',
    expiresAt: '2026-12-21T18:30:00.000Z',
  },
];

/** The API as the account page uses it, recording the calls that change something. */
function fakeApi(user: typeof citizen = { ...citizen, name: 'Meera' }) {
  const calls: string[] = [];
  let live = [...sessions];
  server.use(
    handle('userGetSelf', () => HttpResponse.json({ message: 'User fetched successfully', data: { user } })),
    handle('userSessions', () => HttpResponse.json({ message: 'Sessions fetched successfully', data: { sessions: live } })),
    handle('userSessionEnd', ({ params }) => {
      calls.push(`end ${String(params.id)}`);
      live = live.filter((s) => s._id !== params.id);
      return HttpResponse.json({ message: 'Signed out' });
    }),
    handle('userSessionsEnd', () => {
      calls.push('end all');
      live = [];
      return HttpResponse.json({ message: 'Signed out everywhere' });
    }),
    handle('userDeleteSelf', () => {
      calls.push('delete account');
      return HttpResponse.json({ message: `User ${citizen._id} deleted` });
    }),
    handle('userPatchSelf', async ({ request }) => {
      const body = (await request.json()) as { name: string };
      calls.push(`rename ${body.name}`);
      return HttpResponse.json({ message: 'User updated successfully', data: { user: { ...user, name: body.name } } });
    }),
  );
  return calls;
}

describe('/account', () => {
  it('lists the devices and sessions from the API, marking this device', async () => {
    fakeApi();
    signInCitizen({ ...citizen, name: 'Meera' });
    renderRoute('/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    const region = await screen.findByRole('region', { name: 'Devices and sessions' });
    const list = await within(region).findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { name: /Chrome on Linux/ })).toHaveTextContent('This device');
    expect(within(items[1]!).getByRole('heading', { name: 'Living room Quest' })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('VR · approved with a code');
    expect(within(items[1]!).getAllByRole('time')[0]).toHaveAttribute('dateTime', '2026-11-21T18:30:00.000Z');
    expect(screen.getByText('+919123456789')).toBeInTheDocument();
  });

  it('"Sign out this one" ends that session only; on this device it signs out here', async () => {
    const calls = fakeApi();
    signInCitizen({ ...citizen, name: 'Meera' });
    const { user } = renderRoute('/account');
    const headset = (await screen.findByRole('heading', { name: 'Living room Quest' })).closest('li')!;
    await user.click(within(headset).getByRole('button', { name: 'Sign out this one' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Living room Quest' })).not.toBeInTheDocument());
    expect(calls).toEqual(['end 6650e7e1c17c0000000000f2']);
    expect(localStorage.getItem('accessToken')).not.toBeNull();

    const mine = screen.getByRole('heading', { name: /Chrome on Linux/ }).closest('li')!;
    await user.click(within(mine).getByRole('button', { name: 'Sign out this one' }));
    expect(await screen.findByText('You signed out on this device.')).toBeInTheDocument();
    expect(calls).toEqual(['end 6650e7e1c17c0000000000f2', 'end 6650e7e1c17c0000000000f1']);
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('"Sign out everywhere" ends every session and signs out here', async () => {
    const calls = fakeApi();
    signInCitizen({ ...citizen, name: 'Meera' });
    const { user } = renderRoute('/account');
    await screen.findByRole('heading', { name: 'Living room Quest' });
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('You signed out on this device.')).toBeInTheDocument();
    expect(calls).toEqual(['end all']);
    expect(localStorage.getItem('user-type')).toBeNull();
  });

  it('deleting the account asks first; Cancel deletes nothing; confirming deletes, signs out and goes to /', async () => {
    const calls = fakeApi();
    signInCitizen({ ...citizen, name: 'Meera' });
    const { user, router } = renderRoute('/account');
    await user.click(await screen.findByRole('button', { name: 'Delete account…' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete account…' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls).toEqual(['delete account']);
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('the name is edited on the page and shown in the header at once', async () => {
    const calls = fakeApi();
    signInCitizen({ ...citizen, name: 'Meera' });
    const { user } = renderApp('/account');
    const field = await screen.findByRole('textbox', { name: 'Name' });
    expect(screen.getByRole('link', { name: 'Your account: Meera' })).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Meera Iyer');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Name saved.')).toBeInTheDocument();
    expect(calls).toEqual(['rename Meera Iyer']);
    expect(screen.getByRole('link', { name: 'Your account: Meera Iyer' })).toBeInTheDocument();
  });

  it('email and phone are changed through a proof, never typed into the profile', async () => {
    fakeApi();
    signInCitizen({ ...citizen, name: 'Meera' });
    const { user } = renderRoute('/account');
    await user.click(await screen.findByRole('button', { name: 'Add email' }));
    expect(await screen.findByRole('dialog', { name: 'Change your email' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm with Google' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
  });

  it('asks a visitor who is not signed in to sign in', async () => {
    renderRoute('/account');
    expect(await screen.findByRole('button', { name: 'Login to Eternity City' })).toBeInTheDocument();
  });
});

describe('name prompt after a phone-only sign-in', () => {
  function cityApi() {
    server.use(
      handle('metaverseGet', () =>
        HttpResponse.json({
          message: 'Metaverse fetched successfully',
          data: {
            metaverse: {
              _id: ETERNITY_CITY_METAVERSE_ID,
              name: 'Eternity City',
              description: 'A city',
              admin: null,
              links: platformLinks(),
              createdAt: '2026-01-01T00:00:00.000Z',
              updatedAt: '2026-01-01T00:00:00.000Z',
              dashboardUsers: [],
              users: [],
            },
          },
        }),
      ),
      handle('metaverseJoin', () => HttpResponse.json({ message: 'Metaverse joined successfully' })),
      handle('userSelfMetaverses', () => HttpResponse.json({ message: 'User metaverses fetched successfully', data: { metaverses: [] } })),
    );
  }

  it('is skippable, and once skipped it is not asked again', async () => {
    cityApi();
    signInCitizen();
    const first = renderRoute(`/metaverse/${ETERNITY_CITY_METAVERSE_ID}`);
    const prompt = await screen.findByRole('region', { name: 'What should we call you?' });
    // Until then the person is named by a masked number, never the number itself.
    expect(document.body).not.toHaveTextContent('+919123456789');
    expect(screen.getByRole('region', { name: 'Your sign-in' })).toHaveTextContent('Signed in as +91••••••6789');
    await first.user.click(within(prompt).getByRole('button', { name: 'Skip' }));
    expect(screen.queryByRole('region', { name: 'What should we call you?' })).not.toBeInTheDocument();
    first.unmount();

    renderRoute(`/metaverse/${ETERNITY_CITY_METAVERSE_ID}`);
    expect(await screen.findByRole('region', { name: 'Your sign-in' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'What should we call you?' })).not.toBeInTheDocument();
  });

  it('saves the name with PATCH user {name}', async () => {
    cityApi();
    const calls = fakeApi(citizen);
    signInCitizen();
    const { user } = renderRoute(`/metaverse/${ETERNITY_CITY_METAVERSE_ID}`);
    const prompt = await screen.findByRole('region', { name: 'What should we call you?' });
    await user.click(within(prompt).getByRole('button', { name: 'Save name' }));
    expect(await within(prompt).findByText('Name is required')).toBeInTheDocument();
    await user.type(within(prompt).getByRole('textbox', { name: 'Your name' }), 'Ravi');
    await user.click(within(prompt).getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'What should we call you?' })).not.toBeInTheDocument());
    expect(calls).toEqual(['rename Ravi']);
    expect(screen.getByRole('region', { name: 'Your sign-in' })).toHaveTextContent('Signed in as Ravi');
  });

  it('is not asked of a citizen who has a name', async () => {
    cityApi();
    signInCitizen({ ...citizen, name: 'Named' });
    renderRoute(`/metaverse/${ETERNITY_CITY_METAVERSE_ID}`);
    expect(await screen.findByRole('region', { name: 'Your sign-in' })).toHaveTextContent('Signed in as Named');
    expect(screen.queryByRole('region', { name: 'What should we call you?' })).not.toBeInTheDocument();
  });
});
