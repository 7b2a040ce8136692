import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { bookDemo } from '@/features/demo-booking/api/book-demo';
import type { BookDemo } from '@contract/book-demo';
import { handle } from '../mocks/contract';
import { server } from '../mocks/server';

// docs/decisions/0068: the same booking sent again after a failure carries the same Idempotency-Key (the server
// stores it once); the human-check proof, solved anew, does not change it; a changed or a completed booking gets a
// new key.

const BOOKING = {
  name: 'Asha Rao',
  companyName: 'Rao Motors',
  businessEmail: 'asha@raomotors.example',
  phoneNumber: '+919876543210',
  message: 'A virtual showroom, please.',
  startedAt: 1_790_000_000_000,
} as BookDemo;

describe('the booking call', () => {
  it('keeps its key across a retry, renews it for another booking and after a success', async () => {
    const keys: (string | null)[] = [];
    const replies = ['network', 'ok', 'ok', 'ok'];
    server.use(
      handle('bookDemo', ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return replies.shift() === 'network' ? HttpResponse.error() : HttpResponse.json({ message: 'Successully sent email.' });
      }),
    );
    expect((await bookDemo({ ...BOOKING, humanCheck: 'proof-1' } as BookDemo)).ok).toBe(false); // the reply is lost
    expect((await bookDemo({ ...BOOKING, humanCheck: 'proof-2' } as BookDemo)).ok).toBe(true); // the retry
    expect((await bookDemo({ ...BOOKING, humanCheck: 'proof-3' } as BookDemo)).ok).toBe(true); // booked again on purpose
    expect((await bookDemo({ ...BOOKING, message: 'Another question.', humanCheck: 'proof-4' } as BookDemo)).ok).toBe(true);
    expect(keys).toHaveLength(4);
    expect(keys[0]).toMatch(/^[\x21-\x7e]{16,}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(new Set(keys).size).toBe(3);
  });
});
