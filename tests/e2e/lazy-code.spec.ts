import { expect, settled, test } from './fixtures';
import { PUBLIC_ROUTES } from './public-routes';

// Issue 4: a public route loads no axios, phone-input or firebase code until the visitor opens a form or the login
// dialog. Judged by what the downloaded scripts contain, not by their file names.
const PUBLIC = PUBLIC_ROUTES;
const MARKERS: Record<string, RegExp> = {
  axios: /AxiosError|XMLHttpRequest\.prototype|axios/,
  // The country table (scripts/gen-country-data.mjs) starts 'AC247 AD376'; the names come from the browser's Intl.
  'phone input': /AC247 AD376|libphonenumber|phone-number-input/,
  firebase: /FirebaseError|@firebase|firebaseapp/,
};

for (const path of PUBLIC) {
  test(`${path} loads no axios, phone-input or firebase code on arrival`, async ({ page }) => {
    const bodies: { url: string; text: string }[] = [];
    page.on('response', async (resp) => {
      // A worker's script has no body to read here (Playwright): it is not one a page loads on arrival anyway.
    if (resp.request().resourceType() === 'script') bodies.push({ url: resp.url(), text: await resp.text().catch(() => '') });
    });
    await page.goto(path);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(bodies.length).toBeGreaterThan(0);
    for (const [what, marker] of Object.entries(MARKERS)) {
      const carriers = bodies.filter((b) => marker.test(b.text)).map((b) => new URL(b.url).pathname);
      expect(carriers, `${what} code loaded on ${path}`).toEqual([]);
    }
  });
}

test('opening the demo dialog is what brings the form code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (resp) => {
    if (resp.request().resourceType() === 'script') scripts.push(await resp.text().catch(() => ''));
  });
  await page.goto('/faq');
  await settled(page);
  expect(scripts.some((s) => MARKERS['phone input']!.test(s))).toBe(false);
  await page.getByRole('button', { name: 'Ask an Expert' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Book a demo' })).toBeVisible();
  // The markers do find the code once it is wanted: the form brings the phone input and the http client.
  await expect.poll(() => scripts.some((s) => MARKERS['phone input']!.test(s))).toBe(true);
  await expect.poll(() => scripts.some((s) => MARKERS.axios!.test(s))).toBe(true);
});

test('/code brings the http client when the visitor starts typing a code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (resp) => {
    if (resp.request().resourceType() === 'script') scripts.push(await resp.text());
  });
  await page.goto('/code');
  await settled(page);
  expect(scripts.some((s) => MARKERS.axios!.test(s))).toBe(false);
  await page.getByRole('textbox', { name: 'Character 1 of 6' }).pressSequentially('ab');
  await expect.poll(() => scripts.some((s) => MARKERS.axios!.test(s))).toBe(true);
});
