import { E2E_ADMIN, expect, settled, storage, storeSession, superAdminTokens, test, watchErrors } from './fixtures';

const LANDING_TITLE = 'Join the Metaverse Revolution';
const ID = '6650e7e1c17c000000000001';

/** The public routes themselves are each checked in every-public-page.spec.ts; here the two console logins. */
const LOGINS = ['/dashboard/login', '/super-admin/login'];
const DASHBOARD = [
  '/dashboard/home', '/dashboard/branch', '/dashboard/myaccount', '/dashboard/all-user-details',
  '/dashboard/user-details', `/dashboard/metaverse/${ID}`, '/dashboard/metaverse-users', `/dashboard/metaverse-user/${ID}`,
];
const SUPER_ADMIN = [
  '/super-admin/home', '/super-admin/myaccount', `/super-admin/metaverse/${ID}`, '/super-admin/dashboard-users',
  `/super-admin/dashboard-user/${ID}`, '/super-admin/metaverse-users', `/super-admin/metaverse-user/${ID}`,
  '/super-admin/bookeddemos',
];

test('the landing page is titled and the API is healthy', async ({ page, request }) => {
  expect((await request.get('/api/health')).status()).toBe(200);
  await page.goto('/');
  await expect(page).toHaveTitle(LANDING_TITLE);
});

test('the login routes render without an error', async ({ page }) => {
  const errors = watchErrors(page);
  for (const path of LOGINS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    expect(new URL(page.url()).pathname, path).toBe(path);
  }
  expect(errors).toEqual([]);
});

test('titles are set per page and reset to the landing title on leaving', async ({ page }) => {
  await page.goto('/blockchain');
  await expect(page).toHaveTitle('Blockchain First - End-to-End Product Lifecycle Management');
  await page.goto('/predective');
  await expect(page).toHaveTitle(
    'Predictive Maintenance Solutions | Preventing Downtime with AI-Powered Predictive Maintenance.',
  );
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
  await page.getByRole('link', { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test('guards send visitors without a session to the right login page', async ({ page }) => {
  for (const path of DASHBOARD) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/dashboard\/login(\?next=[^&]*)?$/);
  }
  for (const path of SUPER_ADMIN) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/super-admin\/login(\?next=[^&]*)?$/);
  }
});

test('guards refuse a session of the wrong user type', async ({ page, request }) => {
  const t = await superAdminTokens(request);
  await storeSession(page, { userType: 'super-admin', ...t });
  await page.goto('/dashboard/home');
  await expect(page).toHaveURL(/\/dashboard\/login(\?next=[^&]*)?$/);
  await storeSession(page, { userType: 'dashboard-user', accessToken: 'x', refreshToken: 'y' });
  await page.goto('/super-admin/home');
  await expect(page).toHaveURL(/\/super-admin\/login(\?next=[^&]*)?$/);
});

test('a signed-in super admin reaches every super-admin route', async ({ page, request }) => {
  const errors = watchErrors(page);
  const t = await superAdminTokens(request);
  await storeSession(page, { userType: 'super-admin', ...t });
  for (const path of SUPER_ADMIN) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});

test('super-admin login: success message, then /super-admin/home after 1 s', async ({ page }) => {
  await page.goto('/super-admin/login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('SuperAdmin logged in successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/super-admin\/login(\?next=[^&]*)?$/);
  await expect(page).toHaveURL(/\/super-admin\/home$/, { timeout: 6000 });
  const s = await storage(page);
  expect(s.userType).toBe('super-admin');
  expect(s.accessToken).toBeTruthy();
  expect(s.refreshToken).toBeTruthy();
});

test('super-admin login: wrong password and unknown email', async ({ page }) => {
  await page.goto('/super-admin/login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page.getByText('Wrong Password!')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(E2E_ADMIN.email);

  await page.getByLabel('Email').fill('nobody@eternity.local');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('User not found!')).toBeVisible();
});

test('a garbage access token is refreshed and the console page still loads its data', async ({ page, request }) => {
  const t = await superAdminTokens(request);
  await storeSession(page, { userType: 'super-admin', user: t.user, accessToken: 'garbage', refreshToken: t.refreshToken });
  await page.goto('/super-admin/myaccount');
  await expect(page.getByRole('tabpanel').getByText(E2E_ADMIN.email, { exact: true })).toBeVisible();
  const s = await storage(page);
  expect(s.accessToken).not.toBe('garbage');
  expect(s.refreshToken).not.toBe(t.refreshToken);
  expect(s.accessToken?.split('.')).toHaveLength(3);
});

// SPEC 3 sent the visitor to / here without a word; issue 21 (docs/decisions/0031) says so in place and offers the way back.
test('garbage access and refresh tokens clear storage and say "You were signed out"; signing in again over the page carries on', async ({ page }) => {
  await storeSession(page, { userType: 'super-admin', accessToken: 'garbage', refreshToken: 'garbage' });
  await page.goto('/super-admin/myaccount');
  const notice = page.getByRole('alertdialog', { name: 'You were signed out' });
  await expect(notice).toBeVisible();
  const s = await storage(page);
  expect(s).toMatchObject({ userType: null, accessToken: null, refreshToken: null });
  await notice.getByRole('button', { name: 'Sign in again' }).click();
  // The console's login opens over the page (nothing navigates, so typed values stay), and the page carries on.
  const dialog = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await dialog.getByLabel('Email').fill(E2E_ADMIN.email);
  await dialog.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await dialog.getByLabel('Password', { exact: true }).press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/super-admin\/myaccount$/);
  expect((await storage(page)).userType).toBe('super-admin');
});

test('the JS a visitor downloads for / stays within 110 KB gzip', async ({ page }) => {
  const { gzipSync } = await import('node:zlib');
  const sizes = new Map<string, number>();
  page.on('response', async (resp) => {
    if (resp.url().endsWith('.js')) sizes.set(resp.url(), gzipSync(await resp.body(), { level: 9 }).length);
  });
  await page.goto('/');
  await settled(page);
  const total = [...sizes.values()].reduce((a, b) => a + b, 0);
  expect(total / 1024).toBeLessThanOrEqual(110);
});
