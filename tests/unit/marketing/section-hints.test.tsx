import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_HINT_KEYS } from '@/content/scroll-hints';
import { goToSection, HIGHLIGHT_CLASS, useSectionHint } from '@/lib/section-hints';

function Page() {
  useSectionHint(SCROLL_HINT_KEYS.general);
  return (
    <section id="firefighting-robots">
      <h2>Firefighting Robots</h2>
    </section>
  );
}

describe('section hints (SPEC 2.2: 800 ms, then scroll and highlight for 2000 ms)', () => {
  const scrollIntoView = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    Element.prototype.scrollIntoView = scrollIntoView;
    scrollIntoView.mockClear();
  });
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('scrolls to the hinted section after 800 ms, highlights it for 2000 ms and clears the hint', () => {
    sessionStorage.setItem(SCROLL_HINT_KEYS.general, 'firefighting-robots');
    const { container } = render(<Page />);
    const section = container.querySelector('#firefighting-robots')!;

    act(() => vi.advanceTimersByTime(799));
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(section).not.toHaveClass(HIGHLIGHT_CLASS);
    expect(sessionStorage.getItem(SCROLL_HINT_KEYS.general)).toBe('firefighting-robots');

    act(() => vi.advanceTimersByTime(1));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(section).toHaveClass(HIGHLIGHT_CLASS);
    expect(section).toHaveFocus();
    expect(sessionStorage.getItem(SCROLL_HINT_KEYS.general)).toBeNull();

    act(() => vi.advanceTimersByTime(1999));
    expect(section).toHaveClass(HIGHLIGHT_CLASS);
    act(() => vi.advanceTimersByTime(1));
    expect(section).not.toHaveClass(HIGHLIGHT_CLASS);
  });

  it('does nothing without a hint, and ignores the hints of other pages', () => {
    sessionStorage.setItem(SCROLL_HINT_KEYS.blockchain, 'ai-tokenization');
    render(<Page />);
    act(() => vi.advanceTimersByTime(5000));
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(SCROLL_HINT_KEYS.blockchain)).toBe('ai-tokenization');
  });

  it('scrolls instantly when the visitor prefers reduced motion', () => {
    window.matchMedia = vi.fn().mockReturnValue({ matches: true, addEventListener() {}, removeEventListener() {} });
    try {
      sessionStorage.setItem(SCROLL_HINT_KEYS.general, 'firefighting-robots');
      render(<Page />);
      act(() => vi.advanceTimersByTime(800));
      expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
    } finally {
      delete (window as Partial<Window>).matchMedia;
    }
  });

  it('goToSection saves the hint and navigates when the section is on another page', () => {
    const navigate = vi.fn();
    goToSection(navigate, { to: '/oilrefienery', section: 'firefighting-robots', hintKey: SCROLL_HINT_KEYS.general, from: '/' });
    expect(sessionStorage.getItem(SCROLL_HINT_KEYS.general)).toBe('firefighting-robots');
    expect(navigate).toHaveBeenCalledWith('/oilrefienery');
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('goToSection scrolls and highlights at once when already on that page, without a hint', () => {
    const { container } = render(
      <section id="ai-tokenization">
        <h2>AI Tokenization</h2>
      </section>,
    );
    const navigate = vi.fn();
    goToSection(navigate, { to: '/blockchain', section: 'ai-tokenization', hintKey: SCROLL_HINT_KEYS.blockchain, from: '/blockchain' });
    expect(navigate).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(SCROLL_HINT_KEYS.blockchain)).toBeNull();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    const section = container.querySelector('#ai-tokenization')!;
    expect(section).toHaveClass(HIGHLIGHT_CLASS);
    act(() => vi.advanceTimersByTime(2000));
    expect(section).not.toHaveClass(HIGHLIGHT_CLASS);
  });
});
