import { type Page } from '@playwright/test';
import { runDeviceDemo, type DeviceDemoResult } from '../../scripts/device-demo/lib';
import { signInAsMetaverseUser as signInCity } from './citizen';
import { AxeBuilder, smsCode, test, watchErrors, expect } from './fixtures';

// Issue 12 items 3-4: /code (six boxes, their focus, Backspace and paste rules, ?code=, the messages) and a device
// sign-in end to end: `npm run device-demo`'s module plays the screen against the running server, a person opens the
// link it prints, signs in to the city in the dialog, and the screen's poll gets its tokens.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const boxes = (page: Page) => page.getByRole('textbox', { name: /^Character \d of 6$/ });
const box = (page: Page, n: number) => page.getByRole('textbox', { name: `Character ${n} of 6` });
const values = (page: Page) => boxes(page).evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value).join(''));

const phoneNumber = () => `+9197${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 100).toString().padStart(2, '0')}`;

test('/code: focus moves on, Backspace clears and moves back, a paste fills all six; too short; axe clean', async ({ page }, info) => {
  const errors = watchErrors(page);
  await signInCity(page, phoneNumber());
  for (const size of [{ width: 375, height: 812 }, { width: 1440, height: 900 }]) {
    await page.setViewportSize(size);
    await page.goto('/code');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter the Code displayed on your screen !');
    await expect(boxes(page)).toHaveCount(6);
    await expect(box(page, 1)).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    expect((await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations).toEqual([]);
    await page.screenshot({ path: info.outputPath(`code-${size.width}.png`), fullPage: true });
  }

  await page.keyboard.type('bc');
  await expect(box(page, 3)).toBeFocused();
  await page.keyboard.type('d-2 34');
  await expect.poll(() => values(page)).toBe('BCD234');
  await expect(box(page, 6)).toBeFocused();
  await page.keyboard.type('5');
  await expect.poll(() => values(page)).toBe('BCD235');
  await expect(box(page, 6)).toBeFocused();

  await page.keyboard.press('Backspace');
  await expect(box(page, 5)).toBeFocused();
  await expect.poll(() => values(page)).toBe('BCD23');
  await page.keyboard.press('Backspace');
  await expect.poll(() => values(page)).toBe('BCD2');
  await expect(box(page, 4)).toBeFocused();

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('The length of OTP should be 6');
  expect((await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations).toEqual([]);

  // A paste in any box fills all six.
  await box(page, 2).focus();
  await box(page, 2).evaluate((el) => {
    const data = new DataTransfer();
    data.setData('text/plain', ' xyz-789 ');
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect.poll(() => values(page)).toBe('XYZ789');
  await expect(box(page, 6)).toBeFocused();

  // A code nobody issued.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText('An error occurred');
  await expect(page.getByRole('alert')).toContainText('The code is wrong, has expired');
  await expect.poll(() => values(page)).toBe('XYZ789');
  await page.screenshot({ path: info.outputPath('code-error.png') });
  expect(errors).toEqual([]);
});

test('device-demo plus /code: a screen signs in, its poll gets the tokens, and it is in the user’s devices', async ({ page, baseURL }) => {
  test.slow();
  const errors = watchErrors(page);
  const lines: string[] = [];
  const stop = new AbortController();
  const name = `E2E kiosk ${Date.now().toString(36)}`;
  const demo: Promise<DeviceDemoResult> = runDeviceDemo({
    baseUrl: baseURL!,
    name,
    platform: 'VR',
    print: (line) => lines.push(line),
    signal: stop.signal,
  });
  try {
    await expect.poll(() => lines.find((l) => l.includes('Enter it at')), { timeout: 10_000 }).toBeTruthy();
    const link = /Enter it at (\S+)/.exec(lines.find((l) => l.includes('Enter it at'))!)![1]!;
    const shown = /Code: (\S+)/.exec(lines.find((l) => l.includes('Code:'))!)![1]!;
    expect(new URL(link).pathname).toBe('/code');

    // The person opens the link: the code is prefilled; not signed in yet, so the dialog asks first.
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect.poll(() => values(page)).toBe(shown.replace('-', ''));
    await page.getByRole('button', { name: 'Continue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login to Eternity City' });
    await expect(dialog.getByText(/Sign in to Eternity City first/)).toBeVisible();
    expect((await new AxeBuilder({ page }).include('[role="dialog"]').withTags(TAGS).analyze()).violations).toEqual([]);
    const phone = phoneNumber();
    await dialog.getByRole('textbox', { name: 'Phone number' }).fill(phone.slice(3));
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.getByRole('textbox', { name: 'Code from the text message' }).fill(await smsCode(phone));
    await dialog.getByRole('button', { name: 'Verify and sign in' }).click();

    // The typed code goes on by itself after the sign-in: the screen is named and asked about (issue 21); Allow.
    const question = page.getByRole('region', { name: 'Sign this screen in to your account?' });
    await expect(question).toContainText(name);
    await question.getByRole('button', { name: 'Allow' }).click();
    const status = page.getByRole('status').filter({ hasText: 'Logged in successfully' });
    await expect(status).toContainText(`${name} (VR) is now signed in to Eternity City.`);
    await expect(page).toHaveURL(/\/code/);

    const result = await demo;
    expect(result.outcome).toBe('signed-in');
    if (result.outcome !== 'signed-in') return;
    expect(result.user.phoneNumber).toBe(phone);
    expect(lines.some((l) => l.startsWith('Signed in as'))).toBe(true);

    const accessToken = await page.evaluate(() => localStorage.getItem('accessToken'));
    const devices = await page.request.get('/api/user/devices', { headers: { authorization: `Bearer ${accessToken}` } });
    expect(devices.status()).toBe(200);
    expect((await devices.json()).devices).toEqual(expect.arrayContaining([expect.objectContaining({ name, platform: 'VR' })]));
    // The screen's own tokens work.
    const me = await page.request.get('/api/user', { headers: { authorization: `Bearer ${result.accessToken}` } });
    expect(me.status()).toBe(200);
    expect(errors).toEqual([]);
  } finally {
    stop.abort();
    await demo.catch(() => {});
  }
});
