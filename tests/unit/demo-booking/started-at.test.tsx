import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DemoForm from '@/features/demo-booking/components/demo-form';
import { handle } from '../mocks/contract';
import { server } from '../mocks/server';

// `startedAt` is when the form was shown; the server drops a booking whose startedAt is missing, in the future, too
// recent or more than a day old, answering as if it had been stored (docs/decisions/0016). The form must therefore
// send a fresh one for every booking a person makes.

const HOUR = 60 * 60 * 1000;

function captureStarts() {
  const starts: number[] = [];
  server.use(
    handle('bookDemo', async ({ request }) => {
      starts.push(((await request.json()) as { startedAt: number }).startedAt);
      return HttpResponse.json({ message: 'Successully sent email.' });
    }),
  );
  return starts;
}

async function book(user: ReturnType<typeof userEvent.setup>) {
  for (const [label, value] of [
    ['Name', 'Asha Rao'],
    ['Company name', 'Rao Motors'],
    ['Business email', 'asha@raomotors.example'],
    ['Message', 'A virtual showroom, please.'],
  ] as const) {
    await user.type(screen.getByLabelText(label), value);
  }
  await user.type(screen.getByLabelText('Phone', { selector: 'input' }), '9876543210');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Request Sent successfully!!');
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('demo form: startedAt', { timeout: 20_000 }, () => {
  it('a form left open for more than half a day is renewed when the person starts typing', async () => {
    const starts = captureStarts();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: null });
    render(<DemoForm />);
    vi.setSystemTime(Date.now() + 30 * HOUR);
    const typing = Date.now();
    await book(user);
    expect(starts).toHaveLength(1);
    expect(starts[0]).toBeGreaterThanOrEqual(typing);
    expect(starts[0]).toBeLessThanOrEqual(Date.now());
  });

  it('a form open for less than that keeps the time it was shown', async () => {
    const starts = captureStarts();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: null });
    const shown = Date.now();
    render(<DemoForm />);
    vi.setSystemTime(Date.now() + 2 * HOUR);
    await book(user);
    expect(starts[0]).toBeGreaterThanOrEqual(shown);
    expect(starts[0]).toBeLessThan(shown + HOUR);
  });

  it('is renewed when the form resets after a booking', async () => {
    const starts = captureStarts();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: null });
    render(<DemoForm />);
    await book(user);
    await vi.advanceTimersByTimeAsync(6_000);
    // The visitor asks for a fresh form after a booking.
    await user.click(screen.getByRole('button', { name: 'Book another demo' }));
    await book(user);
    expect(starts).toHaveLength(2);
    expect(starts[1]).toBeGreaterThanOrEqual(starts[0]! + 5_000);
  });
});
