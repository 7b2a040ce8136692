import { type Page } from '@playwright/test';
import { AXE_TAGS as TAGS, AxeBuilder, test, expect } from './fixtures';

/**
 * axe (WCAG 2.0/2.1 A and AA, 2.2 AA) on the open dialogs and menus at a phone and a desktop width. Every route
 * itself, scrolled through, is checked in every-public-page.spec.ts.
 */
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
];


async function violations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.length} × ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

for (const viewport of WIDTHS) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    test('axe: the open demo dialog', async ({ page }) => {
      await page.goto('/contactus');
      await page.getByRole('main').getByRole('button', { name: 'Contact Us' }).click();
      await expect(page.getByRole('dialog', { name: 'Book a demo' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('axe: the open city-login dialog', async ({ page }) => {
      await page.goto('/faq');
      await page.getByRole('button', { name: 'Login to Eternity City' }).click();
      await expect(page.getByRole('dialog', { name: 'Login to Eternity City' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    // "You were signed out" (docs/decisions/0031); tests/e2e/sessions.spec.ts ends a real session on /code.
    test('axe: the signed-out notice and its bar', async ({ page }) => {
      await page.goto('/code');
      await page.evaluate(() => window.dispatchEvent(new CustomEvent('session-ended', { detail: { userType: 'dashboard-user' } })));
      const notice = page.getByRole('alertdialog', { name: 'You were signed out' });
      await expect(notice).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await notice.getByRole('button', { name: 'Not now' }).click();
      await expect(page.getByRole('region', { name: 'You were signed out' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('axe: the open menus', async ({ page }) => {
      await page.goto('/aboutus');
      if (viewport.width < 1024) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        const dialog = page.getByRole('dialog', { name: 'Menu' });
        for (const name of ['Products', 'Solutions', 'AI+Block Chain']) await dialog.getByRole('button', { name }).click();
        expect(await violations(page)).toEqual([]);
      } else {
        for (const name of ['Products', 'Solutions', 'AI+Block Chain']) {
          await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name, exact: true }).click();
          await expect(page.locator('[id^="menu-"]:not([hidden]) a').first()).toBeVisible();
          expect(await violations(page), name).toEqual([]);
        }
      }
    });
  });
}

test('keyboard: the skip link is first and moves focus to the main content', async ({ page }) => {
  await page.goto('/aboutus');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
});
