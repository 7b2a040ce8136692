import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E_SMTP } from '../../playwright.config';
import { signInAsMetaverseUser as signInCity } from './citizen';
import { expect, storeSession, superAdminTokens, test, waitForApp, watchErrors } from './fixtures';
import { mails } from './mailbox';

// Issue 22 item 7 (docs/decisions/0044): the public pages are prerendered and the app hydrates after the load event.
// What a visitor types or presses before that is kept and works: /code's boxes move the focus box to box and keep
// every character through hydration; the landing's 'Send us your query' form keeps what was typed, and a submit
// pressed before the app is there neither navigates (no personal data in a URL) nor is lost.
//
// Each test holds the app's scripts back (the entry and its chunks; the small loader passes) until it has typed, so
// everything typed surely comes before hydration, then lets them through.

/** Holds every app script (not the loader) until the returned function is called. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(main|c)-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Opens a prerendered page with the app held back: the HTML and the loader are there, the app is not. */
async function openBeforeTheApp(page: Page, path: string): Promise<() => void> {
  const release = await holdTheApp(page);
  await page.goto(path, { waitUntil: 'commit' });
  // The loader is a module script: it has run by DOMContentLoaded.
  await page.waitForLoadState('domcontentloaded');
  await expect(page.locator('#root[data-prerendered-at]')).toHaveCount(1);
  return release;
}

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));

const box = (page: Page, n: number) => page.getByRole('textbox', { name: `Character ${n} of 6` });
const codeValues = (page: Page) =>
  page.getByRole('textbox', { name: /^Character \d of 6$/ }).evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value).join(''));

/** A screen asking for a code, as `npm run device-demo` does. */
async function newScreen(request: APIRequestContext, name: string) {
  const res = await request.post('/api/device/code', { data: { name, platform: 'Kiosk' } });
  expect(res.status()).toBe(200);
  return (await res.json()).data as { deviceCode: string; userCode: string };
}


test('/code before the app wakes: each character lands in its own box, the focus moves on, Backspace goes back; all kept through hydration, and Continue works', async ({ page }) => {
  const errors = watchErrors(page);
  await signInCity(page);
  const name = `Early kiosk ${Date.now().toString(36)}`;
  const { userCode } = await newScreen(page.request, name);
  const code = userCode.replace(/[^A-Z0-9]/gi, '').toUpperCase();
  expect(code).toHaveLength(6);

  const release = await openBeforeTheApp(page, '/code');
  await box(page, 1).click();
  // Character by character, in lower case as a phone keyboard may send them.
  for (let i = 0; i < 3; i++) {
    await page.keyboard.type(code[i]!.toLowerCase());
    await expect(box(page, i + 1)).toHaveValue(code[i]!);
    await expect(box(page, i + 2)).toBeFocused();
  }
  // A slip: a wrong character, then Backspace clears it and the focus comes back to its box.
  await page.keyboard.type('-'); // not a code character: nothing lands, the focus stays
  await expect(box(page, 4)).toHaveValue('');
  await expect(box(page, 4)).toBeFocused();
  await page.keyboard.type('q');
  await expect(box(page, 5)).toBeFocused();
  await page.keyboard.press('Backspace');
  await expect(box(page, 4)).toHaveValue('');
  await expect(box(page, 4)).toBeFocused();
  for (let i = 3; i < 6; i++) {
    await page.keyboard.type(code[i]!);
    await expect(box(page, i + 1)).toHaveValue(code[i]!);
    await expect(box(page, Math.min(i + 2, 6))).toBeFocused();
  }
  expect(await codeValues(page)).toBe(code);
  expect(await hydrated(page), 'all of it was typed before hydration').toBe(false);

  release();
  await waitForApp(page);
  // After hydration: the six characters are still there, the focus where the visitor left it, and they are the app's.
  expect(await codeValues(page)).toBe(code);
  await expect(box(page, 6)).toBeFocused();
  await page.getByRole('button', { name: 'Continue' }).click();
  const question = page.getByRole('region', { name: 'Sign this screen in to your account?' });
  await expect(question).toContainText(name);
  await question.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Logged in successfully' })).toContainText(`${name} (Kiosk) is now signed in`);
  expect(errors).toEqual([]);
});

