import { expect, test } from './fixtures';

// Issue 13 item 6: nothing wider than the screen at 375 px, emails that wrap only at their dots and '@', menu icons
// that stay beside their label.


test('at 375 px the footer and contact emails break only after a word, never inside one', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/contactus');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const emails = page.locator('a[href^="mailto:"]');
  expect(await emails.count()).toBeGreaterThan(0);
  // Each text piece between break points is laid out on one line: a piece split over two lines was cut mid-word.
  const split = await emails.evaluateAll((links) =>
    links.flatMap((a) => {
      const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT);
      const cut: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (lines.size > 1) cut.push(node.textContent ?? '');
      }
      return cut;
    }),
  );
  expect(split).toEqual([]);
});


test("at 375x812 the demo dialog's error banner is in view right after a failed submit, and the empty fields say so", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/contactus');
  await page.getByRole('main').getByRole('button', { name: 'Contact Us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a demo' });
  const name = dialog.getByRole('textbox', { name: 'Name', exact: true });
  await expect(name).toBeVisible();
  await name.fill('Asha');
  await dialog.locator('button[type="submit"]').click();
  const banner = dialog.getByRole('alert');
  await expect(banner).toHaveText(/Please fill all the fields/);
  await expect(banner).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByText('Required')).toHaveCount(4);
});
