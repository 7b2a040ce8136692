// `npm run shots:product`: the product's own screens, photographed from a seeded demo instance (scripts/demo-instance.mjs:
// made-up leads worked as sales would, a car dealer and a store whose people sign in and join) and framed the way
// docs/design/art-direction.md describes, into public/media/product/<id>-<width>.{avif,webp} (decision 0056). Signs
// in as the super admin, the seeded dashboard user and the businesses' users, takes each screen in Debian's Chromium,
// draws our browser or phone frame around it in HTML/CSS, and encodes AVIF and WebP with ffmpeg
// (`apt-get install -y ffmpeg`).
// Env: SHOTS_ONLY="console-home,code-phone", SHOTS_KEEP_PNG=1 (keeps the framed PNGs in /tmp for a look), CHROMIUM_PATH.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CITY_ID, startDemoInstance, TZ } from './demo-instance.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const OUT = 'public/media/product';
// src/config/renders.ts: RENDER_WIDTHS and RENDER_ASPECT (16:10); the pictures share <RenderPicture>'s srcset.
const WIDTHS = [480, 720, 960, 1440];
const CANVAS = { width: 1440, height: 900 };
/** The browser frame's viewport: the screen is taken at exactly this size, so it is drawn 1:1 in the frame. */
const DESKTOP = { width: 1280, height: 804 };
const PHONE = { width: 375, height: 812 };

// The marketing pages draw the product's screens in code (decision 0078); what stays a capture is the city itself, on
// /vrworld and the city's own page.
const SHOTS = [
  // The address bar shows the path only: no domain we do not own (issue 37).
  { id: 'city', kind: 'browser', role: null, path: '/city/', url: `/metaverse/${CITY_ID}` },
];
const only = process.env.SHOTS_ONLY?.split(',');
const wanted = only ? SHOTS.filter((s) => only.includes(s.id)) : SHOTS;

function ffmpeg(args) {
  const res = spawnSync('ffmpeg', ['-y', '-loglevel', 'error', ...args], { stdio: ['ignore', 'inherit', 'inherit'] });
  if (res.error) throw new Error('ffmpeg is missing: apt-get install -y ffmpeg');
  if (res.status !== 0) throw new Error(`ffmpeg failed: ${args.join(' ')}`);
}
const kb = (f) => `${(statSync(f).size / 1024).toFixed(0)} KB`;

/** scripts/render-scenes.mjs encodeStill's flags, at our widths. */
function encode(png, stem) {
  for (const w of WIDTHS) {
    const scale = `scale=${w}:${Math.round((w * CANVAS.height) / CANVAS.width)}:flags=lanczos`;
    const avif = join(OUT, `${stem}-${w}.avif`);
    const webp = join(OUT, `${stem}-${w}.webp`);
    ffmpeg(['-i', png, '-vf', `${scale},format=yuv420p`, '-c:v', 'libaom-av1', '-still-picture', '1', '-crf', '30', '-b:v', '0', '-cpu-used', '4', '-map_metadata', '-1', avif]);
    ffmpeg(['-i', png, '-vf', scale, '-c:v', 'libwebp', '-quality', '82', '-compression_level', '6', '-map_metadata', '-1', webp]);
    console.log(`  ${stem}-${w}.avif ${kb(avif)}   ${stem}-${w}.webp ${kb(webp)}`);
  }
}

