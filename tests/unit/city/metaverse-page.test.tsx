import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ETERNITY_CITY_METAVERSE_ID } from '@contract/constants';
import { RUNTIME_CONFIG_ID } from '@contract/runtime-config';
import { errorReply, handle } from '../mocks/contract';
import { platformLinks } from '../mocks/console';
import { server } from '../mocks/server';
import { CITY_ARRIVAL_STATE } from '@/config/city-arrival';
import { renderRoute, signIn } from '../test-utils';

const id = ETERNITY_CITY_METAVERSE_ID;
const buildUrl = () => `${window.location.origin}/city/`;

type Links = Parameters<typeof platformLinks>[0];

function metaverse(links: Links) {
  return {
    _id: id,
    name: 'Eternity City',
    description: 'A virtual city with a bank branch, an auto showroom and retail stores.',
    admin: null,
    links: platformLinks(links),
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    dashboardUsers: [],
    users: [],
  };
}

/** The API and the build's host, recording what the page asked for. */
function fake({
  links = { WEBGL: { build: buildUrl(), assets: buildUrl() } } as Links,
  build = 'city' as 'city' | 'shell' | 'missing',
  join = 'ok' as 'ok' | 'fail',
  member = true,
} = {}) {
  const calls: string[] = [];
  let joined = member;
  server.use(
    handle('userSelfMetaverses', () => {
      calls.push('own metaverses');
      const entry = { metaverseID: { _id: id, name: 'Eternity City', description: 'A virtual city' } };
      return HttpResponse.json({ message: 'Metaverses fetched successfully', data: { metaverses: joined ? [entry] : [] } });
    }),
    handle('metaverseGet', ({ params }) => {
      calls.push(`get ${String(params.id)}`);
      return HttpResponse.json({ message: 'Metaverse fetched successfully', data: { metaverse: metaverse(links) } });
    }),
    handle('metaverseJoin', ({ params }) => {
      calls.push(`join ${String(params.id)}`);
      if (join === 'ok') joined = true;
      return join === 'ok' ? HttpResponse.json({ message: 'Metaverse joined successfully' }) : errorReply(500, 'Something went wrong');
    }),
    http.get(buildUrl(), () => {
      calls.push('build check');
      if (build === 'missing') return new HttpResponse('Not found', { status: 404 });
      const html =
        build === 'shell'
          ? `<!doctype html><script type="application/json" id="${RUNTIME_CONFIG_ID}">{}</script><div id="root"></div>`
          : '<!doctype html><title>Eternity City | 3D city</title>';
      return new HttpResponse(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
    }),
  );
  return calls;
}

describe('/metaverse/{id}', () => {
  it('sends an undefined id to the site root', async () => {
    const { router } = renderRoute('/metaverse/undefined');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('asks a visitor who is not signed in to sign in first, and calls nothing', async () => {
    const calls = fake();
    renderRoute(`/metaverse/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Eternity City' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login to Eternity City' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('embeds the web build full screen for a member, and joins nothing', async () => {
    signIn('metaverse-user');
    const calls = fake();
    renderRoute(`/metaverse/${id}`);
    const frame = await screen.findByTitle('Eternity City: the 3D city');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', buildUrl());
    expect(screen.getByRole('heading', { level: 1, name: 'Eternity City' })).toBeInTheDocument();
    expect(calls.some((c) => c.startsWith('join'))).toBe(false);
    expect(document.title).toBe('Eternity City | The Virtual City');
  });

  it('offers a citizen who is not a member to join, and only the Join button joins (docs/decisions/0029)', async () => {
    signIn('metaverse-user');
    const calls = fake({ member: false });
    const { user } = renderRoute(`/metaverse/${id}`);
    const join = await screen.findByRole('button', { name: 'Join Eternity City' });
    expect(screen.getByRole('heading', { level: 1, name: 'Eternity City' })).toBeInTheDocument();
    expect(screen.getByText('A virtual city with a bank branch, an auto showroom and retail stores.')).toBeInTheDocument();
    expect(join).toHaveAccessibleDescription(/You are not a member of Eternity City/);
    expect(screen.queryByTitle('Eternity City: the 3D city')).toBeNull();
    expect(calls.some((c) => c.startsWith('join') || c === 'build check')).toBe(false);
    join.focus();
    await user.keyboard('{Enter}');
    const notice = await screen.findByText('You joined Eternity City. Welcome!');
    await waitFor(() => expect(notice).toHaveFocus());
    expect(await screen.findByTitle('Eternity City: the 3D city')).toBeInTheDocument();
    expect(calls.filter((c) => c.startsWith('join'))).toEqual([`join ${id}`]);
  });

  it('joins Eternity City when the city login brings the person there, once', async () => {
    signIn('metaverse-user');
    const calls = fake({ member: false });
    const { router } = renderRoute(`/metaverse/${id}`, { state: CITY_ARRIVAL_STATE });
    expect(await screen.findByText('You joined Eternity City. Welcome!')).toBeInTheDocument();
    expect(await screen.findByTitle('Eternity City: the 3D city')).toBeInTheDocument();
    expect(calls.filter((c) => c.startsWith('join'))).toEqual([`join ${id}`]);
    // The mark is gone from the history entry: a reload would only visit.
    await waitFor(() => expect(router.state.location.state).toBeNull());
  });

  it('does not join for a console user, who may still look at the metaverse', async () => {
    signIn('super-admin');
    const calls = fake();
    renderRoute(`/metaverse/${id}`);
    await screen.findByTitle('Eternity City: the 3D city');
    expect(calls.some((c) => c.startsWith('join'))).toBe(false);
  });

  it("says plainly that the web build is not available when it does not answer, and lists the metaverse's downloads", async () => {
    signIn('metaverse-user');
    fake({
      build: 'missing',
      links: {
        WEBGL: { build: buildUrl(), assets: buildUrl() },
        ANDROID: { build: 'https://example.com/city.apk', assets: 'https://example.com/city-assets.zip' },
        WINDOWS: { build: 'https://example.com/city.exe', assets: '' },
      },
    });
    renderRoute(`/metaverse/${id}`);
    expect(await screen.findByText(/The web build of Eternity City is not available/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Eternity City' })).toBeInTheDocument();
    expect(screen.getByText('A virtual city with a bank branch, an auto showroom and retail stores.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download for Android/ })).toHaveAttribute('href', 'https://example.com/city.apk');
    expect(screen.getByRole('link', { name: /Assets for Android/ })).toHaveAttribute('href', 'https://example.com/city-assets.zip');
    expect(screen.getByRole('link', { name: /Download for Windows/ })).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('link', { name: /Assets for Windows/ })).toBeNull();
    expect(screen.queryByTitle('Eternity City: the 3D city')).toBeNull();
  });

  it("never embeds this site's own app shell (what the server sends for an unknown path)", async () => {
    signIn('metaverse-user');
    const calls = fake({ build: 'shell' });
    renderRoute(`/metaverse/${id}`);
    expect(await screen.findByText(/The web build of Eternity City is not available/)).toBeInTheDocument();
    expect(calls).toContain('build check');
  });

  it('checks nothing and says so when the metaverse has no web build at all', async () => {
    signIn('metaverse-user');
    const calls = fake({ links: {} });
    renderRoute(`/metaverse/${id}`);
    expect(await screen.findByText(/The web build of Eternity City is not available/)).toBeInTheDocument();
    expect(screen.getByText('No downloads are published for Eternity City yet.')).toBeInTheDocument();
    expect(calls).not.toContain('build check');
  });

  it('shows a failed join with the reason, and the Join button tries again', async () => {
    signIn('metaverse-user');
    const calls = fake({ join: 'fail', member: false });
    const { user } = renderRoute(`/metaverse/${id}`);
    await user.click(await screen.findByRole('button', { name: 'Join Eternity City' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You could not join Eternity City: Something went wrong');
    server.use(handle('metaverseJoin', () => HttpResponse.json({ message: 'Metaverse joined successfully' })));
    await user.click(screen.getByRole('button', { name: 'Join Eternity City' }));
    expect(await screen.findByText('You joined Eternity City. Welcome!')).toBeInTheDocument();
    expect(calls.filter((c) => c.startsWith('join'))).toHaveLength(1);
  });

  it('says when the metaverse does not exist', async () => {
    signIn('metaverse-user');
    server.use(handle('metaverseGet', () => errorReply(404, 'Metaverse not found')));
    renderRoute(`/metaverse/${id}`);
    expect(await screen.findByRole('heading', { name: 'This metaverse does not exist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows a failed load with a retry that loads it again', async () => {
    signIn('metaverse-user');
    server.use(handle('metaverseGet', () => errorReply(503, 'Database unavailable'), undefined));
    const { user } = renderRoute(`/metaverse/${id}`);
    const error = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(error).toBeInTheDocument();
    fake();
    await user.click(within(error.parentElement!).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTitle('Eternity City: the 3D city')).toBeInTheDocument();
  });
});
