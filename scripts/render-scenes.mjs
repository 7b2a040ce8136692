// `npm run render:scenes [-- id …]`: re-creates every image and hero loop the site shows from our three.js scenes
// (src/scenes/*.scene.ts, issue 13 item 2, docs/decisions/0023). Serves scripts/render/ with Vite, renders each shot in
// Debian's Chromium on SwiftShader (software WebGL: the same pixels on any machine), and encodes with ffmpeg:
//   stills → public/media/renders/<id>[-<shot>]-<w>.avif|webp at every RENDER_WIDTHS (rendered at 2x, downscaled);
//   loops  → public/media/<name>-hero.mp4 (1920x1080, 25 fps, H.264) + <name>-hero-poster.webp and -poster-960.webp.
// Env: CHROMIUM_PATH (default /usr/bin/chromium), RENDER_FPS (25), RENDER_LOOP_FPS (25; e.g. 5 on a busy machine), RENDER_ONLY=stills|loops, RENDER_SHOTS=main,product
// (only these stills; 'main' is the scene's own), RENDER_PREVIEW=<dir> (PNGs at 1440 px into <dir>, nothing encoded).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { createServer } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FPS = Number(process.env.RENDER_FPS ?? 25);
// Loop frames rendered per second; below FPS, ffmpeg's motion-compensated interpolation (minterpolate) fills in the
// rest (the loops are slow camera moves and a turntable: the in-betweens are clean). 25 renders every frame.
const LOOP_RENDER_FPS = Number(process.env.RENDER_LOOP_FPS ?? FPS);
const ONLY = process.env.RENDER_ONLY ?? 'all';
// Keep in step with src/config/renders.ts (the unit test tests/unit/renders.test.ts checks the files exist).
const WIDTHS = [480, 720, 960, 1440];
const ASPECT = 10 / 16;
// 1: the 1440 px still is rendered at 1440 px with 4x MSAA on the HDR target (the GTAO pass is the cost: on a shared
// two-core machine a 2x frame took minutes); RENDER_SUPERSAMPLE=2 on a quiet machine.
const SUPERSAMPLE = Number(process.env.RENDER_SUPERSAMPLE ?? 1);
const PREVIEW = process.env.RENDER_PREVIEW;
const AO_SCALE = Number(process.env.RENDER_AO ?? 1);
const SHOTS = process.env.RENDER_SHOTS?.split(',');
const LOOP = { width: 1920, height: 1080 };
// Loop frames are rendered at this fraction of 1920×1080 and scaled up by ffmpeg (SwiftShader takes ~3 s a 1080p frame
// on two cores; 2/3 takes ~1.3 s). RENDER_LOOP_SCALE=1 renders them at full size.
const LOOP_SCALE = Number(process.env.RENDER_LOOP_SCALE ?? 2 / 3);
const STILLS_DIR = join(ROOT, 'public/media/renders');
const MEDIA_DIR = join(ROOT, 'public/media');

function ffmpeg(args) {
  const res = spawnSync('ffmpeg', ['-y', '-hide_banner', '-loglevel', 'error', ...args], { stdio: ['ignore', 'inherit', 'inherit'] });
  if (res.status !== 0) throw new Error(`ffmpeg ${args.join(' ')} failed`);
}
const kb = (file) => `${(statSync(file).size / 1024).toFixed(0).padStart(5)} KB`;
const savePng = (dataUrl, file) => writeFileSync(file, Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));

function encodeStill(png, stem) {
  for (const w of WIDTHS) {
    const scale = `scale=${w}:${Math.round(w * ASPECT)}:flags=lanczos`;
    const avif = join(STILLS_DIR, `${stem}-${w}.avif`);
    const webp = join(STILLS_DIR, `${stem}-${w}.webp`);
    ffmpeg(['-i', png, '-vf', `${scale},format=yuv420p`, '-c:v', 'libaom-av1', '-still-picture', '1', '-crf', '30', '-b:v', '0', '-cpu-used', '4', '-map_metadata', '-1', avif]);
    ffmpeg(['-i', png, '-vf', scale, '-c:v', 'libwebp', '-quality', '80', '-compression_level', '6', '-map_metadata', '-1', webp]);
    console.log(`  ${stem}-${w}.avif ${kb(avif)}   ${stem}-${w}.webp ${kb(webp)}`);
  }
}

