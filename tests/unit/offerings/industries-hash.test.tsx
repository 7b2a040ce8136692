import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../test-utils';

// jsdom implements no scrolling: record which elements were asked to scroll into view.
const scrolled = vi.fn<(this: Element) => void>();
beforeEach(() => {
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.call(this);
  };
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
  scrolled.mockReset();
});

const scrolledIds = () => scrolled.mock.contexts.map((el) => (el as Element).id);

describe('/industries anchors', () => {
  it.each(['Finance', 'Automobile', 'Retail', 'Education'])('/industries#%s lands on a real element and scrolls there on load', async (id) => {
    renderRoute(`/industries#${id}`);
    await screen.findByRole('heading', { level: 1 });
    expect(document.getElementById(id)).not.toBeNull();
    // Scrolled, and focused so keyboard and screen-reader users start reading there too.
    await waitFor(() => expect(document.activeElement?.id).toBe(id));
    expect(scrolledIds()).toContain(id);
  });

  it('has the section ids SPEC 2.1 lists', async () => {
    renderRoute('/industries');
    await screen.findByRole('heading', { level: 1 });
    for (const id of ['Finance', 'Education', 'Retail', 'Banking', 'Automobile']) expect(document.getElementById(id), id).not.toBeNull();
  });

  it('the tab buttons scroll to Education, Retail and Banking & Healthcare', async () => {
    renderRoute('/industries');
    const nav = await screen.findByRole('navigation', { name: 'Industries on this page' });
    for (const [label, id] of [
      ['Education', 'Education'],
      ['Retail', 'Retail'],
      ['Banking & Healthcare', 'Banking'],
    ] as const) {
      fireEvent.click(within(nav).getByRole('button', { name: label }));
      expect(scrolledIds().at(-1)).toBe(id);
    }
  });
});
