import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { renderApp } from '../test-utils';

describe('demo and city-login dialogs', () => {
  it('Ask an Expert opens the demo dialog; Escape closes it and focus returns to the button', async () => {
    const { user } = renderApp(paths.aboutUs);
    await screen.findByRole('heading', { level: 1 });
    const opener = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Ask an Expert' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Book a demo' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes on the close icon and on the overlay; Tab stays inside', async () => {
    const { user } = renderApp(paths.contactUs);
    await screen.findByRole('heading', { level: 1 });
    const opener = screen.getAllByRole('button', { name: 'Contact Us' })[0]!;
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Book a demo' });
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Close the demo dialog' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Book a demo' });
    await user.click(screen.getByTestId('dialog-overlay'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Login to Eternity City on /faq opens the login dialog', async () => {
    const { user } = renderApp(paths.faq);
    await user.click(await screen.findByRole('button', { name: 'Login to Eternity City' }));
    expect(await screen.findByRole('dialog', { name: 'Login to Eternity City' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('FAQ page', () => {
  it('selects General questions by default, its first answer open, and switches categories to that one’s first answer', async () => {
    const { user } = renderApp(paths.faq);
    const general = await screen.findByRole('button', { name: 'General questions' });
    expect(general).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'General questions' })).toBeInTheDocument();
    const first = screen.getByRole('button', { name: 'What does Eternity do?' });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.click(first);
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Retail Metaverse' }));
    expect(general).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('heading', { level: 2, name: 'Retail Metaverse' })).toBeInTheDocument();
    const open = screen.getAllByRole('button', { expanded: true });
    expect(open).toHaveLength(1);
    const retail = screen.getByRole('heading', { level: 2, name: 'Retail Metaverse' }).closest('section')!;
    expect(open[0]).toBe(within(retail).getAllByRole('button')[0]);
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contactus');
  });
});
