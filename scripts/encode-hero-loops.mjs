// `npm run loops:hero`: SPEC's three hero videos as loops of a product screen (decision 0078). Each screen is drawn by
// its React component (src/components/compositions/product-screen.tsx, without its readings row) with the built
// app's CSS, its window filling a 640 x 360 frame at 3x (its panels stretched to the frame's height, the plan centred in its own) (the hero shows it edge to edge, so the window's border is
// the picture's only frame); its animations are stepped through one period frame by frame (no
// timing of a live page), and ffmpeg encodes public/media/<name>-hero.mp4, <name>-hero-poster.webp (1920 px) and
// <name>-hero-poster-960.webp. Needs a build (dist/) for the CSS and fonts, Chromium and ffmpeg.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { createServer } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = join(ROOT, 'dist');
const MEDIA = join(ROOT, 'public/media');
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
// Near the size it is shown at (about 608 CSS px beside the hero's text), at 3x: its text stays as large as the page's.
const FRAME = { width: 640, height: 360 };
const only = process.env.LOOPS_ONLY?.split(',');

if (!existsSync(join(DIST, 'index.html'))) throw new Error('encode-hero-loops: run `npm run build` first (the CSS and fonts come from dist/).');
const css = readdirSync(join(DIST, 'assets')).filter((f) => /^main-.*\.css$/.test(f));
if (css.length !== 1) throw new Error(`encode-hero-loops: expected one main CSS file in dist/assets, found ${css.length}`);

const vite = await createServer({ root: ROOT, logLevel: 'error', server: { middlewareMode: true }, appType: 'custom' });
const { createElement } = await import('react');
const { renderToStaticMarkup } = await import('react-dom/server');
const { default: ProductScreen } = await vite.ssrLoadModule('/src/components/compositions/product-screen.tsx');
const { HERO_LOOPS, LOOP_SECONDS, LOOP_FPS } = await vite.ssrLoadModule('/src/components/compositions/hero-loops.ts');

const page = (screen) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="stylesheet" href="/assets/${css[0]}">
<style>html,body{margin:0;background:#0b0d17;overflow:hidden}.frame>div{height:100%;display:flex;flex-direction:column}.frame>div>div:last-child{flex:1}.frame>div>div:last-child>div:first-child{align-content:stretch}.frame>div>div:last-child>div:first-child>div{display:flex;flex-direction:column;justify-content:center}</style></head><body>
<div class="frame" style="width:${FRAME.width}px;height:${FRAME.height}px;overflow:hidden">${renderToStaticMarkup(createElement(ProductScreen, { id: screen, readings: false }))}</div>
</body></html>`;

const TYPES = { '.css': 'text/css', '.woff2': 'font/woff2', '.svg': 'image/svg+xml' };
const ffmpeg = (args) => {
  const run = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`ffmpeg failed: ${args.join(' ')}`);
};

const { chromium } = await import('@playwright/test');
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  for (const loop of HERO_LOOPS.filter((l) => !only || only.includes(l.name))) {
    const tab = await browser.newPage({ viewport: FRAME, deviceScaleFactor: 3 });
    await tab.route('http://loops.local/**', (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === '/') return route.fulfill({ contentType: 'text/html', body: page(loop.screen) });
      const file = join(DIST, path);
      if (!file.startsWith(DIST) || !existsSync(file)) return route.fulfill({ status: 404 });
      return route.fulfill({ contentType: TYPES[extname(file)] ?? 'application/octet-stream', body: readFileSync(file) });
    });
    await tab.goto('http://loops.local/', { waitUntil: 'networkidle' });
    await tab.evaluate(() => document.fonts.ready);
    const frames = Math.round(LOOP_SECONDS * LOOP_FPS);
    const dir = mkdtempSync(join(tmpdir(), `loop-${loop.name}-`));
    for (let i = 0; i < frames; i++) {
      await tab.evaluate((ms) => {
        // The page's animations wait a second before they start (decision 0081): the loop is their period after it.
        for (const a of document.getAnimations()) {
          a.pause();
          a.currentTime = ms + Number(a.effect?.getTiming().delay ?? 0);
        }
      }, (i * 1000) / LOOP_FPS);
      await tab.screenshot({ path: join(dir, `${String(i).padStart(3, '0')}.png`) });
    }
    await tab.close();
    const out = (f) => join(MEDIA, f);
    ffmpeg(['-framerate', String(LOOP_FPS), '-i', join(dir, '%03d.png'), '-c:v', 'libx264', '-preset', 'slow', '-crf', '26', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an', out(`${loop.name}-hero.mp4`)]);
    ffmpeg(['-i', join(dir, '000.png'), '-c:v', 'libwebp', '-quality', '86', out(`${loop.name}-hero-poster.webp`)]);
    ffmpeg(['-i', join(dir, '000.png'), '-vf', 'scale=960:-1', '-c:v', 'libwebp', '-quality', '86', out(`${loop.name}-hero-poster-960.webp`)]);
    rmSync(dir, { recursive: true, force: true });
    console.log(`encode-hero-loops: ${loop.name} (${loop.screen}), ${frames} frames`);
  }
} finally {
  await browser.close();
  await vite.close();
}
