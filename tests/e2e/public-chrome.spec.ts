import { type Page } from '@playwright/test';
import { expect, scrollThrough, test, watchErrors } from './fixtures';
import { PUBLIC_ROUTES } from './public-routes';

/** The public top bar, slide-in menu, footer and section hints in the production build (SPEC 2.2). */
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const menuButton = (page: Page, name: string) => mainNav(page).getByRole('button', { name, exact: true });
const barColour = (page: Page) => page.getByRole('banner').evaluate((el) => getComputedStyle(el).backgroundColor);

test.describe('desktop top bar', () => {
  test.use({ viewport: DESKTOP });

  test('one menu open at a time, toggling closes, Escape closes and returns focus, click outside closes', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/aboutus');
    const [products, solutions, ai] = [menuButton(page, 'Products'), menuButton(page, 'Solutions'), menuButton(page, 'AI+Block Chain')];
    await products.click();
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#menu-products').getByRole('link', { name: /Eternity Verify/ })).toHaveAttribute('href', '/products/verify');
    await solutions.click();
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#menu-products')).toBeHidden();
    await expect(page.locator('#menu-solutions').getByRole('link', { name: 'Firefighting Robots' })).toBeVisible();
    await ai.click();
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');
    await expect(ai).toHaveAttribute('aria-expanded', 'true');
    await ai.click();
    await expect(ai).toHaveAttribute('aria-expanded', 'false');

    // Keyboard: open with Enter, Tab into the panel, Escape returns to the button.
    await solutions.focus();
    await page.keyboard.press('Enter');
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.locator('#menu-solutions :focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');
    await expect(solutions).toBeFocused();

    await products.click();
    await page.mouse.click(5, 700);
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    expect(errors).toEqual([]);
  });

  test('the bar is transparent at the top, black after a scroll and while a menu is open', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await barColour(page)).toBe('rgba(0, 0, 0, 0)');
    await menuButton(page, 'Products').click();
    await expect.poll(() => barColour(page)).toBe('rgb(0, 0, 0)');
    await page.keyboard.press('Escape');
    await expect.poll(() => barColour(page)).toBe('rgba(0, 0, 0, 0)');
    await page.mouse.wheel(0, 300);
    await expect.poll(() => barColour(page)).toBe('rgb(0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => barColour(page)).toBe('rgba(0, 0, 0, 0)');
  });

  test('Solutions > Firefighting Robots lands on /oilrefienery with the section in view and highlighted', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    await menuButton(page, 'Solutions').click();
    await page.locator('#menu-solutions').getByRole('link', { name: 'Firefighting Robots' }).click();
    await expect(page).toHaveURL(/\/oilrefienery$/);
    const section = page.locator('#firefighting-robots');
    await expect(section).toHaveClass(/section-highlight/, { timeout: 3000 });
    await expect(section).toBeInViewport();
    expect(await page.evaluate(() => sessionStorage.getItem('scroll-to-section'))).toBeNull();
    // The highlight lasts 2000 ms.
    await expect(section).not.toHaveClass(/section-highlight/, { timeout: 3500 });
    expect(errors).toEqual([]);
  });

  test('an AI+Block Chain item on /blockchain scrolls there directly', async ({ page }) => {
    await page.goto('/blockchain');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await menuButton(page, 'AI+Block Chain').click();
    await page.locator('#menu-ai-block').getByRole('link', { name: 'AI Tokenization' }).click();
    await expect(page).toHaveURL(/\/blockchain$/);
    const section = page.locator('#ai-tokenization');
    await expect(section).toHaveClass(/section-highlight/, { timeout: 3000 });
    await expect(section).toBeInViewport();
  });

  test('footer: six columns, 2025 copyright, external links in a new tab with a hint', async ({ page }) => {
    await page.goto('/faq');
    // The footer mounts as the reader nears it (public-layout.tsx), so scroll there as a reader would.
    await scrollThrough(page, 'bottom');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeInViewport();
    for (const name of ['Product', 'Blockchain solution', 'Solutions', 'Others', 'Industries', 'Contact us']) {
      await expect(footer.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    }
    await expect(footer).toContainText('© 2025');
    // A map is another site: a new tab, with a hint. The legal pages are ours (issue 37 item 3), in this tab.
    const map = footer.getByRole('link', { name: /UAE office map/ });
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(map).toHaveAttribute('rel', /noopener/);
    await expect(map).toHaveAccessibleName('UAE office map (opens in a new tab)');
    await expect(footer.getByRole('link', { name: 'Privacy policy', exact: true })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: 'Data processing', exact: true })).toHaveAttribute('href', '/data-processing');
    await expect(footer.getByRole('link', { name: 'Education' })).toHaveAttribute('href', '/industries#Education');
  });
});

test.describe('phone top bar', () => {
  test.use({ viewport: PHONE });

  test('the slide-in menu: dialog, independent dropdowns, Escape and focus return, links close it', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    await expect(mainNav(page)).toBeHidden();
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await hamburger.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    const products = dialog.getByRole('button', { name: 'Products' });
    const solutions = dialog.getByRole('button', { name: 'Solutions' });
    await products.click();
    await solutions.click();
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    await products.click();
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    // Focus stays inside while tabbing.
    for (let i = 0; i < 30; i++) await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(hamburger).toBeFocused();

    await hamburger.click();
    await dialog.getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(dialog).toBeHidden();

    await hamburger.click();
    await dialog.getByRole('button', { name: 'Ask an Expert' }).click();
    await expect(page.getByRole('dialog', { name: 'Book a demo' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('the hint from the slide-in menu also lands on its section', async ({ page }) => {
    await page.goto('/aboutus');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.getByRole('button', { name: 'Solutions' }).click();
    await dialog.getByRole('link', { name: 'Firefighting Robots' }).click();
    await expect(page).toHaveURL(/\/oilrefienery$/);
    await expect(page.locator('#firefighting-robots')).toHaveClass(/section-highlight/, { timeout: 3000 });
    await expect(page.locator('#firefighting-robots')).toBeInViewport();
  });
});

test("robots.txt and sitemap.xml are served with this site's origin and list each other and the public routes", async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  const xml = await res.text();
  expect(xml).not.toContain('eternity.example');
  // Every public marketing page and nothing else (/code is for a headset's owner, not for search engines).
  const listed = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]).sort();
  expect(listed).toEqual(PUBLIC_ROUTES.filter((path) => path !== '/code').map((path) => `${origin}${path}`).sort());
  expect((await request.get('/og-image.png')).headers()['content-type']).toContain('image/png');
});
