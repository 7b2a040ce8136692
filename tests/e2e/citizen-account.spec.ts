import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { E2E_SMTP } from '../../playwright.config';
import { AxeBuilder, smsCode, test, watchErrors, expect } from './fixtures';
import { humanProof } from './human-check';

// Issue 21, a citizen's own account (docs/decisions/0032): the name prompt after a phone-only sign-in, /account
// (name, email changed by a mailed code, devices and sessions, sign out one or all), sign-out from the city pages.

const CITY_ID = '6650e7e1c17c000000000001';
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
];

const phoneNumber = () => `+9196${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 100).toString().padStart(2, '0')}`;
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function violations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

/** axe on what is on screen at a phone and a desktop width. */
async function axeAtBothWidths(page: Page, settle: () => Promise<void>) {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await settle();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await violations(page), `${size.width} px`).toEqual([]);
  }
}

function mailsTo(email: string): { raw: string }[] {
  try {
    const lines = readFileSync(E2E_SMTP.log, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as { to: string[]; raw: string });
    return lines.filter((m) => m.to.includes(email));
  } catch {
    return []; // nothing mailed yet
  }
}

/** The code in the next mail to `email` after the `seen` it already had. */
async function mailedCode(email: string, seen = 0): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const mail = mailsTo(email).at(seen);
    const code = mail ? /sign-in code is (\d{6})/.exec(mail.raw.replace(/=\r?\n/g, ''))?.[1] : undefined;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code mailed to ${email}`);
}

/** A phone sign-in through the API (the local provider), stored as the city login stores it (SPEC part 3). */
async function signInByPhone(page: Page, phone = phoneNumber()) {
  const sent = await page.request.post('/api/identity/local/phone/send', { data: { phoneNumber: phone, humanCheck: await humanProof(page.request) } });
  expect(sent.status()).toBe(200);
  const verificationId = (await sent.json()).data.verificationId as string;
  const verified = await page.request.post('/api/identity/local/phone/verify', { data: { verificationId, code: await smsCode(phone) } });
  const login = await page.request.post('/api/user', { data: { token: (await verified.json()).data.idToken, provider: 'phone' } });
  expect(login.status()).toBe(200);
  const session = (await login.json()).data as { user: { _id: string }; accessToken: string; refreshToken: string };
  await page.goto('/404-warmup');
  await page.evaluate((s) => {
    localStorage.setItem('user-type', 'metaverse-user');
    localStorage.setItem('user', JSON.stringify(s.user));
    localStorage.setItem('accessToken', s.accessToken);
    localStorage.setItem('refreshToken', s.refreshToken);
    document.cookie = 'user-type=metaverse-user; path=/';
  }, session);
  return { phone, ...session };
}

async function refreshStatus(page: Page, refreshToken: string): Promise<number> {
  return (await page.request.patch('/api/user/refresh-token', { data: { refreshToken } })).status();
}

test('after a phone sign-in the name prompt appears, can be skipped, and is not asked again; axe clean', async ({ page }) => {
  const errors = watchErrors(page);
  const phone = phoneNumber();
  await page.goto('/faq');
  await page.getByRole('button', { name: 'Login to Eternity City' }).first().click();
  const login = page.getByRole('dialog', { name: 'Login to Eternity City' });
  await login.getByRole('textbox', { name: 'Phone number' }).fill(phone.slice(3));
  await login.getByRole('button', { name: 'Send code' }).click();
  await login.getByRole('textbox', { name: 'Code from the text message' }).fill(await smsCode(phone));
  await login.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/metaverse/${CITY_ID}$`));

  const prompt = page.getByRole('region', { name: 'What should we call you?' });
  await expect(prompt.getByRole('textbox', { name: 'Your name' })).toBeVisible();
  await axeAtBothWidths(page, () => expect(prompt).toBeVisible());
  // Until then the person is named by a masked number, never by the number itself.
  const bar = page.getByRole('region', { name: 'Your sign-in' });
  await expect(bar).toContainText(`Signed in as ${phone.slice(0, 3)}`);
  await expect(bar).not.toContainText(phone);

  await prompt.getByRole('button', { name: 'Skip' }).click();
  await expect(prompt).toHaveCount(0);
  await page.reload();
  await expect(bar).toBeVisible();
  await page.waitForTimeout(500);
  await expect(prompt).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the account page: the name, an email added with a mailed code, a taken email refused; axe clean', async ({ page }) => {
  const errors = watchErrors(page);
  await signInByPhone(page);
  // Someone else already signed in with this address.
  const taken = `e2e-taken-${unique()}@visitor.example`;
  const other = await page.request.post('/api/identity/local/google', { data: { email: taken, name: 'Other', humanCheck: await humanProof(page.request) } });
  const otherId = (await other.json()).data.verificationId as string;
  const otherToken = await page.request.post('/api/identity/local/google/verify', { data: { verificationId: otherId, code: await mailedCode(taken) } });
  expect((await page.request.post('/api/user', { data: { token: (await otherToken.json()).data.idToken, provider: 'google' } })).status()).toBe(200);

  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await axeAtBothWidths(page, () => expect(page.getByRole('region', { name: 'Devices and sessions' })).toBeVisible());

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Kavya Menon');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Name saved.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Your account: Kavya Menon' })).toBeVisible();

  const changeEmail = async (email: string) => {
    await page.getByRole('button', { name: /^(Add|Change) email$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Change your email' });
    await dialog.getByRole('button', { name: 'Confirm with Google' }).click();
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Kavya Menon');
    const seen = mailsTo(email).length;
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.getByRole('textbox', { name: 'Code from the email' }).fill(await mailedCode(email, seen));
    await dialog.getByRole('button', { name: 'Verify and change' }).click();
    return dialog;
  };
  const refused = await changeEmail(taken);
  await expect(refused.getByRole('alert')).toHaveText('This email is already linked to another Eternity City account');
  await refused.getByRole('button', { name: 'Close without changing' }).click();

  const mine = `e2e-mine-${unique()}@visitor.example`;
  const done = await changeEmail(mine);
  await expect(done).toHaveCount(0);
  await expect(page.getByText(mine)).toBeVisible();
  expect(errors).toEqual([]);
});

