import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { TOAST_TEXT } from '../../contract/toast-text';
import { E2E_ADMIN, AxeBuilder, type Tokens, test, storeSession, superAdminTokens, expect } from './fixtures';

// Issue 23 item 8 (docs/decisions/0053): row actions reachable at 375 px in the console tables, read-only details as
// text, and My Account correcting one's own name and email in both consoles; axe clean at 375 and 1440 px.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PASSWORD = 'e2e-Dashboard-pass-1';

async function axe(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

async function axeAtBothWidths(page: Page, ready: () => Locator) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(ready()).toBeVisible();
    expect(await axe(page), `axe at ${width} px`).toEqual([]);
  }
}

/** Each control lies wholly on the 375 px screen: no sideways scroll of the table or the page is needed to reach it. */
async function onScreen(page: Page, controls: Locator[]) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  for (const control of controls) {
    await expect(control).toBeInViewport({ ratio: 1 });
    const box = (await control.boundingBox())!;
    const what = (await control.getAttribute('aria-label')) ?? (await control.innerText());
    expect(box.x, what).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, what).toBeLessThanOrEqual(375);
  }
}

async function createDashboardUser(request: APIRequestContext, admin: Tokens, name: string, email: string) {
  const res = await request.put('/api/dashboard-user', {
    headers: { Authorization: `Bearer ${admin.accessToken}` },
    data: { name, email, password: PASSWORD, phoneNumber: '+919812345678' },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function dashboardTokens(request: APIRequestContext, email: string) {
  const res = await request.post('/api/dashboard-user', { data: { email, password: PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  const body = await res.json();
  return { user: body.data.dashboardUser as unknown, accessToken: body.data.accessToken as string, refreshToken: body.data.refreshToken as string };
}

test('row actions stay on screen at 375 px: Dashboard Users, Metaverse Users, Webhooks', async ({ page, request }) => {
  const tag = String(Date.now()).slice(-7);
  const admin = await superAdminTokens(request);
  const name = `Aaron Narrow ${tag}`;
  await createDashboardUser(request, admin, name, `narrow.${tag}@e2e.example.com`);
  const hook = await request.post('/api/webhooks', {
    headers: { Authorization: `Bearer ${admin.accessToken}` },
    data: { url: `https://crm.example.com/hooks/${tag}`, events: ['lead.created'], enabled: false },
  });
  expect(hook.status(), await hook.text()).toBe(201);
  await storeSession(page, { userType: 'super-admin', ...admin });
  await page.setViewportSize({ width: 375, height: 800 });

  // Dashboard Users: found by name, its Edit and Delete on screen; Edit opens the form.
  await page.goto(`/super-admin/dashboard-users?field=name&operator=contains&value=${encodeURIComponent(name)}`);
  const users = page.getByRole('table', { name: /^Dashboard users/i });
  const row = users.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await onScreen(page, [row.getByRole('link', { name }), row.getByRole('button', { name: `Edit ${name}` }), row.getByRole('button', { name: `Delete ${name}` })]);
  // Cards do not scroll sideways, so the sideways-scroll glow is off; Delete is quieter than Edit (no frame).
  expect(await users.locator('xpath=..').evaluate((el) => getComputedStyle(el).backgroundImage)).toBe('none');
  const frameOf = (button: Locator) => button.evaluate((el) => getComputedStyle(el).borderTopColor);
  expect(await frameOf(row.getByRole('button', { name: `Delete ${name}` }))).toBe('rgba(0, 0, 0, 0)');
  expect(await frameOf(row.getByRole('button', { name: `Edit ${name}` }))).not.toBe('rgba(0, 0, 0, 0)');
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Update Dashboard User/ })).toBeVisible();
  await page.goBack();
  await axeAtBothWidths(page, () => users);

  // Metaverse Users (the seeded city's 25): Delete and View on the first row.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/super-admin/metaverse-users');
  const first = page.getByRole('table', { name: /^Metaverse users/ }).getByRole('row').nth(1);
  await onScreen(page, [first.getByRole('button', { name: /^Delete / }), first.getByRole('link', { name: /^View details of / })]);
  await axeAtBothWidths(page, () => page.getByRole('table', { name: /^Metaverse users/ }));

  // Webhooks: every action of the new endpoint's row.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/super-admin/webhooks');
  const hookRow = page.getByRole('row').filter({ hasText: `crm.example.com/hooks/${tag}` });
  await expect(hookRow).toHaveCount(1);
  const actions = await hookRow.getByRole('button').all();
  expect(actions.length).toBeGreaterThan(1);
  await onScreen(page, actions);
  await axeAtBothWidths(page, () => hookRow);
});

test('super admin: My Account shows details as text and corrects the name', async ({ page, request }) => {
  const admin = await superAdminTokens(request);
  const before = (admin.user as { name: string }).name;
  await storeSession(page, { userType: 'super-admin', ...admin });
  await page.goto('/super-admin/myaccount');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('definition').first()).toBeVisible();
  await expect(panel.getByRole('textbox')).toHaveCount(0);
  await expect(panel.getByRole('term').filter({ hasText: /^Email$/ })).toBeVisible();
  await expect(panel.getByText(E2E_ADMIN.email, { exact: true })).toBeVisible();
  await axeAtBothWidths(page, () => panel.getByRole('button', { name: 'Edit details' }));

  try {
    await panel.getByRole('button', { name: 'Edit details' }).click();
    const nameBox = panel.getByRole('textbox', { name: /^Name/ });
    await expect(nameBox).toBeFocused();
    await nameBox.fill(`${before} Renamed`);
    await expect(panel.getByLabel(/^Current Password/)).toHaveCount(0); // a name alone needs no password
    await axeAtBothWidths(page, () => nameBox);
    await panel.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText(TOAST_TEXT.accountSaved)).toBeVisible();
    await expect(panel.getByText(`${before} Renamed`, { exact: true })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}') as { name?: string });
    expect(stored.name).toBe(`${before} Renamed`);
  } finally {
    const res = await request.patch('/api/super-admin', { headers: { Authorization: `Bearer ${admin.accessToken}` }, data: { name: before } });
    expect(res.status()).toBe(200);
  }
});

test('dashboard user: My Account changes the email with the current password; wrong password and taken email said', async ({ page, request }) => {
  const tag = String(Date.now()).slice(-7);
  const admin = await superAdminTokens(request);
  const email = `dora.${tag}@e2e.example.com`;
  const taken = `taken.${tag}@e2e.example.com`;
  await createDashboardUser(request, admin, `Dora Details ${tag}`, email);
  await createDashboardUser(request, admin, `Tara Taken ${tag}`, taken);
  await storeSession(page, { userType: 'dashboard-user', ...(await dashboardTokens(request, email)) });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/dashboard/myaccount');
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('button', { name: 'Edit details' }).click();
  const emailBox = panel.getByRole('textbox', { name: /^Email/ });
  await emailBox.fill(taken);
  const current = panel.getByLabel(/^Current Password/);
  await expect(current).toBeVisible();
  await expect(current).toHaveAttribute('required', '');

  await current.fill('not-the-password');
  await panel.getByRole('button', { name: 'Save details' }).click();
  await expect(panel.getByText('Current password is incorrect')).toBeVisible();

  await current.fill(PASSWORD);
  await panel.getByRole('button', { name: 'Save details' }).click();
  await expect(emailBox).toHaveAccessibleDescription(/Email already in use/);
  await axeAtBothWidths(page, () => emailBox);

  const next = `dora.new.${tag}@e2e.example.com`;
  await emailBox.fill(next);
  await panel.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText(TOAST_TEXT.accountEmailChanged(next))).toBeVisible();
  await expect(panel.getByText(next, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { email?: string }).email)).toBe(next);
  // Still signed in on this page; the new email signs in from now on.
  await page.reload();
  await expect(page.getByRole('tabpanel').getByText(next, { exact: true })).toBeVisible();
  expect((await request.post('/api/dashboard-user', { data: { email: next, password: PASSWORD } })).status()).toBe(200);
});
