// `npm run bench:web`: builds the SPA, starts the real server (app + API, temporary DATA_DIR, free port), runs
// Lighthouse (mobile preset, default simulated throttling) RUNS times per route in Debian's Chromium and prints the
// median of each figure. Targets (issue 4): performance ≥ 95; accessibility, best practices and SEO 100; CLS ≤ 0.02.
// Env: BENCH_ROUTES="/,/faq" to narrow the routes, BENCH_RUNS=3, CHROMIUM_PATH=/usr/bin/chromium, BENCH_LONG_TASKS=1 to
// list each run's long tasks, BENCH_LHR_DIR=dir to keep each run's Lighthouse JSON (LCP breakdown, request chains).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildIfStale } from './build-if-stale.mjs';
import PUBLIC_ROUTES from './public-routes.json' with { type: 'json' };
import { startBuilt } from './serve-built.mjs';

// Every public route (issue 13 item 7: all fourteen), as the build prerenders them.
const ROUTES = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(',') : PUBLIC_ROUTES.map(([route]) => route);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, cls: 0.02 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One Lighthouse run reduced to the figures of the table. */
function figures(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const jsBytes = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    ...Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    // What the LCP was (for a route below target): the node's selector as Lighthouse names it.
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.selector ?? '?',
    jsBytes,
    // The main thread's long tasks (what TBT is made of), as Lighthouse attributes them: where a route below target
    // spends its time.
    longTasks: (lhr.audits['long-tasks']?.details?.items ?? [])
      .slice(0, 6)
      .map((t) => `${Math.round(t.duration)} ms @${Math.round(t.startTime)} ${String(t.url).replace(/^https?:\/\/[^/]+/, '')}`),
    failed: CATEGORIES.flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1 && c !== 'performance')
        .map((ref) => `${c}:${ref.id}`),
    ),
  };
}

/** One Lighthouse run; a run that fails to record its trace (NO_NAVSTART and the like, seen on busy machines) is retried. */
async function audit(url, port, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    if (!lhr.runtimeError) return lhr;
    if (attempt >= attempts) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    console.log(`[bench:web] ${url}: ${lhr.runtimeError.code}, retrying`);
  }
}

console.log('[bench:web] building…');
// BENCH_BUILD=stale: rebuild only when a source is newer than the build (repeated measurements of one build).
buildIfStale(process.cwd(), { force: process.env.BENCH_BUILD !== 'stale' });

const { base, stop } = await startBuilt('bench-web');
let chrome;
const cleanup = async () => {
  try {
    await chrome?.kill();
  } catch {
    // already gone
  }
  stop();
};
process.on('SIGINT', async () => {
  await cleanup();
  process.exit(130);
});

const results = [];
try {
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  for (const route of ROUTES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const lhr = await audit(`${base}${route}`, chrome.port);
      if (process.env.BENCH_LHR_DIR) {
        mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
        writeFileSync(join(process.env.BENCH_LHR_DIR, `${route.replace(/\W/g, '') || 'index'}-${i + 1}.json`), JSON.stringify(lhr));
      }
      runs.push(figures(lhr));
      const run = runs.at(-1);
      process.stdout.write(`[bench:web] ${route} run ${i + 1}/${RUNS}: performance ${run.performance}, TBT ${Math.round(run.tbt)} ms\n`);
      if (process.env.BENCH_LONG_TASKS) for (const t of run.longTasks) process.stdout.write(`    long task ${t}\n`);
    }
    const pick = (key) => median(runs.map((r) => r[key]));
    results.push({
      route,
      ...Object.fromEntries(CATEGORIES.map((c) => [c, pick(c)])),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      cls: pick('cls'),
      jsBytes: pick('jsBytes'),
      failed: [...new Set(runs.flatMap((r) => r.failed))],
      lcpElements: [...new Set(runs.map((r) => r.lcpElement))],
    });
  }
} finally {
  await cleanup();
}

const pad = (v, n) => String(v).padStart(n);
console.log(`\nLighthouse ${RUNS}× per route (mobile, simulated throttling), medians:\n`);
console.log('| Route | Perf | A11y | Best practices | SEO | LCP | TBT | CLS | JS (transfer) |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of results) {
  console.log(
    `| ${r.route} | ${pad(r.performance, 3)} | ${pad(r.accessibility, 3)} | ${pad(r['best-practices'], 3)} | ${pad(r.seo, 3)} | ${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${(r.jsBytes / 1024).toFixed(1)} KB |`,
  );
}
const misses = results.flatMap((r) => [
  ...['performance', 'accessibility', 'best-practices', 'seo']
    .filter((c) => r[c] < TARGET[c])
    .map((c) => `${r.route}: ${c} ${r[c]} < ${TARGET[c]}${c === 'performance' ? ` (LCP element: ${r.lcpElements.join(' | ')})` : ''}`),
  ...(r.cls > TARGET.cls ? [`${r.route}: CLS ${r.cls.toFixed(3)} > ${TARGET.cls}`] : []),
  ...r.failed.map((f) => `${r.route}: failing audit ${f}`),
]);
mkdirSync('reports', { recursive: true });
writeFileSync('reports/bench-web.json', JSON.stringify({ runs: RUNS, results }, null, 2));
if (misses.length) {
  console.log('\nBelow target:');
  for (const m of misses) console.log(`  - ${m}`);
  process.exitCode = 1;
} else {
  console.log('\nEvery route meets its targets.');
}
