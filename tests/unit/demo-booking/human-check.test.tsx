import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DemoForm from '@/features/demo-booking/components/demo-form';
import { handle } from '../mocks/contract';
import { server } from '../mocks/server';

// The demo form's invisible human check (docs/decisions/0038): solved in the background, awaited by the submit.

const solver = vi.hoisted(() => ({ solve: vi.fn() }));
vi.mock('@/lib/human-check/solve', () => solver);

const CHALLENGE = {
  parameters: {
    algorithm: 'PBKDF2/SHA-256',
    nonce: '0123456789abcdef0123456789abcdef',
    salt: 'fedcba9876543210fedcba9876543210',
    cost: 1000,
    keyLength: 32,
    keyPrefix: 'ab'.repeat(16),
    keySignature: 'cd'.repeat(32),
    expiresAt: Math.floor(Date.now() / 1000) + 600,
  },
  signature: 'ef'.repeat(32),
};
const SOLUTION = { counter: 321, derivedKey: 'ab'.repeat(32) };

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

async function fillAndSubmit() {
  const user = userEvent.setup();
  render(<DemoForm />);
  const values: [HTMLElement, string][] = [
    [screen.getByLabelText('Name'), 'Asha Rao'],
    [screen.getByLabelText('Company name'), 'Rao Motors'],
    [screen.getByLabelText('Business email'), 'asha@raomotors.example'],
    [screen.getByLabelText('Phone', { selector: 'input' }), '9876543210'],
    [screen.getByLabelText('Message'), 'A showroom, please.'],
  ];
  for (const [field, value] of values) {
    await user.click(field);
    await user.paste(value);
  }
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

function captureBookings() {
  const seen: Array<Record<string, unknown>> = [];
  server.use(
    handle('bookDemo', async ({ request }) => {
      seen.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ message: 'Successully sent email.' });
    }),
  );
  return seen;
}

describe('demo form: the invisible human check', () => {
  let challenges = 0;
  beforeEach(() => {
    challenges = 0;
    server.use(
      handle('humanCheckChallenge', () => {
        challenges += 1;
        return HttpResponse.json({ message: 'Human check challenge issued', data: { challenge: CHALLENGE } });
      }),
    );
  });
  afterEach(() => solver.solve.mockReset());

  it('a submit before the proof is ready waits for it, busy, then sends the proof', async () => {
    const solved = deferred<typeof SOLUTION>();
    solver.solve.mockReturnValueOnce(solved.promise).mockResolvedValue(null);
    const seen = captureBookings();
    await fillAndSubmit();
    // Solving started when the form mounted; the submit is waiting for it.
    await waitFor(() => expect(solver.solve).toHaveBeenCalledWith(CHALLENGE, expect.any(AbortController)));
    expect(challenges).toBe(1);
    // Busy, as for any send: the button says so (docs/decisions/0040).
    const button = screen.getByRole('button', { name: 'Sending…' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await new Promise((r) => setTimeout(r, 50));
    expect(seen).toHaveLength(0);

    solved.resolve(SOLUTION);
    expect(await screen.findByRole('status')).toHaveTextContent('Request Sent successfully!!');
    expect(seen).toHaveLength(1);
    const proof = JSON.parse(atob(String(seen[0]!.humanCheck)));
    expect(proof).toEqual({ challenge: CHALLENGE, solution: SOLUTION });
    expect(screen.queryByText(/puzzle|captcha|robot/i)).toBeNull();
  });

  it('a proof solved while the visitor typed goes at once; the next send gets a fresh one', async () => {
    solver.solve.mockResolvedValue(SOLUTION);
    const seen = captureBookings();
    await fillAndSubmit();
    expect(await screen.findByRole('status')).toHaveTextContent('Request Sent successfully!!');
    expect(seen[0]!.humanCheck).toEqual(expect.any(String));
    // One for this send, one ready for the next.
    await waitFor(() => expect(challenges).toBe(2));
  });

  it('without a challenge endpoint (external services) the booking goes without a proof', async () => {
    server.use(handle('humanCheckChallenge', () => new HttpResponse(null, { status: 404 })));
    const seen = captureBookings();
    await fillAndSubmit();
    expect(await screen.findByRole('status')).toHaveTextContent('Request Sent successfully!!');
    expect(seen).toHaveLength(1);
    expect(seen[0]).not.toHaveProperty('humanCheck');
    expect(solver.solve).not.toHaveBeenCalled();
  });

  it('a proof that cannot be found (the solver gave up) never stops the booking', async () => {
    solver.solve.mockRejectedValue(new Error('no workers'));
    const seen = captureBookings();
    await fillAndSubmit();
    expect(await screen.findByRole('status')).toHaveTextContent('Request Sent successfully!!');
    expect(seen[0]).not.toHaveProperty('humanCheck');
  });
});
