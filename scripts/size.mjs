// Prints what the production build weighs: every JS chunk (gzip) and, measured in Chromium, the JS a visitor
// downloads for each of a few routes and for opening the demo form on `/`. Exits 1 when `/` exceeds its budget
// (ARCHITECTURE: ≤ 110 KB gzip) or the demo form's own chunks exceed theirs (issue 22: ≤ 45 KB gzip).
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = join(process.cwd(), 'dist');
const BUDGET_KB = 110;
const FORM_BUDGET_KB = 45;
const ROUTES = (process.env.SIZE_ROUTES ?? '/,/code,/faq,/aboutus,/blockchain,/super-admin/login').split(',');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const kb = (n) => (n / 1024).toFixed(1);
const gz = (buf) => gzipSync(buf, { level: 9 }).length;

if (!existsSync(join(DIST, 'index.html'))) {
  console.error('dist/ is missing: run `npx vite build` first.');
  process.exit(1);
}

// 1. Chunk table from the manifest.
const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));
const rows = Object.entries(manifest)
  .filter(([, c]) => c.file.endsWith('.js'))
  .map(([src, c]) => ({ src, file: c.file, kind: c.isEntry ? 'entry' : c.isDynamicEntry ? 'lazy' : 'shared', gzip: gz(readFileSync(join(DIST, c.file))) }))
  .sort((a, b) => b.gzip - a.gzip);
console.log('\nJS chunks (gzip KB):');
for (const r of rows) console.log(`  ${kb(r.gzip).padStart(7)}  ${r.kind.padEnd(6)}  ${r.src}`);
const routeChunks = rows.filter((r) => r.kind === 'lazy' && r.src.startsWith('src/routes/')).length;
console.log(`  ${rows.length} chunks, ${routeChunks} lazy route chunks`);

// 2. What Chromium actually downloads per route (history fallback to index.html, like the real server).
const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml', '.json': 'application/json' };
const server = createServer((req, res) => {
  const url = new URL(req.url, 'http://x');
  let file = normalize(join(DIST, decodeURIComponent(url.pathname)));
  // A public page is served prerendered, with the loader that adds the app (like server/src/static.ts); any other
  // path falls back to the SPA shell.
  const page = url.pathname === '/' ? 'index' : url.pathname.slice(1);
  const prerendered = join(DIST, 'prerendered', `${page}.html`);
  if (/^[a-z]+$/.test(page) && existsSync(prerendered)) file = prerendered;
  else if (!file.startsWith(DIST) || !existsSync(file) || !extname(file)) file = join(DIST, 'index.html');
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  res.end(readFileSync(file));
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;

let failed = false;
if (!existsSync(CHROMIUM)) {
  console.log(`\n(no Chromium at ${CHROMIUM}: per-route download figures skipped)`);
} else {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  console.log('\nJS downloaded per route, measured in Chromium (gzip KB):');
  for (const route of ROUTES) {
    const page = await browser.newPage();
    const js = new Map();
    // Each body is read before the figures are added up and before the page closes (a body read after it throws).
    const reads = [];
    page.on('response', (resp) => {
      if (resp.url().endsWith('.js')) reads.push(resp.body().then((body) => void js.set(resp.url(), gz(body))));
    });
    await page.goto(base + route, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    await Promise.all(reads);
    const total = [...js.values()].reduce((a, b) => a + b, 0);
    const over = route === '/' && total / 1024 > BUDGET_KB;
    failed ||= over;
    console.log(`  ${kb(total).padStart(7)}  ${String(js.size).padStart(2)} files  ${route}${route === '/' ? `   (budget ${BUDGET_KB} KB${over ? ': OVER' : ': ok'})` : ''}`);
    await page.close();
  }

  // The demo form: every JS file that opening the dialog on `/` fetches beyond what `/` had already loaded (the
  // dialog chunk, the form, the picker, the phone rules and their metadata, whatever they pull in).
  const page = await browser.newPage();
  const js = new Map();
  const reads = [];
  page.on('response', (resp) => {
    if (resp.url().endsWith('.js')) reads.push(resp.body().then((body) => void js.set(resp.url(), gz(body))));
  });
  await page.goto(base + '/', { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  await Promise.all(reads);
  const before = new Set(js.keys());
  await page.getByRole('button', { name: 'Ask an Expert' }).first().click();
  await page.getByRole('dialog', { name: 'Book a demo' }).getByLabel('Phone', { exact: true }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await Promise.all(reads);
  const formFiles = [...js].filter(([url]) => !before.has(url));
  // The human check's solver and its worker load once a challenge arrives from the API, which this static server
  // lacks: they are counted from the manifest (the solver's chunk, what it imports that the page lacks, the worker).
  const loaded = new Set([...js.keys()].map((url) => new URL(url).pathname.slice(1)));
  const solverFiles = new Set();
  const addChunk = (key) => {
    const c = manifest[key];
    if (!c || loaded.has(c.file) || solverFiles.has(c.file)) return;
    solverFiles.add(c.file);
    for (const asset of c.assets ?? []) if (asset.endsWith('.js')) solverFiles.add(asset);
    for (const dep of c.imports ?? []) addChunk(dep);
  };
  addChunk('src/lib/human-check/solve.ts');
  if (!manifest['src/lib/human-check/solve.ts']) console.warn('size.mjs: the human check solver (src/lib/human-check/solve.ts) is not in the manifest');
  for (const file of solverFiles) formFiles.push([`${base}/${file}`, gz(readFileSync(join(DIST, file)))]);
  const formTotal = formFiles.reduce((a, [, size]) => a + size, 0);
  const formOver = formTotal / 1024 > FORM_BUDGET_KB;
  failed ||= formOver;
  console.log(`\nJS the demo form adds to / when it opens (gzip KB):`);
  for (const [url, size] of formFiles.sort((a, b) => b[1] - a[1])) console.log(`  ${kb(size).padStart(7)}  ${new URL(url).pathname}`);
  console.log(`  ${kb(formTotal).padStart(7)}  ${String(formFiles.length).padStart(2)} files  demo form   (budget ${FORM_BUDGET_KB} KB${formOver ? ': OVER' : ': ok'})`);
  await page.close();
  await browser.close();
}
server.close();
if (failed) {
  console.error(`\nThe JS for / (budget ${BUDGET_KB} KB) or for the demo form (budget ${FORM_BUDGET_KB} KB) is over its gzip budget.`);
  process.exit(1);
}
