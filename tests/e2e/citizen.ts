import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, storeSession } from './fixtures';
import { humanProof } from './human-check';

const DATA_DIR = process.env.E2E_DATA_DIR ?? './data-e2e';

export interface MetaverseUser {
  accessToken: string;
  refreshToken: string;
  user: { _id: string };
}

/** A metaverse user signed in through the local identity endpoints, with the code read from the provider's outbox. */
export async function metaverseUser(
  request: APIRequestContext,
  phoneNumber = `+9197${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`,
): Promise<MetaverseUser> {
  const sent = await request.post('/api/identity/local/phone/send', { data: { phoneNumber, humanCheck: await humanProof(request) } });
  expect(sent.status()).toBe(200);
  const { verificationId } = (await sent.json()).data;
  let code: string | undefined;
  for (let i = 0; i < 50 && !code; i++) {
    const lines = readFileSync(join(DATA_DIR, 'outbox.jsonl'), 'utf8').split('\n').filter(Boolean);
    const sms = lines.map((l) => JSON.parse(l) as { kind: string; to: string; text: string }).filter((l) => l.kind === 'sms' && l.to === phoneNumber).at(-1);
    code = sms ? /\b(\d{6})\b/.exec(sms.text)?.[1] : undefined;
    if (!code) await new Promise((r) => setTimeout(r, 100));
  }
  expect(code, 'the code texted to the outbox').toBeTruthy();
  const verified = await request.post('/api/identity/local/phone/verify', { data: { verificationId, code } });
  expect(verified.status()).toBe(200);
  const login = await request.post('/api/user', { data: { token: (await verified.json()).data.idToken, provider: 'phone' } });
  expect(login.status()).toBe(200);
  return (await login.json()).data;
}

/** A city sign-in through the API (the local phone provider), stored as SPEC part 3 gives it, in `page`'s origin. */
export async function signInAsMetaverseUser(page: Page, phoneNumber?: string): Promise<MetaverseUser> {
  const mu = await metaverseUser(page.request, phoneNumber);
  await storeSession(page, { userType: 'metaverse-user', ...mu });
  return mu;
}

/** The ids of the metaverses the user has joined, asked of the API. */
export async function joinedIds(request: APIRequestContext, mu: MetaverseUser): Promise<string[]> {
  const res = await request.get('/api/user/metaverses', { headers: { authorization: `Bearer ${mu.accessToken}` } });
  expect(res.status()).toBe(200);
  return (await res.json()).data.metaverses.map((m: { metaverseID: { _id: string } }) => m.metaverseID._id);
}

/** Joins through the API, as the Join button would (for tests about what a member sees). */
export async function joinThroughApi(request: APIRequestContext, mu: MetaverseUser, metaverseId: string): Promise<void> {
  const res = await request.put(`/api/metaverse/${metaverseId}/metaverse-user`, { headers: { authorization: `Bearer ${mu.accessToken}` } });
  expect(res.status()).toBe(200);
}