// The frames, drawn by us (docs/design/art-direction.md, "Product screenshots"): ink backdrop with one brand-violet
// glow, a 14 px-radius window with a slim dark title bar (three muted dots and the address), a soft two-layer shadow.
const FRAME_CSS = `
  * { box-sizing: border-box; margin: 0; }
  html, body { width: ${CANVAS.width}px; height: ${CANVAS.height}px; overflow: hidden; }
  body { font-family: 'Inter Variable', system-ui, sans-serif; position: relative;
    background: radial-gradient(70% 80% at 78% 12%, rgba(91,61,245,.42), transparent 62%),
                radial-gradient(50% 60% at 8% 100%, rgba(25,211,197,.16), transparent 60%), #0b0d17; }
  .window { position: absolute; left: 80px; top: 56px; width: ${DESKTOP.width}px; height: ${DESKTOP.height + 40}px;
    border-radius: 14px; overflow: hidden; background: #1a1d2e;
    box-shadow: 0 0 0 1px rgba(255,255,255,.10), 0 24px 48px -12px rgba(0,0,0,.55), 0 60px 120px -30px rgba(58,34,196,.45); }
  .bar { height: 40px; display: flex; align-items: center; gap: 8px; padding: 0 16px; background: #1a1d2e;
    border-bottom: 1px solid rgba(255,255,255,.08); }
  .dot { width: 12px; height: 12px; border-radius: 50%; background: rgba(255,255,255,.18); }
  .url { margin: 0 auto; transform: translateX(-30px); width: 440px; height: 24px; border-radius: 6px;
    background: rgba(255,255,255,.07); color: #cbd5e1; font-size: 13px; line-height: 24px; text-align: center; }
  .window img { display: block; width: ${DESKTOP.width}px; height: ${DESKTOP.height}px; }
  .phone { position: absolute; left: ${(CANVAS.width - 384) / 2}px; top: 44px; width: 384px; height: 812px;
    border-radius: 52px; padding: 12px; background: #1a1d2e;
    box-shadow: 0 0 0 1px rgba(255,255,255,.14), inset 0 0 0 2px rgba(255,255,255,.05), 0 24px 48px -12px rgba(0,0,0,.55), 0 60px 120px -30px rgba(58,34,196,.45); }
  .phone img { display: block; width: 360px; height: 788px; border-radius: 40px; object-fit: cover; object-position: top; }
  .notch { position: absolute; top: 22px; left: 50%; width: 96px; height: 26px; margin-left: -48px; border-radius: 13px; background: #0b0d17; }
`;

const frameHtml = (shot, png) => {
  const src = `data:image/png;base64,${readFileSync(png).toString('base64')}`;
  const inner = shot.kind === 'phone'
    ? `<div class="phone"><img src="${src}" alt=""><div class="notch"></div></div>`
    : `<div class="window"><div class="bar"><span class="dot"></span><span class="dot"></span><span class="dot"></span><div class="url">${shot.url}</div></div><img src="${src}" alt=""></div>`;
  return `<!doctype html><html><head><meta charset="utf-8"><style>${FRAME_CSS}</style></head><body>${inner}</body></html>`;
};

const work = mkdtempSync(join(tmpdir(), 'eternity-shots-png-'));
mkdirSync(OUT, { recursive: true });
const demo = await startDemoInstance();
const { base } = demo;
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  // SwiftShader draws the city's WebGL; the rest does not mind.
  args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  for (const shot of wanted) {
    const phone = shot.kind === 'phone';
    const context = await browser.newContext({
      viewport: phone ? PHONE : shot.zoom ? { width: Math.round(DESKTOP.width / shot.zoom), height: Math.round(DESKTOP.height / shot.zoom) } : DESKTOP,
      deviceScaleFactor: phone ? 2 : (shot.zoom ?? 1),
      reducedMotion: 'reduce',
      timezoneId: TZ,
      locale: 'en-GB',
      isMobile: phone,
      hasTouch: phone,
    });
    const page = await context.newPage();
    if (shot.role) await demo.signIn(page, shot.role);
    const { path } = shot;
    await page.goto(base + path, { waitUntil: 'networkidle' });
    if (shot.id === 'city') {
      await page.locator('#stage[data-ready="true"]').waitFor({ timeout: 60_000 });
      await page.waitForTimeout(1500);
    } else {
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }
    if (shot.prepare) await shot.prepare(page);
    await page.evaluate(() => document.fonts.ready);
    await page.waitForLoadState('networkidle');
    // Charts draw once they have a size; toasts ('Login successfully') are not part of the product's look.
    await page.waitForTimeout(800);
    await page.addStyleTag({ content: '[data-sonner-toaster]{display:none!important}' });
    await page.evaluate(() => document.activeElement instanceof HTMLElement && document.activeElement.blur());
    const raw = join(work, `${shot.id}-raw.png`);
    await page.screenshot({ path: raw, animations: 'disabled' });
    await context.close();

    const framePage = await browser.newPage({ viewport: CANVAS, deviceScaleFactor: 1 });
    await framePage.setContent(frameHtml(shot, raw), { waitUntil: 'load' });
    const framed = join(work, `${shot.id}.png`);
    await framePage.screenshot({ path: framed });
    await framePage.close();
    console.log(`${shot.id}: ${path}`);
    encode(framed, shot.id);
  }
  if (process.env.SHOTS_KEEP_PNG) console.log(`framed PNGs kept in ${work}`);
} finally {
  await browser.close();
  await demo.stop();
  if (!process.env.SHOTS_KEEP_PNG) rmSync(work, { recursive: true, force: true });
}
