import { E2E_ADMIN, expect, storeSession, superAdminTokens, test, watchErrors } from './fixtures';

// Issue 23 item 8: a double-clicked create makes one metaverse; a name taken in another case is refused at the Name
// field; a deep link survives the login.

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('a double-clicked "Create metaverse" makes one; the same name in capitals is refused at the Name field', async ({ page }) => {
  test.slow();
  const errors = watchErrors(page);
  const tokens = await superAdminTokens(page.request);
  await storeSession(page, { userType: 'super-admin', ...tokens });
  const name = `Double Click City ${tag()}`;
  const creates: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().endsWith('/api/metaverse')) creates.push(r.headers()['idempotency-key'] ?? '');
  });

  await page.goto('/super-admin/metaverse/new');
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('button', { name: 'Create metaverse' }).dblclick();
  await expect(page.getByText(`Metaverse ${name} created`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  const headers = { authorization: `Bearer ${tokens.accessToken}` };
  const list = await (await page.request.get('/api/metaverses', { headers })).json();
  expect(list.data.metaverses.filter((m: { name: string }) => m.name === name)).toHaveLength(1);
  expect(creates.length).toBeGreaterThanOrEqual(1);
  expect(new Set(creates).size).toBe(1);
  expect(creates[0]).toMatch(/^[0-9a-f-]{36}$/);

  await page.goto('/super-admin/metaverse/new');
  await page.getByRole('textbox', { name: 'Name' }).fill(name.toUpperCase());
  await page.getByRole('button', { name: 'Create metaverse' }).click();
  const field = page.getByRole('textbox', { name: 'Name' });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/A metaverse with this name already exists/).first()).toBeVisible();
  await expect(field).toHaveValue(name.toUpperCase());
  // The refused create is a 409 the page expects: only that one console message is allowed.
  expect(errors.filter((e) => !/409/.test(e))).toEqual([]);
});

test('a deep link survives the login: /super-admin/metaverse-users?page=2 signed out, back there after it', async ({ page }) => {
  test.slow();
  await page.goto('/super-admin/metaverse-users?page=2');
  await expect(page).toHaveURL(/\/super-admin\/login\?next=%2Fsuper-admin%2Fmetaverse-users%3Fpage%3D2$/, { timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Email' }).fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/super-admin\/metaverse-users\?page=2$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Metaverse Users' })).toBeVisible();

  // A next= that leaves the console is not followed.
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  await page.goto(`/super-admin/login?next=${encodeURIComponent('https://evil.example/super-admin/home')}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/super-admin\/home$/, { timeout: 30_000 });
});
