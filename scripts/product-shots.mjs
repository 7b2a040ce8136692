// `npm run shots:product`: the product's own screens, photographed from a seeded demo instance and framed the way
// docs/design/art-direction.md describes, into public/media/product/<id>-<width>.{avif,webp} (decision 0056).
// Builds when stale, starts the real server (temporary DATA_DIR, free port, its own super admin), seeds made-up leads
// through the public API (the demo form's call with a solved human check) and works some of them as sales would,
// signs in as the super admin and as the seeded dashboard user, takes each screen in Debian's Chromium, draws our
// browser or phone frame around it in HTML/CSS, and encodes AVIF and WebP with ffmpeg (`apt-get install -y ffmpeg`).
// Env: SHOTS_ONLY="console-home,code-phone", SHOTS_KEEP_PNG=1 (keeps the framed PNGs in /tmp for a look), CHROMIUM_PATH.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { buildIfStale } from './build-if-stale.mjs';
import { freePort, waitForHealth } from './serve-built.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const OUT = 'public/media/product';
// src/config/renders.ts: RENDER_WIDTHS and RENDER_ASPECT (16:10); the pictures share <RenderPicture>'s srcset.
const WIDTHS = [480, 960, 1440];
const CANVAS = { width: 1440, height: 900 };
/** The browser frame's viewport: the screen is taken at exactly this size, so it is drawn 1:1 in the frame. */
const DESKTOP = { width: 1280, height: 804 };
const PHONE = { width: 375, height: 812 };
const CITY_ID = '6650e7e1c17c000000000001';
const SITE = 'eternity.example';
const CONTACT_TOKEN = 'dev-contact-token';
const ADMIN = { email: 'shots.admin@eternity.local', password: 'Shots-Admin-Console-2026!' };
// Browser and server agree on a time zone so the dates read the same on every machine.
const TZ = 'UTC';

/** Made-up people and companies (no real company names); the messages ask about SPEC's products. */
const LEADS = [
  ['Meera Kulkarni', 'Northbay Cooperative Bank', 'We want a virtual branch with video KYC for our rural customers.', 'won'],
  ['Daniel Okafor', 'Lumen Motors Group', 'Looking at a virtual showroom for three dealer networks.', 'meeting-held'],
  ['Sofia Lindqvist', 'Fjordline Retail', 'Interested in 3D products and a store in Eternity City.', 'meeting-booked'],
  ['Hamza Qureshi', 'Gulfstar Refining', 'Leak detection robots and predictive maintenance for two plants.', 'contacted'],
  ['Ananya Bose', 'Meridian Health Labs', 'Medical imaging SaaS pilot for our diagnostics centres.', 'contacted'],
  ['Lucas Moreau', 'Atlas Freight Systems', 'Tokenized supply chain for our container fleet.', 'new'],
  ['Grace Whitfield', 'Kestrel Learning Trust', 'A virtual campus for 40 schools: what does onboarding look like?', 'new'],
  ['Rahul Deshpande', 'Sahyadri Credit Union', 'eKYC with 250+ verification APIs: pricing for 2 million members.', 'meeting-booked'],
  ['Emma Castellanos', 'Brightwater Utilities', 'Asset monitoring for pumping stations, from one screen.', 'new'],
  ['Kenji Watanabe', 'Orbis Cloud Works', 'Cloud cost optimisation across three regions.', 'lost'],
  ['Fatima Al Mansoori', 'Crescent Pearl Properties', 'A branded district in the metaverse for property launches.', 'contacted'],
  ['Owen Gallagher', 'Harbourline Insurance', 'AI concierge for claims, handing over to an adviser.', 'new'],
];

/** Days before today each lead above was booked: the weekly chart shows a pipeline that grows. */
const BOOKED_DAYS_AGO = [75, 61, 47, 40, 26, 20, 16, 12, 8, 5, 3, 1];

