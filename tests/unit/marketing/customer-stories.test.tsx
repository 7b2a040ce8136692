import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CustomerStories } from '@/components/marketing/customer-stories';
import { STATS } from '@/content/claims';
import { CUSTOMER_STORIES, STORY_TOTALS } from '@/content/stories';

function setup() {
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element: <CustomerStories /> }])} />);
  return screen.getByRole('region', { name: 'What we built, sector by sector' });
}

describe('customer stories (issue 24 item 5, docs/decisions/0060)', () => {
  it('shows each story with its problem, what was built and its outcome, and a link to its solution page', () => {
    const section = setup();
    const cards = within(section).getAllByRole('listitem').filter((li) => li.querySelector('h3'));
    expect(cards).toHaveLength(CUSTOMER_STORIES.length);
    expect(CUSTOMER_STORIES.length % 3).toBe(0); // three columns at 1440 px: no orphan card
    for (const [i, story] of CUSTOMER_STORIES.entries()) {
      const card = cards[i]!;
      expect(within(card).getByRole('heading', { level: 3, name: story.title })).toBeInTheDocument();
      for (const term of ['The problem', 'What we built', 'Outcome']) expect(within(card).getByText(term)).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: story.link.label })).toHaveAttribute('href', story.link.to);
    }
  });

  it('uses no figure SPEC does not give: every number in the stories is one of SPEC part 9’s claims', () => {
    const spec = new Set(STATS.map((s) => s.value));
    const figures = [...CUSTOMER_STORIES.flatMap((s) => (s.figure ? [s.figure.value] : [])), ...STORY_TOTALS.map((t) => t.value)];
    for (const figure of figures) expect(spec).toContain(figure);
    const words = CUSTOMER_STORIES.flatMap((s) => [s.title, s.challenge, s.outcome, ...s.built, s.sector]).join(' ');
    expect(words.match(/\d[\d,.]*%?/g) ?? []).toEqual([]);
    // No quotes attributed to anyone, no certification names.
    expect(words).not.toMatch(/[“”"]|ISO|SOC ?2|PCI|HIPAA|GDPR/);
  });
});
