import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isAppPage } from '@contract/app-page-match';
import { paths } from '@/config/paths';
import { DEFAULT_TITLE } from '@/config/titles';
import { titles } from '@/config/page-titles';
import { LANDING_TOP } from '@/content/pages/landing-top';
import { renderApp } from '../test-utils';

const publicPages: Array<[string, string]> = [
  [paths.home, titles.home],
  [paths.contactUs, titles.contactUs],
  [paths.faq, titles.faq],
  [paths.aboutUs, titles.aboutUs],
  [paths.vrAuto, titles.vrAuto],
  [paths.vrBank, titles.vrBank],
  [paths.vrRetail, titles.vrRetail],
  [paths.vrWorld, titles.vrWorld],
  [paths.oilRefinery, titles.oilRefinery],
  [paths.healthcare, titles.healthcare],
  [paths.predictive, titles.predictive],
  [paths.industries, titles.industries],
  [paths.blockchain, titles.blockchain],
  [paths.code, titles.code],
  [paths.metaverse('6650e7e1c17c000000000001'), titles.city],
  [paths.dashboard.login, titles.dashboard.login],
  [paths.superAdmin.login, titles.superAdmin.login],
];

describe('router (SPEC 2.1)', () => {
  it.each(publicPages)('%s renders a page titled "%s"', async (path, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('keeps the exact SPEC titles', () => {
    expect(titles.predictive).toBe(
      'Predictive Maintenance Solutions | Preventing Downtime with AI-Powered Predictive Maintenance.',
    );
    expect(titles.blockchain).toBe('Blockchain First - End-to-End Product Lifecycle Management');
    expect(titles.vrAuto).toBe('Automotive Metaverse | Virtual Car Showroom');
    expect(titles.vrBank).toBe('Banking Metaverse | Virtual Bank Branch');
    expect(titles.vrRetail).toBe('Retail Metaverse | Virtual 3D products');
    expect(titles.vrWorld).toBe('VR World | Design your Own Metaverse');
    expect(DEFAULT_TITLE).toBe('Join the Metaverse Revolution');
  });

  it('resets the title to the landing title on leaving a page', async () => {
    const { router } = renderApp(paths.blockchain);
    // Titles, not headings: the pages' headings are content and change with it.
    await waitFor(() => expect(document.title).toBe(titles.blockchain));
    await act(() => router.navigate(paths.aboutUs));
    await waitFor(() => expect(document.title).toBe(titles.aboutUs));
    await act(() => router.navigate('/no-such-page'));
    await screen.findByRole('heading', { name: 'Page not found' });
    await act(() => router.navigate(paths.vrWorld));
    await waitFor(() => expect(document.title).toBe(titles.vrWorld));
  });

  it('the title hook restores the landing title when its page unmounts', async () => {
    const { unmount } = renderApp(paths.faq);
    await waitFor(() => expect(document.title).toBe(titles.faq));
    unmount();
    expect(document.title).toBe(DEFAULT_TITLE);
  });

  it('shows a not-found page with a link home and the main pages for unknown paths', async () => {
    const { user, router } = renderApp('/definitely/not/here');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    const main = screen.getByRole('navigation', { name: 'Main pages' });
    const links = within(main).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([paths.industries, paths.blockchain, paths.vrWorld, paths.aboutUs, paths.faq, paths.contactUs]);
    // Every one is a page the app has (the server answers anything else with a 404).
    for (const l of links) expect(isAppPage(l.getAttribute('href')!)).toBe(true);
    expect(isAppPage('/definitely/not/here')).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Go back home' }));
    await screen.findByRole('heading', { level: 1, name: LANDING_TOP.hero.heading });
    expect(router.state.location.pathname).toBe('/');
  });

  it('public pages have the skip link, the main landmark, the top bar links and the footer', async () => {
    renderApp(paths.home);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Eternity home' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['About us', 'Contact us', 'FAQs', 'Industries']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    // The footer is lazy (loaded near the viewport; at once where IntersectionObserver is missing, as in jsdom).
    expect(await screen.findByRole('contentinfo')).toHaveTextContent('© 2025');
  });

  it('shows a loading status while the first page chunk loads', async () => {
    renderApp(paths.faq);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await screen.findByRole('heading', { level: 1 });
  });
});
