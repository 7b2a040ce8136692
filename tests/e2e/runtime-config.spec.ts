import { E2E_CONTACT_API_TOKEN } from '../../playwright.config';
import { expect, superAdminTokens, test, watchErrors } from './fixtures';

// Issue 9, item 1: the server was started with CONTACT_API_TOKEN set (playwright.config.ts) and dist/ was built
// without it (the build's default is 'dev-contact-token'). The browser takes the key from the JSON block the server
// writes into index.html (docs/decisions/0013-runtime-client-config.md), so a booking still goes through.

const BUILD_DEFAULT_KEY = 'dev-contact-token';

test('a booking from the landing modal carries the run-time contact key and is stored, with no CSP violation', async ({ page }) => {
  const errors = watchErrors(page);
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const v = { name: `E2E runtime ${id}`, company: 'Runtime Motors', email: `e2e-runtime-${id}@visitor.example`, message: 'Runtime config demo.' };

  await page.goto('/');
  // The page carries the server's settings; the build's default key is not what the browser will send.
  const block = JSON.parse((await page.locator('script#runtime-config').textContent()) ?? '{}');
  expect(block).toMatchObject({ CONTACT_API_TOKEN: E2E_CONTACT_API_TOKEN, API_BASE_URL: '/api' });
  expect(E2E_CONTACT_API_TOKEN).not.toBe(BUILD_DEFAULT_KEY);

  await page.getByRole('main').getByRole('button', { name: 'Ask an Expert' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Book a demo' });
  await dialog.getByLabel('Name', { exact: true }).fill(v.name);
  await dialog.getByLabel('Company name', { exact: true }).fill(v.company);
  await dialog.getByLabel('Business email', { exact: true }).fill(v.email);
  await dialog.getByLabel('Phone', { exact: true }).fill('9876543210');
  await dialog.getByLabel('Message', { exact: true }).fill(v.message);
  const booking = page.waitForResponse((r) => r.url().endsWith('/api/meta/book-demo') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const res = await booking;
  expect(await res.request().headerValue('token')).toBe(E2E_CONTACT_API_TOKEN);
  expect(res.status()).toBe(200);
  await expect(dialog.getByRole('status').filter({ hasText: 'Request Sent successfully!!' })).toBeVisible();

  // Stored: the super admin's list of booked demos has it.
  const { accessToken } = await superAdminTokens(page.request);
  const list = await page.request.get(`/api/booked-demos?page=1&q=${encodeURIComponent(v.email)}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(list.status()).toBe(200);
  const stored = (await list.json()).data.bookedDemos as { email: string; name: string; companyName: string; message: string }[];
  expect(stored).toEqual([expect.objectContaining({ email: v.email, name: v.name, companyName: v.company, message: v.message })]);

  // The server really checks the run-time key: the key the build baked in is refused.
  const stale = await page.request.post('/api/meta/book-demo', {
    headers: { token: BUILD_DEFAULT_KEY, versionNumber: 'v2' },
    data: { name: 'Stale key', businessEmail: `stale-${id}@visitor.example`, phoneNumber: '+919876543210', companyName: 'X', message: 'y' },
  });
  expect(stale.status(), await stale.text()).toBe(401);

  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  expect(consoleErrors.filter((m) => /content security policy/i.test(m))).toEqual([]);
  expect(errors).toEqual([]);
});

test('every way the page is served carries the run-time config (history fallback, /index.html, compressed)', async ({ request }) => {
  for (const url of ['/', '/index.html', '/faq', '/super-admin/login']) {
    // Playwright's request context asks for and decodes br/gzip like a browser.
    const res = await request.get(url, { headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } });
    expect(res.status(), url).toBe(200);
    expect(res.headers()['cache-control'], url).toBe('no-cache');
    expect(await res.text(), url).toContain(`"CONTACT_API_TOKEN":"${E2E_CONTACT_API_TOKEN}"`);
  }
});
