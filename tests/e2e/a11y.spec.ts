import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, scrollThrough, test } from './fixtures';
import { PUBLIC_ROUTES } from './public-routes';

/**
 * axe (WCAG 2.0/2.1 A and AA, 2.2 AA) on every public route of SPEC 2.1 at a phone and a desktop width, after
 * scrolling through the page so parts loaded near the viewport (landing sections, footer, carousels) are checked too;
 * plus the open dialogs and menus.
 */
const ID = '6650e7e1c17c000000000001';
const ROUTES = [...PUBLIC_ROUTES, `/metaverse/${ID}`, '/account'];
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
];
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];


async function violations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.length} × ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

for (const viewport of WIDTHS) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    for (const route of ROUTES) {
      test(`axe: ${route}`, async ({ page }) => {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await scrollThrough(page);
        // Let lazy sections and fonts settle; animations are frozen so contrast is measured on the final colours.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.waitForTimeout(300);
        expect(await violations(page)).toEqual([]);
      });
    }

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
