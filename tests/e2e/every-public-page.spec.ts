import { type Locator, type Page } from '@playwright/test';
import { AXE_TAGS, AxeBuilder, box, scrollThrough, test, watchErrors, expect } from './fixtures';
import { PAGE_CONTENTS } from './page-contents';
import { PUBLIC_ROUTES } from './public-routes';

/**
 * Every public route of SPEC 2.1 (and the two city pages) at a phone and a desktop width, each loaded once and checked
 * for everything a page must hold at that width (docs/decisions/0074 lists the tests these checks came from):
 * - it hydrates the prerendered HTML without an error: the h1 the HTML parser made is still the one on screen, no page
 *   or console error, no "Unexpected Application Error!", the URL unchanged;
 * - its title, sections and anchor ids (page-contents.ts, the offerings pages);
 * - its first screen: the hero's picture fills the right half at 1440 px and sits inside the first screen, under the
 *   headline, on a phone (issue 24 item 4); at most two actions in the hero (issue 37 item 5); at most three Book a
 *   Demo buttons unless SPEC asks for more (issue 24 item 7);
 * - scrolled through, so everything mounted near the viewport is there: the footer's Login to Dashboard goes to the
 *   dashboard login (issue 24 item 6), nothing scrolls sideways at 375 px (issue 13 item 6);
 * - no made-up contact detail (example.com, a sample address, a 000 number) in its text or links (issue 37 item 3);
 * - at 375 px on a 2x screen every raster picture of 120 px or more has 1.5 pixels per CSS pixel, and no marketing
 *   page loads a three.js still (issue 37 items 2 and 6);
 * - under reduced motion nothing moves on its own, endless animations included;
 * - axe (WCAG 2.0/2.1 A and AA, 2.2 AA and axe's best practices) with animations frozen, so contrast is measured on
 *   the final colours.
 */
const ID = '6650e7e1c17c000000000001';
const ROUTES = [...PUBLIC_ROUTES, `/metaverse/${ID}`, '/account'];
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
];
/** The pages whose first section is a hero with a picture. */
const HERO_ROUTES = new Set(['/', '/aboutus', '/contactus', '/vrauto', '/vrbank', '/vrretail', '/vrworld', '/oilrefienery', '/healthcare', '/predective', '/industries', '/blockchain']);
/** Where SPEC fixes more Book a Demo buttons: /blockchain's six lifecycle steps, /industries each section (2.3). */
const BOOK_A_DEMO_FIXED: Record<string, number> = { '/blockchain': 6, '/industries': 6 };

/**
 * The first picture of the page's first section (the hero), once its pixels have arrived: an image, a video, a canvas
 * or a composition drawn in code and marked as a figure (issue 37).
 */
async function heroPicture(page: Page): Promise<Locator> {
  const picture = page.locator('main section').first().locator('img, video, canvas, figure[data-composition]').first();
  await expect(picture).toBeVisible();
  if ((await picture.evaluate((el) => el.tagName)) === 'IMG') {
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  }
  return picture;
}

async function firstScreen(page: Page, route: string, viewport: { width: number; height: number }) {
  const contents = PAGE_CONTENTS.find((p) => p.path === route);
  if (contents) {
    await expect(page).toHaveTitle(contents.title);
    for (const h of contents.headings) await expect(page.getByRole('heading', { name: h, exact: true }).first(), h).toBeAttached();
    for (const id of contents.ids) await expect(page.locator(`[id="${id}"]`), id).toHaveCount(1);
    if (viewport.width >= 1024) await expect(page.getByRole('button', { name: /book a demo/i }).first()).toBeVisible();
  }
  if (HERO_ROUTES.has(route)) {
    const picture = await box(await heroPicture(page));
    if (viewport.width >= 1024) {
      expect(picture.x, "the hero's picture is in the right half").toBeGreaterThanOrEqual(700);
      expect(picture.width).toBeGreaterThan(480);
    } else {
      const heading = await box(page.getByRole('heading', { level: 1 }));
      expect(picture.y, "the hero's picture is under the headline").toBeGreaterThan(heading.y + heading.height - 1);
      expect(picture.width).toBeGreaterThan(300);
    }
    expect(picture.y + picture.height, "the hero's picture is inside the first screen").toBeLessThanOrEqual(viewport.height);
  }
  if (HERO_ROUTES.has(route)) {
    // At most two actions in a hero (issue 37 item 5); the video's pause control is not one.
    const actions = await page
      .locator('main section')
      .first()
      .locator('a[href], button')
      .evaluateAll((els) =>
        els
          // The picture's own links (the office map's pins) and SPEC's section tabs (/industries) are not the hero's actions.
          .filter((el) => !el.closest('figure, svg, [role="img"], [role="tablist"], nav, [data-composition]'))
          .filter((el) => !/^(pause|play)\b/i.test(el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''))
          .map((el) => el.textContent?.trim()),
      );
    expect(actions.length, `the hero's actions: ${actions.join(', ')}`).toBeLessThanOrEqual(2);
  }
  if (viewport.width >= 1024 && PUBLIC_ROUTES.includes(route)) {
    const count = await page.getByRole('button', { name: /^book a demo$/i }).count();
    expect(count, 'Book a Demo buttons').toBeLessThanOrEqual(BOOK_A_DEMO_FIXED[route] ?? 3);
  }
}

