// `npm run screens`: screenshots of every public route at 375 and 1440 px into docs/screens/, so the site can be
// judged without running it. Builds when stale, starts the real server (temporary DATA_DIR, free port), drives
// Debian's Chromium, scrolls each page through so everything loaded near the viewport is drawn, then takes the
// whole page (JPEG, animations stopped). Env: SCREENS_ROUTES="/,/faq", CHROMIUM_PATH.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { buildIfStale } from './build-if-stale.mjs';
import PUBLIC_ROUTES from './public-routes.json' with { type: 'json' };
import { freePort, waitForHealth } from './serve-built.mjs';

// Every public route, as the build prerenders them.
const ROUTES = process.env.SCREENS_ROUTES ? process.env.SCREENS_ROUTES.split(',') : PUBLIC_ROUTES.map(([route]) => route);
const WIDTHS = [375, 1440];
const OUT = 'docs/screens';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const nameOf = (route) => (route === '/' ? 'landing' : route.replace(/^\//, '').replace(/\W+/g, '-'));

buildIfStale();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'eternity-screens-'));
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  await waitForHealth(base, server);
  for (const width of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height: width < 768 ? 812 : 900 }, reducedMotion: 'reduce' });
    for (const route of ROUTES) {
      await page.goto(base + route, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 80));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      // On a busy machine a lazy image can still be decoding after the network is idle: wait (up to 10 s) until every
      // visible image that started loading has its pixels (a carousel's hidden clones never load), so a screenshot
      // never shows an empty frame that a visitor would not see.
      await page
        .waitForFunction(() => [...document.images].every((img) => !img.currentSrc || !img.checkVisibility() || (img.complete && img.naturalWidth > 0)), null, { timeout: 10_000 })
        .catch(() => console.warn(`  ${route} at ${width} px: an image was still loading after 10 s`));
      const file = join(OUT, `${nameOf(route)}-${width}.jpg`);
      await page.screenshot({ path: file, fullPage: true, type: 'jpeg', quality: 60, animations: 'disabled' });
      console.log(`${file}  ${(statSync(file).size / 1024).toFixed(0)} KB`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  if (server.exitCode === null) server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

const files = readdirSync(OUT).filter((f) => f.endsWith('.jpg')).sort();
writeFileSync(
  join(OUT, 'README.md'),
  `# Screens\n\nEvery public route at 375 and 1440 px, whole page, made by \`npm run screens\` (scripts/screens.mjs) from the\nproduction build. Re-run it after changing a page.\n\n${PUBLIC_ROUTES.map(([r]) => r).map(
    (r) => `- \`${r}\`: ${WIDTHS.map((w) => `[${w} px](${nameOf(r)}-${w}.jpg)`).join(', ')}`,
  ).join('\n')}\n`,
);
console.log(`${files.length} screenshots in ${OUT}/`);
