import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_CONTACT_API_TOKEN } from '../../playwright.config';
import { expect, storeSession, superAdminTokens, test, watchErrors } from './fixtures';
import { bookingProof } from './human-check';

// Issue 23 item 7 end to end: changes made through the console show in the audit log with before → after, filter,
// export as CSV; the screen is axe-clean and fits at 375 and 1440 px.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
test.describe.configure({ timeout: 180_000 });

async function expectAxeCleanAndFitting(page: Page, what: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect(violations.map((v) => `${what} ${width}px ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${what} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function book(request: APIRequestContext, name: string, company: string) {
  const res = await request.post('/api/meta/book-demo', {
    headers: { token: E2E_CONTACT_API_TOKEN, versionNumber: 'v2' },
    data: {
      name,
      companyName: company,
      businessEmail: `${name.toLowerCase().replace(/\W+/g, '-')}@visitor.example`,
      phoneNumber: '+919876543210',
      message: 'Audit this lead.',
      startedAt: Date.now() - 60_000,
      humanCheck: await bookingProof(request, { token: E2E_CONTACT_API_TOKEN }),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('console changes show in the audit log with before → after; filters and CSV export', async ({ page, request }) => {
  const errors = watchErrors(page);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const t = await superAdminTokens(request);
  await storeSession(page, { userType: 'super-admin', ...t });
  const headers = { Authorization: `Bearer ${t.accessToken}` };

  // 1. A metaverse created through the console.
  const metaverse = `Audit City ${tag}`;
  await page.goto('/super-admin/metaverse/new');
  await page.getByRole('textbox', { name: 'Name' }).fill(metaverse);
  await page.getByRole('textbox', { name: 'Description' }).fill('Watched closely');
  await page.getByRole('button', { name: 'Create metaverse' }).click();
  await expect(page.getByText(`Metaverse ${metaverse} created`)).toBeVisible();

  // 2. A lead's status changed on its detail view.
  const lead = `Audra ${tag}`;
  await book(request, lead, `Audit Co ${tag}`);
  await page.goto(`/super-admin/bookeddemos?q=${encodeURIComponent(lead)}`);
  await page.getByRole('row').filter({ hasText: lead }).getByRole('link', { name: lead }).click();
  await expect(page.getByRole('heading', { level: 1, name: lead })).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Contacted' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/^Saved: Contacted/)).toBeVisible();

  // 3. A dashboard user's name edited.
  const created = await request.put('/api/dashboard-user', {
    headers,
    data: { name: `Dora ${tag}`, email: `dora.${tag}@e2e.example.com`, password: 'e2e-Dashboard-pass-1', phoneNumber: '+919812345678' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const userId = (await created.json()).data.dashboardUser._id as string;
  await page.goto(`/super-admin/dashboard-users?edit=${userId}`);
  await expect(page.getByLabel(/^Name/)).toHaveValue(`Dora ${tag}`);
  await page.getByLabel(/^Name/).fill(`Dora Renamed ${tag}`);
  await page.getByRole('button', { name: 'Update Dashboard User' }).last().click();
  await expect(page.getByText(`Changes to Dora Renamed ${tag} saved`)).toBeVisible();

  // The audit log, from the sidebar.
  await page.goto('/super-admin/home');
  await page.getByRole('navigation').getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/super-admin\/audit-log$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const table = page.getByRole('table', { name: /Audit/ });
  const row = (text: string) => table.getByRole('row').filter({ hasText: text });
  await expect(row(metaverse).filter({ hasText: 'Metaverse created' })).toContainText(`name: — → ${metaverse}`);
  await expect(row(lead).filter({ hasText: 'Lead status changed' })).toContainText('status: new → contacted');
  await expect(row(`dora.${tag}`).filter({ hasText: 'Dashboard user updated' })).toContainText(`name: Dora ${tag} → Dora Renamed ${tag}`);
  await expect(row(metaverse).first()).toContainText('super-admin');
  await expectAxeCleanAndFitting(page, 'the audit log');

  // Filters live in the URL.
  await page.getByLabel('Action').selectOption({ label: 'Lead status changed' });
  await expect(page).toHaveURL(/action=lead\.status_changed/);
  await expect(row(metaverse)).toHaveCount(0);
  await expect(row(lead)).toHaveCount(1);
  await page.getByLabel('Action').selectOption({ label: 'Any action' });
  await page.getByLabel('Search the audit log').fill(tag);
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  await page.getByLabel('Target', { exact: true }).selectOption({ label: 'Metaverse' });
  await expect(table.getByRole('row').filter({ hasText: tag })).toHaveCount(1);
  await page.getByLabel('Search the audit log').fill(`nothing-${tag}`);
  await expect(page.getByText('No audit events match these filters')).toBeVisible();
  await expectAxeCleanAndFitting(page, 'the empty filtered log');

  // Export: the filtered log as CSV.
  await page.getByLabel('Search the audit log').fill(tag);
  await page.getByLabel('Target', { exact: true }).selectOption({ label: 'Anything' });
  await expect(row(lead)).toHaveCount(1);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('\uFEFFat,actorRole,actorId,actor,ip,action,targetType,targetId,target,changes');
  expect(csv).toContain('metaverse.created');
  expect(csv).toContain('status: new → contacted');
  expect(csv).toContain(`name: Dora ${tag} → Dora Renamed ${tag}`);
  expect(csv).not.toContain('e2e-Dashboard-pass-1');
  expect(errors).toEqual([]);
});