test('/code before the app wakes: a paste fills all six, Enter is held and answered once the app is there', async ({ page }) => {
  const errors = watchErrors(page);
  await signInCity(page);
  const name = `Early pasted kiosk ${Date.now().toString(36)}`;
  const { userCode } = await newScreen(page.request, name);
  const code = userCode.replace(/[^A-Z0-9]/gi, '').toUpperCase();

  const release = await openBeforeTheApp(page, '/code');
  await box(page, 2).click();
  await box(page, 2).evaluate((el, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, ` ${userCode.toLowerCase()} `);
  await expect.poll(() => codeValues(page)).toBe(code);
  await expect(box(page, 6)).toBeFocused();
  // Enter submits the form: the press waits for the app instead of reloading the page.
  await page.keyboard.press('Enter');
  expect(new URL(page.url()).search).toBe('');
  expect(await hydrated(page)).toBe(false);

  release();
  const question = page.getByRole('region', { name: 'Sign this screen in to your account?' });
  await expect(question).toContainText(name, { timeout: 15_000 });
  expect(await codeValues(page)).toBe(code);
  expect(errors).toEqual([]);
});

// The landing page's 'Send us your query' form.

interface Visitor {
  name: string;
  companyName: string;
  email: string;
  phone: string;
  message: string;
}

const visitor = (tag: string): Visitor => {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    name: `Early ${tag} ${id}`,
    companyName: `Quick Fingers ${tag} Ltd`,
    email: `early-${tag}-${id}@visitor.example`,
    phone: '9876543210',
    message: `Typed before the page woke up (${tag}), every character of it: 42 sites, 7 teams.`,
  };
};

const LABELS = { name: 'Name', companyName: 'Company name', email: 'Business email', phone: 'Phone', message: 'Message' };

/** Types like a visitor, one key at a time. */
async function typeInto(form: Locator, v: Visitor) {
  await form.getByLabel(LABELS.name, { exact: true }).pressSequentially(v.name);
  await form.getByLabel(LABELS.companyName, { exact: true }).pressSequentially(v.companyName);
  await form.getByLabel(LABELS.email, { exact: true }).pressSequentially(v.email);
  await form.getByLabel(LABELS.phone, { exact: true }).pressSequentially(v.phone);
  await form.getByLabel(LABELS.message, { exact: true }).pressSequentially(v.message);
}


/** The booking carries every typed character: mailed to sales, and listed on the console with each field. */
async function expectBooked(page: Page, v: Visitor) {
  await expect
    .poll(() => mails().filter((m) => m.raw.includes(v.email) && m.to.includes(E2E_SMTP.sales)).length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(1);
  const t = await superAdminTokens(page.request);
  await storeSession(page, { userType: 'super-admin', ...t });
  await page.goto('/super-admin/bookeddemos');
  await page.getByLabel('Search booked demos').fill(v.email);
  const row = page.getByRole('row').filter({ hasText: v.email });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('rowheader')).toHaveText(v.name);
  await expect(row).toContainText(v.companyName);
  await expect(row).toContainText(`+91${v.phone}`);
  await expect(row).toContainText(v.message);
}

const queryForm = (page: Page) => page.locator('#send-us-your-query').getByRole('form', { name: 'Send us your query' });
const success = (form: Locator) => form.getByRole('status').filter({ hasText: 'Request Sent successfully!!' });

test('landing: what is typed into the query form before the app wakes is kept, and the booking carries every character', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 375, height: 812 });
  const v = visitor('typed');
  const release = await openBeforeTheApp(page, '/');
  const form = queryForm(page);
  await form.scrollIntoViewIfNeeded();
  await typeInto(form, v);
  expect(await hydrated(page), 'all of it was typed before hydration').toBe(false);

  release();
  await waitForApp(page);
  // The real form takes over with the text (its country picker is the sign), nothing lost on the way.
  await expect(form.getByRole('button', { name: /^Country code/ })).toBeVisible({ timeout: 15_000 });
  await expect(form.getByLabel(LABELS.name, { exact: true })).toHaveValue(v.name);
  await expect(form.getByLabel(LABELS.companyName, { exact: true })).toHaveValue(v.companyName);
  await expect(form.getByLabel(LABELS.email, { exact: true })).toHaveValue(v.email);
  await expect(form.getByLabel(LABELS.phone, { exact: true })).toHaveValue(v.phone);
  await expect(form.getByLabel(LABELS.message, { exact: true })).toHaveValue(v.message);
  await form.getByRole('button', { name: 'Send query' }).click();
  await expect(success(form)).toBeVisible();
  await expectBooked(page, v);
  expect(errors).toEqual([]);
});

test('landing: Enter pressed in the query form before the app wakes puts nothing in the URL and books once the app is there', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  const v = visitor('enter');
  const requests: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'document' && requests.push(r.url())));
  const release = await openBeforeTheApp(page, '/');
  const form = queryForm(page);
  await form.scrollIntoViewIfNeeded();
  await typeInto(form, v);
  await form.getByLabel(LABELS.email, { exact: true }).press('Enter');
  await page.waitForTimeout(300);
  // No navigation: no second document, no query string, the typed text still on screen.
  expect(new URL(page.url()).search).toBe('');
  expect(requests).toHaveLength(1);
  await expect(form.getByLabel(LABELS.name, { exact: true })).toHaveValue(v.name);
  expect(await hydrated(page)).toBe(false);

  release();
  await expect(success(form)).toBeVisible({ timeout: 15_000 });
  expect(requests).toHaveLength(1);
  await expectBooked(page, v);
  expect(errors).toEqual([]);
});
