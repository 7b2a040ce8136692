import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BrowserContext, type Page } from '@playwright/test';
import { signInAsMetaverseUser as signInCity } from './citizen';
import { AxeBuilder, smsCode, test, watchErrors, expect } from './fixtures';

// Issue 21, sessions with an end (docs/decisions/0031): two tabs of one browser refreshing at the same moment both
// stay signed in (Web Locks in the client; the server's reuse grace where Web Locks are missing); a session ended
// elsewhere says "You were signed out" in place on /code, keeps the typed code, and signing in again carries on.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const boxes = (page: Page) => page.getByRole('textbox', { name: /^Character \d of 6$/ });
const values = (page: Page) => boxes(page).evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value).join(''));
const phoneNumber = () => `+9196${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 100).toString().padStart(2, '0')}`;

/** How many text messages went to `phone` (the local provider's outbox). */
function textsTo(phone: string): number {
  try {
    const lines = readFileSync(join(process.env.E2E_DATA_DIR ?? './data-e2e', 'outbox.jsonl'), 'utf8').split('\n').filter(Boolean);
    return lines.map((l) => JSON.parse(l) as { kind?: string; to?: string }).filter((l) => l.kind === 'sms' && l.to === phone).length;
  } catch {
    return 0;
  }
}

/** An access token that the client sees as expired (its `exp` is in the past): the next call refreshes first. */
async function makeAccessTokenStale(page: Page) {
  await page.evaluate(() => {
    const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    const exp = Math.floor(Date.now() / 1000) - 60;
    localStorage.setItem('accessToken', `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ exp, role: 'metaverse-user' })}.stale`);
  });
}

async function newScreenCode(page: Page, name: string) {
  const res = await page.request.post('/api/device/code', { data: { name, platform: 'TV' } });
  expect(res.status()).toBe(200);
  return (await res.json()).data as { userCode: string; deviceCode: string };
}

async function typeCode(page: Page, code: string) {
  await boxes(page).first().click();
  await page.keyboard.type(code);
  await expect.poll(() => values(page)).toBe(code);
}

/** Both tabs press Continue on /code at the same moment; each sends a signed-in call after a refresh. */
/** `collide`: how many refresh calls must have arrived before any is answered (2 without Web Locks: both tabs). */
async function twoTabsAtOnce(context: BrowserContext, collide = 1) {
  const first = await context.newPage();
  const second = await context.newPage();
  const errors = [watchErrors(first), watchErrors(second)];
  const { refreshToken } = await signInCity(first, phoneNumber());
  const tabs = [first, second];
  for (const tab of tabs) {
    await tab.goto('/code');
    await typeCode(tab, 'BCDFGH'); // no screen shows it: the answer is "wrong code", after a signed-in call
  }
  await makeAccessTokenStale(first); // one localStorage for both tabs
  // The first refresh is still under way when the second tab decides to refresh: the moment two tabs collide. Held
  // until `collide` calls have arrived (an event, not a time: on a busy machine the second click can come late), and
  // at least 1.5 s so that with Web Locks the second tab is waiting for the lock meanwhile.
  let arrived = 0;
  let release = () => {};
  const collided = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/api/user/refresh-token', async (route) => {
    if (++arrived >= collide) release();
    await Promise.all([collided, new Promise((resolve) => setTimeout(resolve, 1500))]);
    await route.continue();
  });
  const refreshes: number[] = [];
  for (const tab of tabs) {
    tab.on('response', (res) => {
      if (res.url().endsWith('/api/user/refresh-token')) refreshes.push(res.status());
    });
  }
  await Promise.all(tabs.map((tab) => tab.getByRole('button', { name: 'Continue' }).click()));
  for (const tab of tabs) {
    await expect(tab.getByRole('alert').filter({ hasText: /The code is wrong/ })).toBeVisible();
    await expect(tab.getByRole('alertdialog', { name: 'You were signed out' })).toHaveCount(0);
    await expect.poll(() => values(tab)).toBe('BCDFGH');
  }
  // Still signed in: the stored tokens are new and work, refresh included.
  const stored = await first.evaluate(() => ({ access: localStorage.getItem('accessToken'), refresh: localStorage.getItem('refreshToken') }));
  expect(stored.refresh).not.toBe(refreshToken);
  expect((await first.request.get('/api/user', { headers: { authorization: `Bearer ${stored.access}` } })).status()).toBe(200);
  expect(refreshes.every((status) => status === 200)).toBe(true);
  const again = await first.request.patch('/api/user/refresh-token', { data: { refreshToken: stored.refresh } });
  expect(again.status()).toBe(200);
  expect(errors).toEqual([[], []]);
  const locks = await first.evaluate(() => typeof navigator.locks?.request === 'function');
  return { refreshes, locks };
}