const SHOTS = [
  { id: 'console-home', kind: 'browser', role: 'super-admin', path: '/super-admin/home', url: 'eternity.example/super-admin/home' },
  { id: 'lead-pipeline', kind: 'browser', role: 'super-admin', path: '/super-admin/bookeddemos', url: 'eternity.example/super-admin/bookeddemos' },
  { id: 'lead-detail', kind: 'browser', role: 'super-admin', path: 'lead', url: 'eternity.example/super-admin/booked-demos/…' },
  { id: 'business-insights', kind: 'browser', role: 'dashboard-user', path: '/dashboard/home', url: 'eternity.example/dashboard/home' },
  // /vrbank's "A dashboard for branch managers": the branch overview's queries per department (SPEC 2.5's sample
  // figures, badged as samples in the product itself), scrolled to its tabs.
  {
    id: 'branch-queries', kind: 'browser', role: 'dashboard-user', path: '/dashboard/branch', url: 'eternity.example/dashboard/branch',
    prepare: async (page) => {
      await page.getByRole('tab', { name: 'Dept wise queries' }).click();
      await page.getByRole('tablist').first().evaluate((el) => el.scrollIntoView({ block: 'start' }));
    },
  },
  // /vrworld's "Every space has an owner, managers, visitors and a dashboard": the admin's own metaverse page.
  { id: 'metaverse-console', kind: 'browser', role: 'dashboard-user', path: `/dashboard/metaverse/${CITY_ID}`, url: `eternity.example/dashboard/metaverse/${CITY_ID}` },
  { id: 'city', kind: 'browser', role: null, path: '/city/', url: `eternity.example/metaverse/${CITY_ID}` },
  { id: 'code-phone', kind: 'phone', role: null, path: '/code?code=K7M2QX', url: 'eternity.example/code' },
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

async function humanProof(base, path, headers) {
  const res = await fetch(base + path, { headers });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  const { challenge } = (await res.json()).data;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

async function api(base, method, path, { token, body, headers = {} } = {}) {
  const res = await fetch(`${base}/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : {};
}

/** The leads, booked as the form books them, then worked: a status each, an owner and a note on the first. */
async function seedLeads(base, admin) {
  const contact = { token: CONTACT_TOKEN, versionNumber: 'v2' };
  for (const [i, [name, company, message]] of LEADS.entries()) {
    const domain = company.toLowerCase().replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '');
    await api(base, 'POST', 'meta/book-demo', {
      headers: contact,
      body: {
        name,
        companyName: company,
        businessEmail: `${name.split(' ')[0].toLowerCase()}@${domain}.example`,
        phoneNumber: `+4420794600${String(10 + i)}`,
        message,
        startedAt: Date.now() - 90_000,
        source: { page: ['/vrbank', '/vrauto', '/vrretail', '/predective', '/'][i % 5], label: 'Book a Demo' },
        humanCheck: await humanProof(base, '/api/meta/human-check', contact),
      },
    });
  }
  const byName = new Map();
  for (let page = 1; byName.size < LEADS.length && page <= 5; page++) {
    const list = await api(base, 'GET', `booked-demos?page=${page}`, { token: admin });
    for (const d of list.data.bookedDemos) byName.set(d.name, d._id);
    if (list.data.bookedDemos.length === 0) break;
  }
  const missing = LEADS.filter(([name]) => !byName.has(name)).map(([name]) => name);
  if (missing.length) {
    const held = await api(base, 'GET', 'booked-demos?view=filtered', { token: admin });
    throw new Error(`not listed as leads: ${missing.join(', ')}; filtered: ${JSON.stringify(held.data.bookedDemos.map((d) => [d.name, d.quarantineReason]))}`);
  }
  for (const [name, , , status] of LEADS) {
    if (status !== 'new') await api(base, 'PATCH', `booked-demos/${byName.get(name)}`, { token: admin, body: { status } });
  }
  const first = byName.get(LEADS[0][0]);
  await api(base, 'POST', `booked-demos/${first}/notes`, { token: admin, body: { text: 'Pilot agreed for two branches; KYC team joins the next call.' } });
  await api(base, 'POST', `booked-demos/${first}/notes`, { token: admin, body: { text: 'Walked through the virtual branch and the branch managers’ dashboard.' } });
  return first;
}

async function signIn(page, base, role, tokens) {
  await page.goto(`${base}/404-warmup`);
  await page.evaluate(({ role, tokens }) => {
    localStorage.setItem('user-type', role);
    localStorage.setItem('user', JSON.stringify(tokens.user ?? {}));
    localStorage.setItem('accessToken', tokens.accessToken);
    localStorage.setItem('refreshToken', tokens.refreshToken);
    document.cookie = `accessToken=${tokens.accessToken}; path=/`;
    document.cookie = `user-type=${role}; path=/`;
  }, { role, tokens });
}

buildIfStale();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'eternity-shots-'));
const work = mkdtempSync(join(tmpdir(), 'eternity-shots-png-'));
let printed = '';
const startServer = () => {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', TZ, ENV_FILE: 'none',
      // The example deployment's address, so the seeded city's platform links read as a site's, not localhost's;
      // still a local evaluation (a SITE_URL alone would make the server check it as a deployment).
      SITE_URL: `https://${SITE}`, APP_MODE: 'local',
      SUPER_ADMIN_EMAIL: ADMIN.email, SUPER_ADMIN_PASSWORD: ADMIN.password, CONTACT_API_TOKEN: CONTACT_TOKEN, LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.on('data', (chunk) => {
    printed += chunk;
  });
  return child;
};
const stopServer = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

/** The API stamps every booking with the server's clock; the fixed days above are written while the server is down. */
async function backdateLeads() {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(join(dataDir, 'pglite'));
  for (const [i, [name]] of LEADS.entries()) {
    const at = `date_trunc('day', now()) - interval '${BOOKED_DAYS_AGO[i]} days' + interval '${9 * 60 + i * 37} minutes'`;
    await db.query(`update booked_demos set created_at = ${at} where name = $1`, [name]);
    await db.query(`update lead_notes set created_at = ${at} + interval '2 days' where booked_demo_id in (select id from booked_demos where name = $1)`, [name]);
  }
  await db.close();
}

let server = startServer();
mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  // SwiftShader draws the city's WebGL; the rest does not mind.
  args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  await waitForHealth(base, server);
  const dashboard = /Demo dashboard user \(local only\): (\S+) \/ (\S+)/.exec(printed);
  if (!dashboard) throw new Error('the server did not print the demo dashboard user: is SEED_DEMO=0 set?');
  const adminLogin = (await api(base, 'POST', 'super-admin', { body: ADMIN })).data;
  const leadId = await seedLeads(base, adminLogin.accessToken);
  await stopServer(server);
  await backdateLeads();
  server = startServer();
  await waitForHealth(base, server);
  const duLogin = (await api(base, 'POST', 'dashboard-user', { body: { email: dashboard[1], password: dashboard[2] } })).data;
  const sessions = {
    'super-admin': { user: adminLogin.superAdmin, accessToken: adminLogin.accessToken, refreshToken: adminLogin.refreshToken },
    'dashboard-user': { user: duLogin.dashboardUser, accessToken: duLogin.accessToken, refreshToken: duLogin.refreshToken },
  };

  for (const shot of wanted) {
    const phone = shot.kind === 'phone';
    const context = await browser.newContext({
      viewport: phone ? PHONE : DESKTOP,
      deviceScaleFactor: phone ? 2 : 1,
      reducedMotion: 'reduce',
      timezoneId: TZ,
      locale: 'en-GB',
      isMobile: phone,
      hasTouch: phone,
    });
    const page = await context.newPage();
    if (shot.role) await signIn(page, base, shot.role, sessions[shot.role]);
    const path = shot.path === 'lead' ? `/super-admin/booked-demos/${leadId}` : shot.path;
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
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
  if (!process.env.SHOTS_KEEP_PNG) rmSync(work, { recursive: true, force: true });
}
