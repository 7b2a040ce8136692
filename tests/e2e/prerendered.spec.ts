import { expect, test, watchErrors } from './fixtures';
import { titles } from '../../src/config/page-titles';

// Issue 13 item 7 (docs/decisions/0026): every public page arrives as HTML with its content (the build prerenders it),
// the browser hydrates that HTML without a mismatch, and the hero video waits for the page to load.

const PAGES: [path: string, title: string][] = [
  ['/', titles.home],
  ['/contactus', titles.contactUs],
  ['/faq', titles.faq],
  ['/aboutus', titles.aboutUs],
  ['/vrauto', titles.vrAuto],
  ['/vrbank', titles.vrBank],
  ['/vrretail', titles.vrRetail],
  ['/vrworld', titles.vrWorld],
  ['/oilrefienery', titles.oilRefinery],
  ['/healthcare', titles.healthcare],
  ['/predective', titles.predictive],
  ['/industries', titles.industries],
  ['/blockchain', titles.blockchain],
  ['/code', titles.code],
];

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

test('each public page is served as HTML with its heading, title and route chunks; other paths get the empty shell', async ({ request }) => {
  for (const [path, title] of PAGES) {
    const res = await request.get(path, { headers: { accept: 'text/html' } });
    const html = await res.text();
    expect(res.status(), path).toBe(200);
    expect(html, path).toMatch(/<div id="root" data-prerendered-at="\d+"[^>]*><div/);
    expect(html, path).toMatch(/<h1[\s>]/);
    expect(html, path).toContain(`<title>${escapeHtml(title)}</title>`);
    // One script, the small loader; the app's entry and the route's chunks are named for it to add after the paint.
    expect(html.match(/<script type="module"[^>]*src="\/assets\/loader-[\w-]+\.js"><\/script>/g), path).toHaveLength(1);
    expect(html, path).toMatch(/data-entry="\/assets\/main-[\w-]+\.js" data-route-chunks="[^"]+"/);
    expect(html, path).not.toContain('rel="modulepreload"');
    // The run-time config is in every page, and no inline script (the CSP allows none).
    expect(html, path).toContain('id="runtime-config"');
    expect(html.match(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")/g), path).toBeNull();
  }
  for (const path of ['/super-admin/login', '/dashboard/home', '/metaverse', '/not-a-page']) {
    const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
    expect(html, path).toContain('<div id="root"></div>');
  }
});

test('without JavaScript a public page still shows its content', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/vrbank');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await context.close();
});

test('a prerendered page answers its first click once hydrated: the demo dialog opens', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/vrbank');
  await page.getByRole('button', { name: /book a demo|ask an expert/i }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the hero video is requested only after the page has loaded', async ({ page }) => {
  let videoRequestedAt = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('.mp4') && !videoRequestedAt) videoRequestedAt = Date.now();
  });
  await page.goto('/vrbank');
  await expect(page.getByTestId('hero-video')).toBeAttached();
  await expect.poll(() => videoRequestedAt).toBeGreaterThan(0);
  const loadedAt = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return performance.timeOrigin + nav.loadEventEnd;
  });
  // The poster (the LCP image) was fetched before; the video only after the load event.
  expect(loadedAt).toBeGreaterThan(0);
  expect(videoRequestedAt).toBeGreaterThanOrEqual(Math.floor(loadedAt));
});

test("the app's code is requested only once the hero's picture has painted (docs/decisions/0064)", async ({ page }) => {
  // The pages whose hero is still a raster (the loops' posters); a drawn hero has no picture to wait for.
  for (const path of ['/vrbank', '/vrauto', '/predective']) {
    await page.goto(path);
    // The app has hydrated (the loader added the entry), so both times are known.
    await expect(page.locator('script[type="module"][src*="/assets/main-"]')).toBeAttached();
    const { paintedAt, entryAt } = await page.evaluate(async () => {
      // Element Timing entries are only given to an observer (buffered: the ones already reported).
      const painted = await new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const hero = list.getEntries().find((e) => (e as PerformanceEntry & { identifier: string }).identifier === 'hero') as (PerformanceEntry & { renderTime: number }) | undefined;
          resolve(hero?.renderTime ?? -1);
        }).observe({ type: 'element', buffered: true });
        setTimeout(() => resolve(-1), 2000);
      });
      const entry = performance.getEntriesByType('resource').find((r) => /\/assets\/main-[^/]+\.js$/.test(r.name));
      return { paintedAt: painted, entryAt: entry?.startTime ?? -1 };
    });
    expect(paintedAt, `${path}: the hero picture's Element Timing entry`).toBeGreaterThan(0);
    expect(entryAt, path).toBeGreaterThanOrEqual(paintedAt);
  }
});

test('a press on a button before the page has hydrated is not lost: it is replayed once the app is there', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 375, height: 812 });
  // The app's scripts (not the small loader, which holds the press) arrive a second late, so the press surely comes
  // before hydration.
  await page.route(/\/assets\/(main|c)-[\w-]+\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1000));
    await route.continue();
  });
  await page.goto('/aboutus', { waitUntil: 'commit' });
  // The loader (a module script) has run by DOMContentLoaded; the app has not.
  await page.waitForLoadState('domcontentloaded');
  const open = page.getByRole('button', { name: 'Open menu' });
  await open.click();
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
  expect(await page.evaluate(() => document.getElementById('root')?.hasAttribute('data-prerendered-at'))).toBe(true);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible({ timeout: 15_000 });
  expect(errors).toEqual([]);
});
