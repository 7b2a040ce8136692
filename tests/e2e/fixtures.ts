import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeCoreBuilder from '@axe-core/playwright';
import { expect, test as base, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';

export { E2E_ADMIN, expect };

/**
 * Waits until a prerendered public page (docs/decisions/0026) has been hydrated, so its buttons and keys work; any
 * other page (the empty shell) is rendered by the app itself and needs no wait.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('root')?.hasAttribute('data-prerendered-at') || document.documentElement.hasAttribute('data-hydrated'),
    undefined,
    { timeout: 20_000 },
  );
}

/**
 * The suite's `test`: its `page` waits, after each goto or reload, until the page is hydrated, as a visitor would see
 * it react. A goto with `waitUntil: 'commit'` is left alone (a test that acts before hydration on purpose).
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const res = await goto(url, options);
      if (options?.waitUntil !== 'commit') await waitForApp(page);
      return res;
    };
    page.reload = async (options) => {
      const res = await reload(options);
      await waitForApp(page);
      return res;
    };
    await use(page);
  },
});

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

/** Logs the seeded super admin in through the API, as the login screen would. */
export async function superAdminTokens(request: APIRequestContext): Promise<Tokens & { user: unknown }> {
  const res = await request.post('/api/super-admin', { data: E2E_ADMIN });
  expect(res.status()).toBe(200);
  const body = await res.json();
  return { user: body.data.superAdmin, accessToken: body.data.accessToken, refreshToken: body.data.refreshToken };
}

/** Writes a stored session exactly as SPEC part 3 describes it (localStorage + the guard cookies). */
export async function storeSession(
  page: Page,
  s: { userType: string; user?: unknown; accessToken: string; refreshToken: string },
): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/404-warmup');
  await page.evaluate((s) => {
    localStorage.setItem('user-type', s.userType);
    localStorage.setItem('user', JSON.stringify(s.user ?? {}));
    localStorage.setItem('accessToken', s.accessToken);
    localStorage.setItem('refreshToken', s.refreshToken);
    document.cookie = `accessToken=${s.accessToken}; path=/`;
    document.cookie = `user-type=${s.userType}; path=/`;
  }, s);
}

export async function storage(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(() => ({
    userType: localStorage.getItem('user-type'),
    accessToken: localStorage.getItem('accessToken'),
    refreshToken: localStorage.getItem('refreshToken'),
    length: String(localStorage.length),
  }));
}

/** An element's bounding box, failing the test when it has none (not rendered). */
export async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, 'element has a box').not.toBeNull();
  return b!;
}

/**
 * axe as every test runs it: only violations are gathered (`resultTypes`), since no test reads the passes, which
 * saves a sixth to a fifth of each run (measured on /, /blockchain and /faq at 1440 px: 994 → 798 ms, 1,275 →
 * 1,098 ms, 706 → 554 ms); every rule still runs and every violation is still reported with all its nodes.
 */
export class AxeBuilder extends AxeCoreBuilder {
  constructor(...args: ConstructorParameters<typeof AxeCoreBuilder>) {
    super(...args);
    this.options({ resultTypes: ['violations'] });
  }
}

/** axe's rule sets for WCAG 2.0 and 2.1 A and AA and 2.2 AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Fails the test on any uncaught page error. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/**
 * The source module a built script URL was made from (`src/features/demo-booking/components/demo-form.tsx`, or
 * `_client` for a shared chunk Rollup named after its first module), read from
 * Vite's manifest: chunk file names are hashes only (vite.config.ts), so tests name chunks by their source.
 */
export function chunkSource(url: string): string {
  const manifest = (chunkSource.manifest ??= JSON.parse(readFileSync(join('dist', '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; name?: string }
  >);
  const file = new URL(url, 'http://x').pathname.replace(/^\//, '');
  const entry = Object.entries(manifest).find(([, c]) => c.file === file);
  if (!entry) return file;
  // A shared chunk has no source of its own: its key is `_<file>`; Rollup's name for it says what it holds.
  return entry[0].startsWith('_') ? `_${entry[1].name ?? entry[0]}` : entry[0];
}
chunkSource.manifest = undefined as Record<string, { file: string; name?: string }> | undefined;

/** The one-time code the local identity provider 'texted' to `phone` (it writes DATA_DIR/outbox.jsonl). */
export async function smsCode(phone: string): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR ?? './data-e2e';
  for (let i = 0; i < 50; i++) {
    let lines: { kind?: string; to?: string; text?: string }[] = [];
    try {
      lines = readFileSync(join(dataDir, 'outbox.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
    } catch {
      // not written yet
    }
    const code = /\b(\d{6})\b/.exec(lines.filter((l) => l.kind === 'sms' && l.to === phone).at(-1)?.text ?? '')?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no text message to ${phone}`);
}

/**
 * Scroll from the top to the bottom half a window at a time, pausing between steps, so that everything mounted near
 * the viewport (landing sections, carousels, the footer) mounts; then wait for the network to settle and end at the
 * top (default) or the bottom.
 */
export async function scrollThrough(page: Page, end: 'top' | 'bottom' = 'top'): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  await settled(page);
  if (end === 'top') await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * The network's quiet, or 15 s. A page with the demo form solves its human check in two workers; the one that loses
 * is terminated, and a worker terminated while its script was still arriving leaves a request Playwright never sees
 * finish, so `networkidle` would never come (CI on a loaded machine, /vrworld at 1440 px). Nothing the page shows
 * waits on it.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
}
