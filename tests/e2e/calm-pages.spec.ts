import { expect, scrollThrough, test } from './fixtures';

// Review round 2, top change 5 (decision 0066): one primary (filled brand) action in each hero and one in the closing
// band; a section's and a card's actions are quiet. Every button SPEC names keeps its place and its label.

const PAGES: { route: string; primaries: string[]; spec: [string, number][] }[] = [
  {
    route: '/blockchain',
    primaries: ['Build with Us', 'Schedule a Free Consultation'],
    spec: [
      ['Build with Us', 1],
      ['Book a Consultation', 1],
      ['Book a Demo', 6],
      ['Schedule a Free Consultation', 1],
      ['Start Your Blockchain Project', 1],
    ],
  },
  { route: '/industries', primaries: ['Book a demo', 'Book a Demo'], spec: [['Book a demo', 5], ['Book a Demo', 1]] },
  { route: '/predective', primaries: ['Book a Demo', 'Book a Demo'], spec: [['Book a Demo', 3]] },
];

for (const { route, primaries, spec } of PAGES) {
  test(`${route}: one primary action in the hero and one in the closing band; SPEC's buttons all there`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(route);
    await scrollThrough(page, 'bottom');
    const main = page.getByRole('main');
    const filled = await main.locator('a.bg-brand, button.bg-brand').evaluateAll((els) => els.map((el) => el.textContent?.trim()));
    expect(filled).toEqual(primaries);
    for (const [name, count] of spec) await expect(main.getByRole('button', { name, exact: true })).toHaveCount(count);
  });
}
