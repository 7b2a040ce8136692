import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Accordion, type AccordionItem } from '@/components/marketing/accordion';

const items: AccordionItem[] = [
  { id: 1, question: 'First?', answer: [{ p: ['One'] }] },
  {
    id: 2,
    question: 'Second?',
    answer: [
      { p: ['Two ', { strong: 'bold' }, ' and ', { link: 'faq', to: '/faq' }, '.'] },
      { ul: [['Item ', { strong: 'a' }], ['Item b']] },
      { p: ['<img src=x onerror="window.hacked = true"><script>window.hacked = true</script>'] },
    ],
  },
  { id: 3, question: 'Third?', answer: [{ p: ['Three'] }] },
];

function setup(openFirst = false) {
  const router = createMemoryRouter([{ path: '*', element: <Accordion items={items} openFirst={openFirst} /> }]);
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router };
}

describe('Accordion (SPEC 4: one answer open at a time)', () => {
  it('starts closed; opening one closes the other; clicking the open one closes it', async () => {
    const { user } = setup();
    const [q1, q2] = [screen.getByRole('button', { name: 'First?' }), screen.getByRole('button', { name: 'Second?' })];
    expect(screen.queryAllByRole('region')).toHaveLength(0);

    await user.click(q1);
    expect(q1).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'First?' })).toHaveTextContent('One');

    await user.click(q2);
    expect(q1).toHaveAttribute('aria-expanded', 'false');
    expect(q2).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('region')).toHaveLength(1);

    await user.click(q2);
    expect(q2).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('with openFirst (the FAQ page) starts with the first answer open, which closes like any other', async () => {
    const { user } = setup(true);
    const q1 = screen.getByRole('button', { name: 'First?' });
    expect(q1).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'First?' })).toHaveTextContent('One');
    await user.click(screen.getByRole('button', { name: 'Third?' }));
    expect(q1).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Third?' }));
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('works from the keyboard and wires button and region together', async () => {
    const { user } = setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First?' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const region = screen.getByRole('region', { name: 'First?' });
    expect(screen.getByRole('button', { name: 'First?' })).toHaveAttribute('aria-controls', region.id);
    expect(screen.getByRole('heading', { level: 3, name: 'First?' })).toBeInTheDocument();
  });

  it('renders paragraphs, lists, bold text and links as elements; text that looks like HTML stays text', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Second?' }));
    const region = screen.getByRole('region', { name: 'Second?' });
    const blocks = Array.from(region.children);
    expect(blocks.map((el) => el.tagName)).toEqual(['P', 'UL', 'P']);
    expect(blocks[0]).toHaveTextContent('Two bold and faq.');
    expect(blocks[0]!.querySelector('strong')).toHaveTextContent('bold');
    expect(Array.from(blocks[1]!.querySelectorAll('li')).map((li) => li.innerHTML)).toEqual(['Item <strong>a</strong>', 'Item b']);
    expect(blocks[2]!.textContent).toBe('<img src=x onerror="window.hacked = true"><script>window.hacked = true</script>');
    expect(region.querySelectorAll('img, script')).toHaveLength(0);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('links to pages of the site and navigates inside the app', async () => {
    const { user, router } = setup();
    await user.click(screen.getByRole('button', { name: 'Second?' }));
    const link = screen.getByRole('link', { name: 'faq' });
    expect(link).toHaveAttribute('href', '/faq');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/faq');
  });
});
