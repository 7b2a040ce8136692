import { type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { joinedIds, signInAsMetaverseUser } from './citizen';
import { AxeBuilder, test, superAdminTokens, watchErrors, expect } from './fixtures';

// Issue 21, item 1 (docs/decisions/0029): a link to another company's metaverse offers to join it; only the citizen's
// click on Join joins.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
];

async function violations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

test.use({ reducedMotion: 'reduce' });

let metaverse: { id: string; name: string };
let admin: { authorization: string };

test.beforeAll(async ({ request }) => {
  admin = { authorization: `Bearer ${(await superAdminTokens(request)).accessToken}` };
  const name = `Harbour Mall ${Date.now()}`;
  const created = await request.put('/api/metaverse', {
    headers: admin,
    data: {
      name,
      description: 'A shopping street by the sea, published for Android.',
      links: { ANDROID: { build: 'https://example.com/harbour.apk', assets: 'https://example.com/harbour-assets.zip' } },
    },
  });
  expect(created.status()).toBe(201);
  metaverse = { id: (await created.json()).data.metaverse._id, name };
});

test.afterAll(async ({ request }) => {
  if (metaverse) await request.delete(`/api/metaverse/${metaverse.id}`, { headers: admin });
});

test("a citizen opening another metaverse's link sees Join and is not a member until choosing it", async ({ page }) => {
  const errors = watchErrors(page);
  const mu = await signInAsMetaverseUser(page);
  const joins: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/metaverse-user')) joins.push(r.url());
  });
  expect(await joinedIds(page.request, mu)).not.toContain(metaverse.id);

  await page.goto(`/metaverse/${metaverse.id}`);
  await expect(page.getByRole('heading', { level: 1, name: metaverse.name })).toBeVisible();
  await expect(page.getByText('A shopping street by the sea, published for Android.')).toBeVisible();
  const joinButton = page.getByRole('button', { name: `Join ${metaverse.name}` });
  await expect(joinButton).toBeVisible();
  // What members see is not shown, nothing was sent, and the API agrees: not a member.
  await expect(page.getByRole('link', { name: /Download for Android/ })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(joins).toEqual([]);
  expect(await joinedIds(page.request, mu)).not.toContain(metaverse.id);
  // A reload is still only a visit.
  await page.reload();
  await expect(joinButton).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(joins).toEqual([]);

  // A failed join says why and leaves the button to try again.
  await page.route(`**/api/metaverse/${metaverse.id}/metaverse-user`, (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Service unavailable', errors: { details: [{ message: 'Try again later' }] } }) }),
  );
  await joinButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText(`You could not join ${metaverse.name}`);
  await expect(joinButton).toBeEnabled();
  expect(await joinedIds(page.request, mu)).not.toContain(metaverse.id);
  await page.unroute(`**/api/metaverse/${metaverse.id}/metaverse-user`);

  // The citizen's own choice, from the keyboard: a busy button, then the confirmation and the members' view.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/metaverse/${metaverse.id}/metaverse-user`, async (route) => {
    await held;
    await route.continue();
  });
  await joinButton.press('Enter');
  await expect(page.getByRole('button', { name: `Joining ${metaverse.name}…` })).toBeDisabled();
  const joined = page.waitForResponse((r) => r.url().endsWith(`/api/metaverse/${metaverse.id}/metaverse-user`) && r.request().method() === 'PUT');
  release();
  expect((await joined).status()).toBe(200);
  const notice = page.getByText(`You joined ${metaverse.name}. Welcome!`);
  await expect(notice).toBeVisible();
  await expect(notice).toBeFocused();
  await expect(page.getByRole('link', { name: /Download for Android/ })).toHaveAttribute('href', 'https://example.com/harbour.apk');
  await expect(page.getByRole('button', { name: /^Join / })).toHaveCount(0);
  expect(await joinedIds(page.request, mu)).toContain(metaverse.id);

  // A member coming back sees the members' view straight away.
  await page.reload();
  await expect(page.getByRole('link', { name: /Download for Android/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Join / })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("signing in on another metaverse's page stays there and offers Join; nothing is joined", async ({ page }) => {
  const national = `97${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;
  await page.goto(`/metaverse/${metaverse.id}`);
  await page.getByRole('button', { name: 'Login to Eternity City' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login to Eternity City' });
  await dialog.getByRole('textbox', { name: 'Phone number' }).fill(national);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  let code: string | undefined;
  await expect
    .poll(() => {
      const lines = readFileSync(join(process.env.E2E_DATA_DIR ?? './data-e2e', 'outbox.jsonl'), 'utf8').split('\n').filter(Boolean);
      const sms = lines.map((l) => JSON.parse(l) as { kind: string; to: string; text: string }).filter((l) => l.kind === 'sms' && l.to === `+91${national}`).at(-1);
      return (code = sms ? /\b(\d{6})\b/.exec(sms.text)?.[1] : undefined);
    })
    .toBeTruthy();
  await dialog.getByRole('textbox', { name: 'Code from the text message' }).fill(code!);
  await dialog.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByRole('button', { name: `Join ${metaverse.name}` })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/metaverse/${metaverse.id}`);
  const accessToken = await page.evaluate(() => localStorage.getItem('accessToken'));
  const mine = await page.request.get('/api/user/metaverses', { headers: { authorization: `Bearer ${accessToken}` } });
  expect((await mine.json()).data.metaverses).toEqual([]);
});

for (const viewport of WIDTHS) {
  test(`axe: the Join offer at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInAsMetaverseUser(page);
    await page.goto(`/metaverse/${metaverse.id}`);
    await expect(page.getByRole('button', { name: `Join ${metaverse.name}` })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    // And with a failed join's message.
    await page.route(`**/api/metaverse/${metaverse.id}/metaverse-user`, (route) => route.fulfill({ status: 503, body: '' }));
    await page.getByRole('button', { name: `Join ${metaverse.name}` }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.unroute(`**/api/metaverse/${metaverse.id}/metaverse-user`);
    await page.getByRole('button', { name: `Join ${metaverse.name}` }).click();
    await expect(page.getByText(`You joined ${metaverse.name}. Welcome!`)).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}