test('sign-out from the city pages ends the session: /metaverse/{id} and the 3D city at /city/', async ({ page }) => {
  const first = await signInByPhone(page);
  await page.goto(`/metaverse/${CITY_ID}`);
  await page.getByRole('region', { name: 'What should we call you?' }).getByRole('button', { name: 'Skip' }).click();
  const bar = page.getByRole('region', { name: 'Your sign-in' });
  await expect(bar.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
  await bar.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Login to Eternity City' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  expect(await refreshStatus(page, first.refreshToken)).toBe(401);

  const second = await signInByPhone(page);
  await page.emulateMedia({ reducedMotion: 'reduce' }); // no camera flight: the overlay holds still
  await page.goto('/city/');
  const panel = page.getByRole('region', { name: 'Your sign-in' });
  await expect(panel).toContainText('Signed in as');
  await expect(panel.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
  await panel.getByRole('button', { name: 'Sign out' }).click();
  await expect(panel.getByRole('status')).toHaveText('You signed out. Sign in again');
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  expect(await refreshStatus(page, second.refreshToken)).toBe(401);
});

test('devices and sessions: a screen approved via /code is listed, and "Sign out this one" ends it', async ({ page }) => {
  const errors = watchErrors(page);
  await signInByPhone(page);
  // A screen asks for a code; the citizen opens its link and allows it; the screen's poll gets its session.
  const name = `Lobby kiosk ${unique()}`;
  const issued = await page.request.post('/api/device/code', { data: { name, platform: 'VR' } });
  const { deviceCode, userCode } = (await issued.json()).data as { deviceCode: string; userCode: string };
  await page.goto(`/code?code=${userCode}`);
  await page.getByRole('region', { name: 'Sign this screen in to your account?' }).getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is now signed in' })).toBeVisible();
  const polled = await page.request.post('/api/device/token', { data: { deviceCode } });
  expect(polled.status()).toBe(200);
  const screen = (await polled.json()).data as { refreshToken: string };

  await page.goto('/account');
  const sessions = page.getByRole('region', { name: 'Devices and sessions' });
  const device = sessions.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(device).toContainText('VR');
  await expect(sessions.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(device).not.toContainText('This device');

  await device.getByRole('button', { name: 'Sign out this one' }).click();
  await expect(device).toHaveCount(0);
  // The screen's next refresh fails; this browser stays signed in.
  expect(await refreshStatus(page, screen.refreshToken)).toBe(401);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).not.toBeNull();
  expect(errors).toEqual([]);
});
