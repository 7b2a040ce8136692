import { expect, test } from './fixtures';

// Issue 13 item 1: the brand typeface is self-hosted, preloaded, used, and swapping it in moves nothing.

test('Inter is preloaded from our origin and renders the page text, without a layout shift', async ({ page }) => {
  const fontRequests: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'font') fontRequests.push(req.url());
  });
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  const preload = page.locator('head link[rel="preload"][as="font"]');
  await expect(preload).toHaveCount(1);
  expect(await preload.getAttribute('href')).toMatch(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/);
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('600 16px "Inter Variable"'))).toBe(true);
  const family = await page.getByRole('heading', { level: 1 }).first().evaluate((el) => getComputedStyle(el).fontFamily);
  expect(family).toMatch(/^"?Inter Variable"?,/);
  // One file, from this origin, whatever the weights used.
  expect(fontRequests.length).toBe(1);
  expect(new URL(fontRequests[0]!).origin).toBe(new URL(page.url()).origin);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThanOrEqual(0.02);
});
