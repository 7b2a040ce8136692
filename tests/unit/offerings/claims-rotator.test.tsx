import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ClaimsRotator } from '@/components/offerings/claims-rotator';
import { CLAIM_ROTATION_MS, WHY_ETERNITY } from '@/content/claims';

const current = () =>
  within(screen.getByTestId('why-claims'))
    .getAllByRole('listitem')
    .filter((li) => li.getAttribute('aria-current') === 'true');

const currentTitle = () => {
  const items = current();
  expect(items).toHaveLength(1);
  return within(items[0]!).getByRole('heading').textContent;
};

describe("'Why Eternity' claims", () => {
  it('highlights exactly one claim, moves on every 1000 ms and wraps to the first', () => {
    vi.useFakeTimers();
    render(<ClaimsRotator heading="Why Eternity" claims={WHY_ETERNITY} />);
    expect(CLAIM_ROTATION_MS).toBe(1000);
    expect(currentTitle()).toBe(WHY_ETERNITY[0]?.title);

    act(() => vi.advanceTimersByTime(999));
    expect(currentTitle()).toBe(WHY_ETERNITY[0]?.title);
    act(() => vi.advanceTimersByTime(1));
    expect(currentTitle()).toBe(WHY_ETERNITY[1]?.title);

    for (let i = 2; i < WHY_ETERNITY.length; i += 1) {
      act(() => vi.advanceTimersByTime(1000));
      expect(currentTitle()).toBe(WHY_ETERNITY[i]?.title);
    }
    act(() => vi.advanceTimersByTime(1000));
    expect(currentTitle()).toBe(WHY_ETERNITY[0]?.title);
  });

  it('Pause holds the highlighted claim and Play resumes the rotation', () => {
    vi.useFakeTimers();
    render(<ClaimsRotator heading="Why Eternity" claims={WHY_ETERNITY} />);
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole('button', { name: /^Pause/ }));
    const held = currentTitle();
    act(() => vi.advanceTimersByTime(5000));
    expect(currentTitle()).toBe(held);
    fireEvent.click(screen.getByRole('button', { name: /^Play/ }));
    act(() => vi.advanceTimersByTime(1000));
    expect(currentTitle()).not.toBe(held);
  });
});