test('two tabs refreshing at the same moment both stay signed in (Web Locks: one refresh for both)', async ({ browser }) => {
  const context = await browser.newContext();
  try {
    const { refreshes, locks } = await twoTabsAtOnce(context);
    expect(locks).toBe(true);
    expect(refreshes).toEqual([200]);
  } finally {
    await context.close();
  }
});

test('two tabs refreshing at the same moment without Web Locks both stay signed in (the server’s reuse grace)', async ({ browser }) => {
  const context = await browser.newContext();
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'locks', { get: () => undefined, configurable: true }));
  try {
    const { refreshes, locks } = await twoTabsAtOnce(context, 2);
    expect(locks).toBe(false);
    expect(refreshes).toEqual([200, 200]);
  } finally {
    await context.close();
  }
});

for (const viewport of [{ width: 375, height: 812 }, { width: 1440, height: 900 }]) {
  test(`a session ended elsewhere says so on /code, keeps the typed code, and signing in again carries on (${viewport.width} px)`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const errors = watchErrors(page);
    const phone = phoneNumber();
    const { accessToken } = await signInCity(page, phone);
    const screen = await newScreenCode(page, `E2E TV ${viewport.width}`);
    await page.goto('/code');
    await typeCode(page, screen.userCode);

    // Signed out everywhere from another device (the account page would do this).
    const ended = await page.request.delete('/api/user/sessions', { headers: { authorization: `Bearer ${accessToken}` } });
    expect(ended.status()).toBe(200);

    await page.getByRole('button', { name: 'Continue' }).click();
    const notice = page.getByRole('alertdialog', { name: 'You were signed out' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('What you typed on this page is still here.');
    await expect(notice.getByRole('button', { name: 'Sign in again' })).toBeFocused();
    await expect(page).toHaveURL(/\/code$/);
    expect(await values(page)).toBe(screen.userCode);
    expect((await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations).toEqual([]);

    // "Not now" leaves a bar with the same button; the page behind can be used again.
    await notice.getByRole('button', { name: 'Not now' }).click();
    const bar = page.getByRole('region', { name: 'You were signed out' });
    await expect(bar).toBeVisible();
    expect((await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations).toEqual([]);
    await bar.getByRole('button', { name: 'Sign in again' }).click();

    const dialog = page.getByRole('dialog', { name: 'Login to Eternity City' });
    await expect(dialog.getByText('Sign in again to carry on where you were.')).toBeVisible();
    const before = textsTo(phone);
    await dialog.getByRole('textbox', { name: 'Phone number' }).fill(phone.slice(3));
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect.poll(() => textsTo(phone)).toBe(before + 1);
    await dialog.getByRole('textbox', { name: 'Code from the text message' }).fill(await smsCode(phone));
    await dialog.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(bar).toHaveCount(0);
    // Focus is back in the page, not lost on the body.
    await expect.poll(() => page.evaluate(() => (document.activeElement?.closest('main') ? 'main' : document.activeElement?.outerHTML.slice(0, 200)))).toBe('main');
    await expect(page).toHaveURL(/\/code$/);
    expect(await values(page)).toBe(screen.userCode);

    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Allow' }).click(); // the screen is named first (docs/decisions/0030)
    await expect(page.getByRole('status').filter({ hasText: 'Logged in successfully' })).toContainText(`E2E TV ${viewport.width} (TV) is now signed in`);
    expect(errors).toEqual([]);
  });
}
