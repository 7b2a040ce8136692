import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createLocalIdentity } from '@/features/city-login/identity/local';
import { handle } from '../mocks/contract';
import { server } from '../mocks/server';

// SPEC 2.4's invisible human check on the local provider's code sends (docs/decisions/0038).

const solver = vi.hoisted(() => ({ solve: vi.fn(async () => ({ counter: 5, derivedKey: 'ab'.repeat(32) })) }));
vi.mock('@/lib/human-check/solve', () => solver);

const CHALLENGE = {
  parameters: {
    algorithm: 'PBKDF2/SHA-256',
    nonce: '0'.repeat(32),
    salt: '1'.repeat(32),
    cost: 1000,
    keyLength: 32,
    keyPrefix: 'ab'.repeat(16),
    keySignature: 'cd'.repeat(32),
    expiresAt: Math.floor(Date.now() / 1000) + 600,
  },
  signature: 'ef'.repeat(32),
};

describe('city login (local provider): the code sends carry the human check', () => {
  it('the phone and the email code sends each send a proof of their own', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      handle('identityLocalHumanCheck', () => HttpResponse.json({ message: 'Human check challenge issued', data: { challenge: CHALLENGE } })),
      handle('identityLocalPhoneSend', async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ message: 'Verification code sent', data: { verificationId: '6650e7e1c17c0000000000c1' } });
      }),
      handle('identityLocalGoogle', async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ message: 'Verification code sent to your email', data: { verificationId: '6650e7e1c17c0000000000c2' } });
      }),
    );
    const client = createLocalIdentity();
    await client.sendPhoneCode('+919876543210');
    await client.sendEmailCode({ email: 'asha@example.com', name: 'Asha' });
    expect(bodies[0]).toMatchObject({ phoneNumber: '+919876543210', humanCheck: expect.any(String) });
    expect(bodies[1]).toMatchObject({ email: 'asha@example.com', name: 'Asha', humanCheck: expect.any(String) });
    expect(JSON.parse(atob(String(bodies[0]!.humanCheck)))).toEqual({ challenge: CHALLENGE, solution: { counter: 5, derivedKey: 'ab'.repeat(32) } });
    expect(solver.solve.mock.calls.length).toBeGreaterThanOrEqual(2);
  });
});
