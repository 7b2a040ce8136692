import { expect, test } from './fixtures';

// Each offerings page's title, sections and anchor ids (page-contents.ts) are checked in every-public-page.spec.ts;
// here, their behaviour.


test('/industries#Finance, #Automobile, #Retail and #Education scroll their section into view on load', async ({ page }) => {
  for (const id of ['Finance', 'Automobile', 'Retail', 'Education']) {
    await page.goto(`/industries#${id}`);
    await expect(page.locator(`[id="${id}"]`), id).toBeInViewport({ ratio: 0.1 });
    await expect(page.locator(`[id="${id}"]`), id).toBeFocused();
  }
});

test('/industries tab buttons scroll to Education, Retail and Banking & Healthcare', async ({ page }) => {
  await page.goto('/industries');
  const nav = page.getByRole('navigation', { name: 'Industries on this page' });
  for (const [label, id] of [
    ['Banking & Healthcare', 'Banking'],
    ['Education', 'Education'],
    ['Retail', 'Retail'],
  ]) {
    await nav.getByRole('button', { name: label, exact: true }).click();
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport({ ratio: 0.1 });
    await page.evaluate(() => window.scrollTo(0, 0));
  }
});

test('the blockchain claims: exactly one highlighted, advancing every second in a loop', async ({ page }) => {
  await page.goto('/blockchain');
  const current = page.getByTestId('why-claims').locator('li[aria-current="true"]');
  await expect(current).toHaveCount(1);
  const count = await page.getByTestId('why-claims').getByRole('listitem').count();
  expect(count).toBeGreaterThan(1);
  // Record each move of the highlight inside the page (no round trips to skew the timing) for count + 1 steps.
  const seen = await page.getByTestId('why-claims').evaluate(
    (ol, steps) =>
      new Promise<{ index: number; at: number }[]>((resolve) => {
        const indexNow = () => [...ol.children].findIndex((li) => li.getAttribute('aria-current') === 'true');
        const log = [{ index: indexNow(), at: performance.now() }];
        const observer = new MutationObserver(() => {
          const index = indexNow();
          if (index !== log.at(-1)?.index) log.push({ index, at: performance.now() });
          if (log.length > steps) {
            observer.disconnect();
            resolve(log);
          }
        });
        observer.observe(ol, { subtree: true, attributes: true, attributeFilter: ['aria-current'] });
      }),
    count + 1,
  );
  const steps = seen.slice(1);
  // It moves by one each step and wraps from the last claim to the first.
  steps.forEach((s, i) => expect(s.index).toBe(((seen[i]?.index ?? 0) + 1) % count));
  // The first step may be partial (the observer starts mid-interval); every later one takes about 1000 ms.
  const gaps = steps.slice(1).map((s, i) => s.at - (steps[i]?.at ?? 0));
  for (const gap of gaps) expect(Math.abs(gap - 1000)).toBeLessThan(200);
});

test('the blockchain closing buttons open the demo dialog; city login hidden once a session exists', async ({ page }) => {
  await page.goto('/blockchain');
  for (const label of ['Schedule a Free Consultation', 'Start Your Blockchain Project', 'Build with Us', 'Book a Consultation']) {
    await page.getByRole('button', { name: label }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  await expect(page.getByRole('button', { name: 'Login to Eternity City' })).toBeVisible();
  await page.evaluate(() => {
    localStorage.setItem('user-type', 'metaverse-user');
    localStorage.setItem('user', '{}');
    localStorage.setItem('accessToken', 'a');
    localStorage.setItem('refreshToken', 'r');
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login to Eternity City' })).toHaveCount(0);
});

for (const path of ['/vrauto', '/vrbank']) {
  test(`${path}: video hero loops muted with a pause control, Login to Dashboard opens a new tab`, async ({ page }) => {
    await page.goto(path);
    const video = page.getByTestId('hero-video');
    await expect(video).toHaveAttribute('loop', '');
    await expect(video).toHaveAttribute('playsinline', '');
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    await page.getByRole('button', { name: 'Pause background video' }).click();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expect(page.getByRole('button', { name: 'Play background video' })).toBeVisible();
    const dashboard = page.getByRole('link', { name: /Login to Dashboard/ }).first();
    await expect(dashboard).toHaveAttribute('target', '_blank');
    await expect(dashboard).toHaveAttribute('rel', /noopener/);
    await expect(page.getByRole('button', { name: 'Login to Eternity City' }).first()).toBeVisible();
  });

  test(`${path}: under reduced motion the hero shows its poster and no video`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('video')).toHaveCount(0);
    await expect(page.locator(`img[src$="-hero-poster.webp"]`)).toHaveCount(1);
  });
}

test('/vrworld: the query form has its labelled fields and Explore submits it (the booking form, issue 5)', async ({ page }) => {
  await page.goto('/vrworld');
  for (const label of ['Name', 'Company name', 'E mail', 'Phone no.', 'Message']) await expect(page.getByLabel(label, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Explore' }).click();
  await expect(page.getByRole('alert')).toContainText('Please fill all the fields');
  await page.getByRole('button', { name: 'Get your own city' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('section hints land on the named section on /oilrefienery, /healthcare, /predective and /blockchain', async ({ page }) => {
  const cases = [
    ['/oilrefienery', 'scroll-to-section', 'autonomous-underwater-vehicles'],
    ['/healthcare', 'scroll-to-section', 'health-monitoring'],
    ['/predective', 'scrollToPredictiveSection', 'asset-monitoring-saas'],
    ['/blockchain', 'scrollToSection', 'ai-tokenization'],
  ] as const;
  // The highlight lasts 2 s; a busy machine can poll past it, so every element that ever gets the class is recorded.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { highlighted: string[] }).highlighted = seen;
    new MutationObserver((records) => {
      for (const r of records) {
        const el = r.target as Element;
        if (el.classList.contains('section-highlight') && el.id) seen.push(el.id);
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'] });
  });
  await page.goto('/vrretail');
  for (const [path, key, id] of cases) {
    await page.evaluate(([k, v]) => sessionStorage.setItem(k, v), [key, id] as const);
    await page.goto(path);
    await expect(page.locator(`[id="${id}"]`), id).toBeInViewport({ ratio: 0.1, timeout: 4000 });
    await expect.poll(() => page.evaluate(() => (window as unknown as { highlighted: string[] }).highlighted)).toEqual([id]);
    expect(await page.evaluate((k) => sessionStorage.getItem(k), key)).toBeNull();
  }
});
