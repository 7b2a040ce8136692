import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SnapList } from '@/components/marketing/snap-list';
import { WhyClaims } from '@/components/marketing/why-claims';
import { CLAIM_ROTATION_MS, WHY_ETERNITY } from '@/content/claims';
import { BLOCKCHAIN_PAGE } from '@/content/pages/blockchain';
import { renderRoute } from '../test-utils';

afterEach(() => vi.useRealTimers());

describe('/blockchain (issue 13 item 6: compact card runs)', () => {
  it('renders every card title of SPEC 2.3 as a heading inside its labelled run, each with "n of m"', async () => {
    renderRoute('/blockchain');
    await screen.findByRole('heading', { level: 1 });
    const { lifecycle, smartContracts: sc, solutions: sol, aiTokenization: ai } = BLOCKCHAIN_PAGE;
    const runs: Array<[string, string[]]> = [
      ['Lifecycle stages', lifecycle.steps.map((s) => s.label)],
      [sc.languagesHeading, sc.languages.map((l) => l.language)],
      [sc.servicesHeading, sc.services.map((c) => c.title)],
      ['Public, private and hybrid blockchains', sol.chainTypes.map((c) => `${c.type} blockchain`)],
      [sol.useCasesHeading, sol.useCases.map((c) => c.title)],
      ['AI tokenization offerings', ai.offerings.map((c) => c.title)],
      [ai.benefitsHeading, ai.benefits.map((c) => c.title)],
      ['Why Eternity: claims', WHY_ETERNITY.map((c) => c.title)],
    ];
    expect(runs.flatMap(([, titles]) => titles)).toHaveLength(35);
    for (const [label, titles] of runs) {
      const region = screen.getByRole('region', { name: label });
      const items = within(region).getAllByRole('listitem');
      expect(items, label).toHaveLength(titles.length);
      items.forEach((item, i) => {
        expect(within(item).getByRole('heading', { name: titles[i] })).toBeInTheDocument();
        expect(within(item).getByText(`${i + 1} of ${titles.length}`)).toBeInTheDocument();
      });
    }
  });
});

describe('SnapList', () => {
  const list = () =>
    render(
      <SnapList label="Cards" items={['a', 'b', 'c', 'd']} itemKey={(s) => s} renderItem={(s) => <h3>{s}</h3>} columns="md:grid-cols-4" itemClassName="p-4" />,
    );

  it('is no tab stop and ignores the keys while it does not scroll (a grid, or jsdom without layout)', () => {
    list();
    const region = screen.getByRole('region', { name: 'Cards' });
    expect(region).not.toHaveAttribute('tabindex');
    const scrollTo = vi.fn();
    region.scrollTo = scrollTo as typeof region.scrollTo;
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('moves one card per arrow key and to the ends with Home and End while it scrolls', () => {
    // Four 300 px cards in a 320 px window.
    const restore = [
      ['scrollWidth', 1200],
      ['clientWidth', 320],
    ].map(([key, value]) => {
      Object.defineProperty(HTMLElement.prototype, key as string, { configurable: true, get: () => value });
      return key as string;
    });
    Object.defineProperty(HTMLLIElement.prototype, 'offsetLeft', {
      configurable: true,
      get(this: HTMLLIElement) {
        return [...(this.parentElement?.children ?? [])].indexOf(this) * 300;
      },
    });
    try {
      list();
      const region = screen.getByRole('region', { name: 'Cards' });
      expect(region).toHaveAttribute('tabindex', '0');
      let left = 0;
      Object.defineProperty(region, 'scrollLeft', { configurable: true, get: () => left });
      const scrollTo = vi.fn((o: ScrollToOptions) => {
        left = o.left ?? left;
      });
      region.scrollTo = scrollTo as typeof region.scrollTo;
      const key = (k: string) => {
        fireEvent.keyDown(region, { key: k });
        return scrollTo.mock.lastCall?.[0];
      };
      expect(key('ArrowRight')).toEqual({ left: 300 });
      expect(key('ArrowRight')).toEqual({ left: 600 });
      expect(key('ArrowLeft')).toEqual({ left: 300 });
      expect(key('End')).toEqual({ left: 900 });
      expect(key('Home')).toEqual({ left: 0 });
      expect(key('ArrowLeft')).toEqual({ left: 0 });
      // Other keys (Tab, Enter) are left to the browser.
      scrollTo.mockClear();
      fireEvent.keyDown(region, { key: 'Enter' });
      expect(scrollTo).not.toHaveBeenCalled();
    } finally {
      for (const key of restore) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[key];
      delete (HTMLLIElement.prototype as unknown as Record<string, unknown>).offsetLeft;
    }
  });

  it('keeps the "Why Eternity" claims rotating every 1000 ms, with Pause and Play', () => {
    vi.useFakeTimers();
    render(<WhyClaims heading="Why Eternity" claims={WHY_ETERNITY} />);
    const currentTitle = () => {
      const items = within(screen.getByTestId('why-claims'))
        .getAllByRole('listitem')
        .filter((li) => li.getAttribute('aria-current') === 'true');
      expect(items).toHaveLength(1);
      return within(items[0]!).getByRole('heading').textContent;
    };
    expect(CLAIM_ROTATION_MS).toBe(1000);
    expect(currentTitle()).toBe(WHY_ETERNITY[0]?.title);
    act(() => vi.advanceTimersByTime(999));
    expect(currentTitle()).toBe(WHY_ETERNITY[0]?.title);
    act(() => vi.advanceTimersByTime(1));
    expect(currentTitle()).toBe(WHY_ETERNITY[1]?.title);
    for (let i = 2; i < WHY_ETERNITY.length; i += 1) act(() => vi.advanceTimersByTime(1000));
    act(() => vi.advanceTimersByTime(1000));
    expect(currentTitle()).toBe(WHY_ETERNITY[0]?.title);

    fireEvent.click(screen.getByRole('button', { name: 'Pause highlights' }));
    const held = currentTitle();
    act(() => vi.advanceTimersByTime(5000));
    expect(currentTitle()).toBe(held);
    fireEvent.click(screen.getByRole('button', { name: 'Play highlights' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(currentTitle()).not.toBe(held);
  });
});
