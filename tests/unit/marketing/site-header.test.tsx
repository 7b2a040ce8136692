import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { SCROLL_HINT_KEYS } from '@/content/scroll-hints';
import { renderApp } from '../test-utils';

const menuButton = (name: string) => within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name });

describe('top bar menus (SPEC 2.2)', () => {
  it('opens one menu at a time; toggling the open one closes it', async () => {
    const { user } = renderApp(paths.aboutUs);
    await screen.findByRole('heading', { level: 1 });
    const products = menuButton('Products');
    const solutions = menuButton('Solutions');
    const ai = menuButton('AI+Block Chain');
    for (const b of [products, solutions, ai]) expect(b).toHaveAttribute('aria-expanded', 'false');

    await user.click(products);
    expect(products).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(products.getAttribute('aria-controls')!)!;
    expect(panel).toBeVisible();
    // Our own product pages, in this tab (issue 37 item 3: no link to a site that does not exist).
    const verify = await within(panel).findByRole('link', { name: /Eternity Verify/ });
    expect(verify).toHaveAttribute('href', '/products/verify');
    expect(verify).not.toHaveAttribute('target');

    await user.click(solutions);
    expect(products).toHaveAttribute('aria-expanded', 'false');
    expect(solutions).toHaveAttribute('aria-expanded', 'true');
    expect(panel).not.toBeVisible();

    await user.click(ai);
    expect(solutions).toHaveAttribute('aria-expanded', 'false');
    expect(ai).toHaveAttribute('aria-expanded', 'true');

    await user.click(ai);
    expect(ai).toHaveAttribute('aria-expanded', 'false');
    for (const b of [products, solutions, ai]) expect(b).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape closes the open menu and returns focus to its button; a click outside closes it', async () => {
    const { user } = renderApp(paths.aboutUs);
    await screen.findByRole('heading', { level: 1 });
    const solutions = menuButton('Solutions');
    await user.click(solutions);
    const panel = document.getElementById(solutions.getAttribute('aria-controls')!)!;
    // Focus inside the panel, then Escape.
    (await within(panel).findAllByRole('link'))[1]!.focus();
    await user.keyboard('{Escape}');
    expect(solutions).toHaveAttribute('aria-expanded', 'false');
    expect(solutions).toHaveFocus();

    await user.click(solutions);
    expect(solutions).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(solutions).toHaveAttribute('aria-expanded', 'false');
  });

  it('the bar is transparent at the top and black while a menu is open', async () => {
    const { user } = renderApp(paths.aboutUs);
    await screen.findByRole('heading', { level: 1 });
    const bar = screen.getByRole('banner');
    expect(bar).toHaveAttribute('data-solid', 'false');
    expect(bar).toHaveClass('bg-transparent');
    await user.click(menuButton('Products'));
    expect(bar).toHaveAttribute('data-solid', 'true');
    expect(bar).toHaveClass('bg-black');
  });

  it('a Solutions section item leaves a scroll hint and navigates to its page', async () => {
    const { user, router } = renderApp(paths.aboutUs);
    await screen.findByRole('heading', { level: 1 });
    await user.click(menuButton('Solutions'));
    await user.click(await screen.findByRole('link', { name: 'Firefighting Robots' }));
    expect(sessionStorage.getItem(SCROLL_HINT_KEYS.general)).toBe('firefighting-robots');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.oilRefinery));
    expect(menuButton('Solutions')).toHaveAttribute('aria-expanded', 'false');
  });

  it('the slide-in menu is a modal dialog whose dropdowns toggle independently; Escape closes it', async () => {
    const { user } = renderApp(paths.aboutUs);
    await screen.findByRole('heading', { level: 1 });
    const hamburger = screen.getByRole('button', { name: 'Open menu' });
    await user.click(hamburger);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    const products = within(dialog).getByRole('button', { name: 'Products' });
    const solutions = within(dialog).getByRole('button', { name: 'Solutions' });
    await user.click(products);
    await user.click(solutions);
    expect(products).toHaveAttribute('aria-expanded', 'true');
    expect(solutions).toHaveAttribute('aria-expanded', 'true');
    await user.click(products);
    expect(products).toHaveAttribute('aria-expanded', 'false');
    expect(solutions).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(hamburger).toHaveFocus();
  });
});
