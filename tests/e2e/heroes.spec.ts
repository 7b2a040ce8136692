import { type Page } from '@playwright/test';
import { box, expect, test } from './fixtures';

// Issue 24 item 4: every first screen complete (each hero's picture is checked per page in every-public-page.spec.ts);
// text-only sections use both columns; the team is compact; /metaverse/{id} and the
// not-found page sit on the header's grid.

const CITY_ID = '6650e7e1c17c000000000001';

/** The left edge of the header's column (its logo link). */
async function gridLeft(page: Page): Promise<number> {
  return (await box(page.getByRole('banner').getByRole('link').first())).x;
}

test('at 1440 px a section of words only uses both columns (/vrbank, /vrauto) and so does the contact FAQ', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const [route, heading] of [
    ['/vrbank', 'Compliance built in'],
    ['/vrauto', 'From interest to test drive'],
  ] as const) {
    await page.goto(route);
    const section = page.locator('section', { has: page.getByRole('heading', { level: 2, name: heading }) });
    const list = await box(section.getByRole('list'));
    expect(list.x, `${route}: the list sits in the right half`).toBeGreaterThanOrEqual(700);
  }
  await page.goto('/contactus');
  const faq = page.locator('#faq');
  const question = await box(faq.getByRole('button').first());
  expect(question.x).toBeGreaterThan(400);
  expect(question.x + question.width).toBeGreaterThan(1200);
});

test('/aboutus: the team is compact, two to a row on a phone and five in one row at 1440 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/aboutus');
  const members = page.locator('#team li');
  await expect(members).toHaveCount(5);
  const [a, b] = [await box(members.nth(0)), await box(members.nth(1))];
  expect(Math.abs(a.y - b.y)).toBeLessThan(2);
  expect(a.height).toBeLessThan(260);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/aboutus');
  const tops = await Promise.all([0, 1, 2, 3, 4].map(async (i) => (await box(members.nth(i))).y));
  expect(new Set(tops.map(Math.round)).size).toBe(1);
  expect((await box(members.nth(0))).height).toBeLessThan(300);
});

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test(`/metaverse/{id} at ${viewport.width} px: a preview of the city and what is inside, on the header's grid`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(`/metaverse/${CITY_ID}`);
    const heading = page.getByRole('heading', { level: 1, name: 'Eternity City' });
    await expect(heading).toBeVisible();
    const preview = page.getByRole('img', { name: /A street in Eternity City/ });
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const picture = await box(preview);
    expect(picture.y + picture.height).toBeLessThanOrEqual(viewport.height);
    const inside = page.locator('section', { has: heading }).getByRole('listitem');
    await expect(inside).toHaveText(['A bank branch', 'A car showroom', 'A store']);
    expect(Math.abs((await box(heading)).x - (await gridLeft(page)))).toBeLessThan(2);
  });

  test(`the not-found page at ${viewport.width} px is on the header's grid`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/no-such-page-here');
    const heading = page.getByRole('heading', { level: 1, name: 'Page not found' });
    await expect(heading).toBeVisible();
    expect(Math.abs((await box(heading)).x - (await gridLeft(page)))).toBeLessThan(2);
  });
}
