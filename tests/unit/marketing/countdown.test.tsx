import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Countdown } from '@/components/marketing/countdown';
import { timeLeft } from '@/components/marketing/use-countdown';
import { LANDING_PAGE } from '@/content/pages/landing';

const copy = LANDING_PAGE.hero.countdown;
const value = (unit: string) => document.querySelector(`[data-unit="${unit}"]`)?.textContent;

describe('countdown to 3 March 2024 00:00 local time', () => {
  it('targets the SPEC date in local time', () => {
    const target = new Date(copy.target);
    expect([target.getFullYear(), target.getMonth(), target.getDate(), target.getHours(), target.getMinutes()]).toEqual([2024, 2, 3, 0, 0]);
  });

  it('splits the time left into days, hours, minutes and seconds, and is zero once passed', () => {
    const target = new Date(2024, 2, 3);
    const before = target.getTime() - ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(timeLeft(target, before)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, ended: false });
    expect(timeLeft(target, target.getTime() + 1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, ended: true });
  });

  it('ticks every second before the target and stops at zeros', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2024, 2, 2, 23, 59, 57));
    render(<Countdown {...copy} />);
    expect(screen.getByRole('timer')).toBeInTheDocument();
    expect([value('Days'), value('Hours'), value('Minutes'), value('Seconds')]).toEqual(['00', '00', '00', '03']);
    act(() => vi.advanceTimersByTime(1000));
    expect(value('Seconds')).toBe('02');
    act(() => vi.advanceTimersByTime(1000));
    expect(value('Seconds')).toBe('01');
    expect(screen.queryByText(copy.endedLabel)).toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(value('Seconds')).toBe('00');
    expect(screen.getByText(copy.endedLabel)).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows its ended action (the landing page\'s Step inside button) only once the target has passed', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2024, 2, 2, 23, 59, 59));
    render(<Countdown {...copy} endedAction={<button type="button">{copy.stepInsideLabel}</button>} />);
    expect(screen.queryByRole('button', { name: copy.stepInsideLabel })).toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: copy.stepInsideLabel })).toBeInTheDocument();
  });

  it('shows a larger span with days and hours (2024 is a leap year)', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2024, 1, 20, 10, 30, 0));
    render(<Countdown {...copy} />);
    expect([value('Days'), value('Hours'), value('Minutes'), value('Seconds')]).toEqual(['11', '13', '30', '00']);
    act(() => vi.advanceTimersByTime(1000));
    expect([value('Days'), value('Hours'), value('Minutes'), value('Seconds')]).toEqual(['11', '13', '29', '59']);
  });

  it('shows zeros after the target (today) and sets no timer', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2025, 5, 1));
    render(<Countdown {...copy} />);
    expect([value('Days'), value('Hours'), value('Minutes'), value('Seconds')]).toEqual(['00', '00', '00', '00']);
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(5000));
    expect(value('Seconds')).toBe('00');
  });
});