for (const viewport of WIDTHS) {
  test.describe(`${viewport.width} px`, () => {
    // A phone is a 2x screen, so a raster picture too small for it shows (issue 37 item 6).
    test.use({ viewport, deviceScaleFactor: viewport.width < 1024 ? 2 : 1 });

    for (const route of ROUTES) {
      test(`${route}: hydrates cleanly, its first screen, its footer, nothing sideways, axe`, async ({ page }) => {
        const prerendered = PUBLIC_ROUTES.includes(route);
        const errors = watchErrors(page);
        const consoleErrors: string[] = [];
        page.on('console', (m) => void (m.type() === 'error' && consoleErrors.push(m.text())));
        // Marks the h1 the HTML parser made (before any script could), so the test can tell it from one React made.
        await page.addInitScript(() => {
          const observer = new MutationObserver(() => {
            const h1 = document.querySelector('#root h1');
            if (h1) (h1 as HTMLElement & { fromParser?: boolean }).fromParser = true;
          });
          observer.observe(document, { childList: true, subtree: true });
          document.addEventListener('DOMContentLoaded', () => observer.disconnect());
        });
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
        if (prerendered) {
          // The HTML was not thrown away: the h1 the server sent is the one on screen (a mismatch re-renders the root).
          const kept = await page.evaluate(() => (document.querySelector('#root h1') as (HTMLElement & { fromParser?: boolean }) | null)?.fromParser);
          expect(kept, "the server's h1 is still the one on screen").toBe(true);
        }
        await firstScreen(page, route, viewport);

        await scrollThrough(page, 'bottom');
        if (prerendered) {
          const footer = page.getByRole('contentinfo');
          await footer.scrollIntoViewIfNeeded();
          await expect(footer.getByRole('heading', { level: 2, name: 'Business customers' })).toBeVisible();
          await expect(footer.getByRole('link', { name: 'Login to Dashboard', exact: true })).toHaveAttribute('href', '/dashboard/login');
        }
        if (viewport.width < 1024) {
          expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page is no wider than the screen').toBeLessThanOrEqual(viewport.width);
          // Sharp on a 2x phone: every raster picture of 120 px or more has at least 1.5 pixels per CSS pixel.
          // (An <img> with a srcset reports its naturalWidth in CSS pixels, so the file chosen is measured on its own.)
          const blurry = await page.locator('img').evaluateAll(async (imgs) => {
            const shown = (imgs as HTMLImageElement[]).filter(
              (img) => img.complete && img.naturalWidth > 0 && img.clientWidth >= 120 && !/\.svg(\?|$)|^data:image\/svg/.test(img.currentSrc),
            );
            const sizes = await Promise.all(
              shown.map(
                (img) =>
                  new Promise<number>((done) => {
                    const file = new Image();
                    file.onload = () => done(file.naturalWidth);
                    file.onerror = () => done(0);
                    file.src = img.currentSrc;
                  }),
              ),
            );
            return shown.flatMap((img, i) => (sizes[i]! < img.clientWidth * 1.5 ? [`${img.currentSrc} ${sizes[i]}px for ${img.clientWidth} CSS px`] : []));
          });
          expect(blurry, 'raster pictures below 1.5x on a 2x screen').toEqual([]);
        }
        // The marketing pages draw their pictures in code: no three.js still (the city's own page keeps its captures).
        if (PUBLIC_ROUTES.includes(route)) {
          const stills = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((p) => p.startsWith('/media/renders/')));
          expect(stills, 'three.js stills on a marketing page').toEqual([]);
        }
        // Nothing made up where a deployment has not set a fact (issue 37 item 3): no example.com address, sample
        // street or 000 number in any visible text or link (this server sets a few contact details, not the others).
        const madeUp = /example\.com|sample address|000 0000/i;
        expect((await page.locator('body').innerText()).match(madeUp), 'made-up contact details in the text').toBeNull();
        const links = await page.locator('a[href]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
        expect(links.filter((href) => madeUp.test(decodeURIComponent(href))), 'made-up contact details in links').toEqual([]);

        await page.evaluate(() => window.scrollTo(0, 0));
        await page.emulateMedia({ reducedMotion: 'reduce' });
        // Transitions already under way end (an endless animation is reduced-motion's to stop, and axe's to judge).
        await expect
          .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity).length))
          .toBe(0);
        // And nothing keeps moving in the page: the compositions' travelling dashes and pulses stop too. (A section
        // off screen under content-visibility: auto is not restyled until it is drawn, so its list is stale: skipped.)
        const moving = await page.evaluate(() =>
          document
            .getAnimations()
            .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations === Infinity)
            .map((a) => (a.effect as KeyframeEffect | null)?.target as Element | null)
            .filter((el) => !el || el.checkVisibility({ contentVisibilityAuto: true }))
            .map((el) => el?.getAttribute('class') ?? '?'),
        );
        expect(moving, 'endless animations under reduced motion').toEqual([]);
        const { violations } = await new AxeBuilder({ page }).withTags([...AXE_TAGS, 'best-practice']).analyze();
        expect(violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.length} × ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);

        await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
        expect(new URL(page.url()).pathname, 'the page stays where it was asked for').toBe(route);
        expect(errors, 'page errors').toEqual([]);
        expect(consoleErrors, 'console errors').toEqual([]);
      });
    }
  });
}
