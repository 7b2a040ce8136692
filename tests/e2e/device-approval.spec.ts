import { type APIRequestContext, type Page } from '@playwright/test';
import { signInAsMetaverseUser as signInCity } from './citizen';
import { AxeBuilder, test, watchErrors, expect } from './fixtures';

// Issue 21 item 2 (docs/decisions/0030, RFC 8628 5.4): a code that arrives by link names the screen (name, platform,
// when and from where it asked) and asks; only Allow signs the screen in, Deny ends its code and the screen's poll reads
// access_denied. Typed by keyboard alone, and axe clean at a phone and a desktop width.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const QUESTION = 'Sign this screen in to your account?';

/** A screen asking for a code, as `npm run device-demo` does. */
async function newScreen(request: APIRequestContext, name: string, platform = 'Kiosk') {
  const res = await request.post('/api/device/code', { data: { name, platform } });
  expect(res.status()).toBe(200);
  return (await res.json()).data as { deviceCode: string; userCode: string };
}

/** One poll of the screen: its tokens (200) or RFC 8628's error code. */
async function poll(request: APIRequestContext, deviceCode: string): Promise<string> {
  const res = await request.post('/api/device/token', { data: { deviceCode } });
  return res.status() === 200 ? 'tokens' : ((await res.json()).message as string);
}

const values = (page: Page) =>
  page.getByRole('textbox', { name: /^Character \d of 6$/ }).evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value).join(''));

test('a code opened by link names the screen and needs Allow; the poll stays pending until then; axe clean', async ({ page }, info) => {
  const errors = watchErrors(page);
  await signInCity(page);
  const name = `Eternity Official Kiosk ${Date.now().toString(36)}`;
  const screen = await newScreen(page.request, name);

  for (const size of [{ width: 375, height: 812 }, { width: 1440, height: 900 }]) {
    await page.setViewportSize(size);
    await page.goto(`/code?code=${screen.userCode}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter the Code displayed on your screen !');
    await expect.poll(() => values(page)).toBe(screen.userCode);
    const question = page.getByRole('region', { name: QUESTION });
    await expect(question).toBeVisible();
    await expect(question).toContainText(name);
    await expect(question).toContainText('Kiosk');
    await expect(question).toContainText('just now');
    await expect(question.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
    // Where the screen asked from, as the server saw it (issue 38 item 7): this machine, the network the page is on.
    await expect(question).toContainText('From127.0.0.1The network you are on now');
    await expect(question).toContainText('Only allow a screen you are holding.');
    // The whole question is on screen, its three answers included, without scrolling (a phone too).
    for (const answer of ['Allow', 'Deny', 'I did not start this']) await expect(question.getByRole('button', { name: answer })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    expect((await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations).toEqual([]);
    await page.screenshot({ path: info.outputPath(`device-question-${size.width}.png`), fullPage: true });
    // Opening the link, twice, approved nothing.
    expect(await poll(page.request, screen.deviceCode)).toMatch(/^(authorization_pending|slow_down)$/);
  }

  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Logged in successfully' })).toContainText(`${name} (Kiosk) is now signed in`);
  expect(await poll(page.request, screen.deviceCode)).toBe('tokens');
  expect((await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations).toEqual([]);
  expect(errors).toEqual([]);
});

test('keyboard only: type the code, Enter, Tab to Deny, Enter; the screen’s poll gets access_denied', async ({ page }) => {
  const errors = watchErrors(page);
  await signInCity(page);
  const name = `Lobby TV ${Date.now().toString(36)}`;
  const screen = await newScreen(page.request, name, 'TV');
  await page.goto('/code');
  await expect(page.getByRole('textbox', { name: 'Character 1 of 6' })).toBeFocused();
  await page.keyboard.type(screen.userCode.toLowerCase());
  await page.keyboard.press('Enter');

  const question = page.getByRole('region', { name: QUESTION });
  await expect(question).toContainText(name);
  // The focus is on the question itself; Enter there approves nothing.
  await expect(question.getByRole('heading', { name: QUESTION })).toBeFocused();
  await page.keyboard.press('Enter');
  expect(await poll(page.request, screen.deviceCode)).toBe('authorization_pending');
  await page.keyboard.press('Tab');
  await expect(question.getByRole('button', { name: 'Allow' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(question.getByRole('button', { name: 'Deny' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('status').filter({ hasText: 'Sign-in denied' })).toContainText(`${name} (TV) was not signed in`);
  await expect(question).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Character 1 of 6' })).toBeFocused();
  expect(await poll(page.request, screen.deviceCode)).toBe('access_denied');

  // The denied code cannot be used any more: typed again, it is refused with SPEC's message.
  await page.keyboard.type(screen.userCode);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText('An error occurred');
  expect(await poll(page.request, screen.deviceCode)).toBe('access_denied');
  expect(errors).toEqual([]);
});

test('keyboard only: Tab to Allow and Enter signs the screen in', async ({ page }) => {
  await signInCity(page);
  const name = `Quest ${Date.now().toString(36)}`;
  const screen = await newScreen(page.request, name, 'VR');
  await page.goto(`/code?code=${screen.userCode}`);
  const question = page.getByRole('region', { name: QUESTION });
  await expect(question.getByRole('heading', { name: QUESTION })).toBeFocused();
  expect(await poll(page.request, screen.deviceCode)).toBe('authorization_pending');
  await page.keyboard.press('Tab');
  await expect(question.getByRole('button', { name: 'Allow' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Logged in successfully' })).toContainText(`${name} (VR)`);
  expect(await poll(page.request, screen.deviceCode)).toBe('tokens');
});
