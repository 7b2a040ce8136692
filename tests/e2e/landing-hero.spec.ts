import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { LANDING_TOP } from '../../src/content/pages/landing-top';
import { expect, test, watchErrors } from './fixtures';

// Issue 13 item 3: the landing hero sells. The city (a still rendered from our three.js scene) fills the right half at
// 1440 px; the first viewport says what the company does for a bank, a carmaker and a retailer; one primary action;
// once the countdown has passed (it has: 3 March 2024), 'Step inside' is a real button that opens the city login.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const { hero } = LANDING_TOP;

/** The element's box lies wholly inside the first viewport. */
async function inFirstViewport(page: Page, selector: ReturnType<Page['locator']>) {
  const box = await selector.boundingBox();
  const vp = page.viewportSize();
  expect(box, 'element has a box').not.toBeNull();
  expect(box!.y + box!.height, 'bottom edge within the first viewport').toBeLessThanOrEqual(vp!.height);
  expect(box!.y).toBeGreaterThanOrEqual(0);
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
]) {
  test(`at ${viewport.width} px the first viewport names banks, carmakers and retailers, with one primary action`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.setViewportSize(viewport);
    await page.goto('/');
    const list = page.getByRole('list', { name: 'What we build' });
    for (const a of hero.audiences) {
      const item = list.getByRole('listitem').filter({ hasText: a.name });
      await expect(item).toBeVisible();
      await inFirstViewport(page, item);
      await expect(item.getByRole('link', { name: a.link.label })).toHaveAttribute('href', a.link.to);
    }
    // One primary (filled brand) action in the page's first viewport: Ask an Expert.
    const primaries = await page.getByRole('main').locator('a.bg-brand, button.bg-brand').evaluateAll((els) =>
      els.filter((el) => el.getBoundingClientRect().top < window.innerHeight).map((el) => el.textContent?.trim()),
    );
    expect(primaries).toEqual(['Ask an Expert']);
    await expect(page.getByRole('timer', { name: 'Eternity City opens its doors in' })).toContainText('00Days00Hours00Minutes00Seconds');
    expect((await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('at 1440 px the right half shows the rendered city, loaded from our own AVIF', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const city = page.getByRole('img', { name: hero.city.alt });
  await expect(city).toBeVisible();
  await expect.poll(() => city.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const src = await city.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(new URL(src).pathname).toMatch(/^\/media\/renders\/city-\d+\.avif$/);
  const box = (await city.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(720 - 40);
  expect(box.width).toBeGreaterThan(500);
  await inFirstViewport(page, city);
  await expect(city).toHaveAttribute('fetchpriority', 'high');
});

test("'Step inside' opens the Eternity City login, and Escape gives focus back", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await expect(page.getByText(hero.countdown.endedLabel)).toBeVisible();
  const step = page.getByRole('main').getByRole('button', { name: hero.countdown.stepInsideLabel });
  await step.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Login to Eternity City' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(step).toBeFocused();
});

test('on a phone the city is in the first screen, under the headline: eager, high priority, one file sized for a phone', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/media/renders/city-')) fetched.push(new URL(r.url()).pathname);
  });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  const city = page.getByRole('img', { name: hero.city.alt });
  await expect(city).toHaveAttribute('loading', 'eager');
  await expect(city).toHaveAttribute('fetchpriority', 'high');
  await expect.poll(() => city.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await inFirstViewport(page, city);
  const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  expect((await city.boundingBox())!.y).toBeGreaterThan(heading.y + heading.height);
  // One AVIF sized for a phone, nothing fetched twice.
  expect(fetched).toHaveLength(1);
  expect(fetched[0]).toMatch(/^\/media\/renders\/city-(480|720|960)\.avif$/);
});
