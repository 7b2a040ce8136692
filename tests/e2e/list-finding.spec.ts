import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { metaverseUser } from './citizen';
import { AxeBuilder, test, storeSession, superAdminTokens, expect } from './fixtures';

// Every list finds and sorts (issue 23 item 4, docs/decisions/0048), as the super admin: Metaverse Users found by a
// phone number typed with spaces and a '+', sorted by joined date both ways, the result exported as CSV; axe clean.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function axe(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

const table = (page: Page) => page.getByRole('table', { name: /^Metaverse users/ });

async function phones(page: Page): Promise<string[]> {
  await expect(table(page)).not.toHaveAttribute('aria-busy', 'true');
  return table(page).locator('tbody tr td:nth-child(4)').allInnerTexts();
}

async function search(page: Page, text: string) {
  const filters = page.getByRole('button', { name: /^Filters/ });
  if ((await filters.getAttribute('aria-expanded')) !== 'true') await filters.click();
  await page.getByLabel('Name, email or phone').fill(text);
  await page.getByRole('button', { name: 'Apply filters' }).click();
}

test('Metaverse Users: found by phone, sorted by joined date both ways, exported', async ({ page, request }) => {
  const tag = String(Date.now()).slice(-7);
  const older = `+9195${tag}1`;
  const newer = `+9195${tag}2`;
  await metaverseUser(request, older);
  await metaverseUser(request, newer);
  await storeSession(page, { userType: 'super-admin', ...(await superAdminTokens(request)) });

  await page.goto('/super-admin/metaverse-users');
  await expect(page.getByRole('heading', { level: 1, name: 'Metaverse Users' })).toBeVisible();

  // One of them, typed as people write numbers.
  await search(page, `+91 95${tag.slice(0, 3)} ${tag.slice(3)}-1`);
  await expect.poll(() => phones(page)).toEqual([older]);
  expect(new URL(page.url()).searchParams.get('q')).toBe(`+91 95${tag.slice(0, 3)} ${tag.slice(3)}-1`);

  // Both, newest first as usual; the Created At header sorts oldest first, then newest first again.
  await search(page, `95 ${tag}`);
  await expect.poll(() => phones(page)).toEqual([newer, older]);
  const joined = page.getByRole('columnheader', { name: 'Created At' });
  await expect(joined).toHaveAttribute('aria-sort', 'descending');
  await joined.getByRole('button').click();
  await expect(joined).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => phones(page)).toEqual([older, newer]);
  expect(new URL(page.url()).searchParams.get('sort')).toBe('joined');
  expect(new URL(page.url()).searchParams.get('dir')).toBe('asc');
  // By keyboard: the header's button takes Enter.
  await joined.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(joined).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => phones(page)).toEqual([newer, older]);
  expect(new URL(page.url()).searchParams.get('dir')).toBe('desc');

  // The export carries the search and the order.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^metaverse-users-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  const lines = csv.replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines[0]).toBe('name,email,phoneNumber,createdAt,updatedAt,metaverses');
  expect(lines.slice(1).map((l) => l.split(',')[2])).toEqual([`'${newer}`, `'${older}`]);

  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(table(page)).toBeVisible();
    expect(await axe(page), `axe at ${width} px`).toEqual([]);
  }
});

test('Dashboard Users: sortable by name, axe clean at 375 and 1440 px', async ({ page, request }) => {
  await storeSession(page, { userType: 'super-admin', ...(await superAdminTokens(request)) });
  await page.goto('/super-admin/dashboard-users');
  const name = page.getByRole('columnheader', { name: 'Name' });
  await name.getByRole('button').click();
  await expect(name).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sort=name&dir=asc/);
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('table', { name: /^Dashboard users/ })).toBeVisible();
    expect(await axe(page), `axe at ${width} px`).toEqual([]);
  }
});