const vite = await createServer({
  configFile: false,
  root: join(ROOT, 'scripts/render'),
  logLevel: 'error',
  resolve: { alias: { '@': join(ROOT, 'src'), '@contract': join(ROOT, 'contract') } },
  // No reloads: a scene file saved while a render runs must not reload the page under it.
  server: { host: '127.0.0.1', port: 0, fs: { allow: [ROOT] }, hmr: false, watch: null },
  optimizeDeps: { include: ['three'] },
});
await vite.listen();
const { port } = vite.httpServer.address();
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist', '--disable-background-networking', '--no-first-run'],
});
const work = mkdtempSync(join(tmpdir(), 'render-scenes-'));
const started = Date.now();
try {
  const page = await browser.newPage();
  page.on('pageerror', (e) => console.error('[page]', e.message));
  page.on('console', (m) => m.type() === 'error' && console.error('[page]', m.text()));
  await page.goto(`http://127.0.0.1:${port}/index.html`);
  await page.waitForFunction(() => 'renderHarness' in window, null, { timeout: 120_000 });
  const all = await page.evaluate(() => window.renderHarness.scenes());
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((id) => !all.includes(id));
  if (unknown.length) throw new Error(`unknown scene(s) ${unknown.join(', ')}; scenes: ${all.join(', ')}`);
  mkdirSync(STILLS_DIR, { recursive: true });

  for (const id of wanted.length ? wanted : all) {
    const t0 = Date.now();
    const info = await page.evaluate((id) => window.renderHarness.load(id), id);
    console.log(`${id}:`);
    if (ONLY !== 'loops') {
      for (const shot of ['', ...info.stills]) {
        if (SHOTS && !SHOTS.includes(shot || 'main')) continue;
        const t1 = Date.now();
        const png = PREVIEW ? join(PREVIEW, `${shot ? `${id}-${shot}` : id}.png`) : join(work, `${id}-${shot || 'main'}.png`);
        const w = PREVIEW ? WIDTHS.at(-1) : WIDTHS.at(-1) * SUPERSAMPLE;
        savePng(await page.evaluate(([s, w, h, ao]) => window.renderHarness.frame(s, w, h, 0, ao), [shot, w, Math.round(w * ASPECT), AO_SCALE]), png);
        if (PREVIEW) console.log(`  ${png} (${((Date.now() - t1) / 1000).toFixed(1)} s)`);
        else encodeStill(png, shot ? `${id}-${shot}` : id);
      }
    }
    if (info.loop && ONLY !== 'stills' && !PREVIEW) {
      const frames = info.loop.pushIn ? 1 : Math.round(info.loop.seconds * LOOP_RENDER_FPS);
      const interpolate = !info.loop.pushIn && LOOP_RENDER_FPS < FPS;
      const dir = join(work, `${id}-loop`);
      mkdirSync(dir);
      // Interpolating needs the closing frame (phase 1 = phase 0) so the last in-betweens lead back to the start.
      for (let i = 0; i < frames + (interpolate ? 1 : 0); i++) {
        const url = await page.evaluate(([w, h, p]) => window.renderHarness.frame('loop', w, h, p), [Math.round(LOOP.width * LOOP_SCALE), Math.round(LOOP.height * LOOP_SCALE), i / frames]);
        savePng(url, join(dir, `${String(i).padStart(4, '0')}.png`));
        if (i % 25 === 0) process.stdout.write(`  loop frame ${i}/${frames}\r`);
      }
      const name = info.loop.name;
      const mp4 = join(MEDIA_DIR, `${name}-hero.mp4`);
      const motion = interpolate ? `minterpolate=fps=${FPS}:mi_mode=mci:mc_mode=aobmc:me_mode=bidir:vsbmc=1,` : '';
      const n = Math.round(info.loop.seconds * FPS);
      // Push-in: zoom 1 → 1.05 → 1 on a cosine (seamless), on a 2x upscale so the crop moves in sub-pixel steps.
      const input = info.loop.pushIn
        ? ['-loop', '1', '-framerate', String(FPS), '-i', join(dir, '0000.png'), '-vf',
          `scale=${LOOP.width * 2}:${LOOP.height * 2}:flags=lanczos,zoompan=z='1.025-0.025*cos(2*PI*on/${n})':x='iw/2-iw/zoom/2':y='ih/2-ih/zoom/2':d=1:s=${LOOP.width}x${LOOP.height}:fps=${FPS}`]
        : ['-framerate', String(LOOP_RENDER_FPS), '-i', join(dir, '%04d.png'), '-vf', `${motion}scale=${LOOP.width}:${LOOP.height}:flags=lanczos`];
      ffmpeg([...input, '-frames:v', String(n), '-an', '-c:v', 'libx264', '-preset', 'slow', '-crf', '30',
        '-pix_fmt', 'yuv420p', '-profile:v', 'high', '-g', String(Math.round(info.loop.seconds * FPS)), '-movflags', '+faststart', '-map_metadata', '-1', '-fflags', '+bitexact', mp4]);
      const poster = join(MEDIA_DIR, `${name}-hero-poster.webp`);
      const poster960 = join(MEDIA_DIR, `${name}-hero-poster-960.webp`);
      ffmpeg(['-i', join(dir, '0000.png'), '-vf', `scale=${LOOP.width}:${LOOP.height}:flags=lanczos`, '-c:v', 'libwebp', '-quality', '72', '-compression_level', '6', '-map_metadata', '-1', poster]);
      ffmpeg(['-i', join(dir, '0000.png'), '-vf', 'scale=960:540:flags=lanczos', '-c:v', 'libwebp', '-quality', '72', '-compression_level', '6', '-map_metadata', '-1', poster960]);
      console.log(`  ${name}-hero.mp4 ${kb(mp4)} (${frames} frames)   poster ${kb(poster)}   poster-960 ${kb(poster960)}`);
    }
    console.log(`  ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  }
} finally {
  await browser.close();
  await vite.close();
  rmSync(work, { recursive: true, force: true });
}
console.log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
