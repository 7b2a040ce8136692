import { chromium } from '@playwright/test';
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [w, h] of [[375, 812], [1440, 900]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h }, reducedMotion: 'reduce' });
  for (const [name, route, full] of [['metaverse', '/metaverse/6650e7e1c17c000000000001', true], ['notfound', '/no-such-page', false], ['about', '/aboutus', true], ['contact', '/contactus', true], ['vrauto', '/vrauto', true]]) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    await page.evaluate(async () => { for (let y = 0; y < document.documentElement.scrollHeight; y += 400) { window.scrollTo(0, y); await new Promise((r) => setTimeout(r, 60)); } window.scrollTo(0, 0); });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/heroes/snap-${name}-${w}.png`, fullPage: full });
  }
  await page.close();
}
await browser.close();
