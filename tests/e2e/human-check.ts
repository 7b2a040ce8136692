import { type APIRequestContext } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { expect } from './fixtures';

const IDENTITY = { path: '/api/identity/local/human-check', headers: {} };

/** A proof for a booking sent through the API as the form sends it (the contact service's challenge). */
export const bookingProof = (request: APIRequestContext, contactHeaders: Record<string, string>) =>
  humanProof(request, { path: '/api/meta/human-check', headers: contactHeaders });

/**
 * A proof for the local provider's code sends (docs/decisions/0038), for specs that sign in through the API: a
 * challenge from the server, solved here in node with altcha-lib as the browser solves it.
 */
export async function humanProof(request: APIRequestContext, from: { path: string; headers: Record<string, string> } = IDENTITY): Promise<string> {
  const res = await request.get(from.path, { headers: from.headers });
  expect(res.status(), await res.text()).toBe(200);
  const { challenge } = (await res.json()).data;
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution, 'the human-check challenge solved').toBeTruthy();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
