import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Accordion } from '@/components/marketing/accordion';

const items = [
  { id: 1, question: 'First?', answer: '<p>One</p>' },
  { id: 2, question: 'Second?', answer: '<p>Two <a href="/faq">faq</a></p><script>window.hacked = true</script>' },
  { id: 3, question: 'Third?', answer: '<p>Three</p>' },
];

function setup() {
  const router = createMemoryRouter([{ path: '*', element: <Accordion items={items} /> }]);
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

  it('works from the keyboard and wires button and region together', async () => {
    const { user } = setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First?' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const region = screen.getByRole('region', { name: 'First?' });
    expect(screen.getByRole('button', { name: 'First?' })).toHaveAttribute('aria-controls', region.id);
    expect(screen.getByRole('heading', { level: 3, name: 'First?' })).toBeInTheDocument();
  });

  it('renders answers sanitized; same-site links navigate inside the app', async () => {
    const { user, router } = setup();
    await user.click(screen.getByRole('button', { name: 'Second?' }));
    const region = screen.getByRole('region', { name: 'Second?' });
    expect(region.innerHTML).toBe('<p>Two <a href="/faq">faq</a></p>');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    await user.click(screen.getByRole('link', { name: 'faq' }));
    expect(router.state.location.pathname).toBe('/faq');
  });
});
