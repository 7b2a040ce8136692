// `npm run shots:product`: the product's own screens, photographed from a seeded demo instance and framed the way
// docs/design/art-direction.md describes, into public/media/product/<id>-<width>.{avif,webp} (decision 0056).
// Builds when stale, starts the real server (temporary DATA_DIR, free port, its own super admin), seeds made-up leads
// through the public API (the demo form's call with a solved human check) and works some of them as sales would,
// creates two businesses (a car dealer with two showrooms, a store) whose people sign in with phone codes and join
// their metaverses (decision 0065), moves the dates into the past while the server is down, signs in as the super
// admin, the seeded dashboard user and the businesses' users, takes each screen in Debian's Chromium, draws our
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
const WIDTHS = [480, 720, 960, 1440];
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

/**
 * Business customers of the two metaverse products whose pages show their dashboard: a car dealer group with two
 * showrooms (/vrauto) and a retailer with one store (/vrretail). Made-up; each gets its own dashboard user as admin.
 * `people` sign in with phone codes (test numbers from Ofcom's drama range, fixed codes) and join; `logins` is how
 * often each signs in, so the 30-day chart has real sign-ins to count.
 */
const BUSINESSES = {
  dealer: {
    user: { name: 'Dealer Group Manager', email: 'dealer.manager@showroom.example', password: 'Dealer-Showroom-Console-2026!', phoneNumber: '+447700900100' },
    metaverses: [
      { name: 'Auto Showroom, City Centre', description: 'The dealer group’s flagship virtual showroom: configurator, test-drive booking and finance desk.' },
      { name: 'Auto Showroom, Airport Road', description: 'The dealer group’s second virtual showroom, for its commercial and electric ranges.' },
    ],
    people: 34,
    logins: [3, 2, 2, 1],
    // A sales lead who manages both showrooms: the last console changes, so the audit log's first rows are these.
    manager: { name: 'Showroom Sales Lead', email: 'sales.lead@showroom.example', password: 'Showroom-Sales-Console-2026!', phoneNumber: '+447700900101' },
  },
  store: {
    user: { name: 'Store Operations Lead', email: 'store.lead@store.example', password: 'Retail-Store-Console-2026!', phoneNumber: '+447700900200' },
    metaverses: [{ name: 'Flagship Store', description: 'A virtual store with 3D products, live shopping and a checkout on the retailer’s own platform.' }],
    people: 26,
    logins: [4, 3, 2, 2],
  },
};
const PHONE_CODE = '246810';
const phoneOf = (business, i) => `+4477009${business === 'dealer' ? '01' : '02'}${String(10 + i).padStart(3, '0')}`;
const testPhones = () =>
  Object.entries(BUSINESSES).flatMap(([key, b]) => Array.from({ length: b.people }, (_, i) => `${phoneOf(key, i)}:${PHONE_CODE}`)).join(',');

/** The side menu's Metaverses group opened, so the business's own metaverses are listed by name. */
async function openMetaverses(page) {
  await page.getByRole('button', { name: /^Metaverses/ }).first().click();
  await page.getByRole('link', { name: /Auto Showroom|Flagship Store/ }).first().waitFor();
}

/** Scroll the element's top (or, with `bottom`, its bottom) to `margin` px from the viewport's edge. */
async function scrollToEdge(page, selector, { margin = 28, bottom = false } = {}) {
  await page.locator(selector).first().evaluate((el, { margin, bottom }) => {
    el.style.scrollMarginTop = `${margin}px`;
    el.style.scrollMarginBottom = `${margin}px`;
    el.scrollIntoView({ block: bottom ? 'end' : 'start' });
  }, { margin, bottom });
}

const SHOTS = [
  { id: 'console-home', kind: 'browser', role: 'super-admin', path: '/super-admin/home', url: 'eternity.example/super-admin/home' },
  { id: 'lead-pipeline', kind: 'browser', role: 'super-admin', path: '/super-admin/bookeddemos', url: 'eternity.example/super-admin/bookeddemos' },
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
  // /vrauto's "Insight for every dealer": the dealer's own figures (members of its two showrooms, sign-ins) and chart.
  {
    id: 'dealer-insights', kind: 'browser', role: 'dealer', path: '/dashboard/home', url: 'eternity.example/dashboard/home',
    prepare: async (page) => {
      await openMetaverses(page);
      await page.getByRole('heading', { name: 'Members per metaverse' }).waitFor();
      await scrollToEdge(page, '#your-figures');
    },
  },
  // /vrretail's "Connected to the way you sell today": the store's sign-ins per day, from its dashboard.
  {
    id: 'store-sign-ins', kind: 'browser', role: 'store', path: '/dashboard/home', url: 'eternity.example/dashboard/home',
    prepare: async (page) => {
      await openMetaverses(page);
      const chart = page.getByRole('heading', { name: /^Sign-ins per day/ });
      await chart.waitFor();
      // The chart's box at the bottom of the screen: the static sample card under it stays out of the crop.
      await chart.evaluate((h) => h.closest('section')?.setAttribute('data-shot', 'sign-ins'));
      await scrollToEdge(page, '[data-shot="sign-ins"]', { bottom: true });
    },
  },
  // /security's hero: the super admin's audit log, with the console changes this script made.
  // At 80 % zoom (a 1600 px-wide page drawn in the 1280 px window), so the table's Changes column fits as it does on a
  // wide screen.
  { id: 'audit-log', kind: 'browser', role: 'super-admin', path: '/super-admin/audit-log', url: 'eternity.example/super-admin/audit-log', zoom: 0.8 },
  // /contactus's hero: the demo-booking form its "Contact Us" button opens, on a phone.
  {
    id: 'demo-form', kind: 'phone', role: null, path: '/contactus', url: 'eternity.example/contactus',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Contact Us' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox').first().waitFor();
      await page.waitForTimeout(600);
    },
  },
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

/** The leads, booked as the form books them, then worked: a status each and two notes on the first. */
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
}

/** One phone sign-in of a metaverse user, as the city login does it: human check, code, identity token, login. */
async function phoneLogin(base, phoneNumber) {
  const humanCheck = await humanProof(base, '/api/identity/local/human-check');
  const sent = await api(base, 'POST', 'identity/local/phone/send', { body: { phoneNumber, humanCheck } });
  const verified = await api(base, 'POST', 'identity/local/phone/verify', { body: { verificationId: sent.data.verificationId, code: PHONE_CODE } });
  return (await api(base, 'POST', 'user', { body: { provider: 'phone', token: verified.data.idToken } })).data;
}

/** A business: its dashboard user, its metaverses with that user as admin, and people who sign in and join them. */
async function seedBusiness(base, admin, key) {
  const b = BUSINESSES[key];
  const owner = (await api(base, 'PUT', 'dashboard-user', { token: admin, body: b.user })).data.dashboardUser._id;
  const ids = [];
  for (const m of b.metaverses) {
    ids.push((await api(base, 'PUT', 'metaverse', { token: admin, body: { ...m, admin: owner, links: {} } })).data.metaverse._id);
  }
  for (let i = 0; i < b.people; i++) {
    const phone = phoneOf(key, i);
    const first = await phoneLogin(base, phone);
    // The first showroom is the busier one; every fifth person visits both.
    const joins = ids.length > 1 && i % 5 === 4 ? ids : [ids[i % 3 === 2 && ids.length > 1 ? 1 : 0]];
    for (const id of joins) await api(base, 'PUT', `metaverse/${id}/metaverse-user`, { token: first.accessToken });
    for (let n = 1; n < b.logins[i % b.logins.length]; n++) await phoneLogin(base, phone);
  }
  return { email: b.user.email, password: b.user.password, metaverseIds: ids };
}

/** The businesses' managers, each set as a manager of every metaverse of theirs. */
async function seedManagers(base, admin, businesses) {
  for (const [key, b] of Object.entries(BUSINESSES)) {
    if (!b.manager) continue;
    const id = (await api(base, 'PUT', 'dashboard-user', { token: admin, body: b.manager })).data.dashboardUser._id;
    for (const m of businesses[key].metaverseIds) await api(base, 'PUT', `metaverse/${m}/dashboard-user/${id}`, { token: admin });
  }
}

/**
 * Moves the businesses' joins into the last 75 days and their sign-ins into the last 30 (after each join), so the
 * charts show weeks of use; like the leads' dates, written while the server is down.
 */
async function backdateActivity(db) {
  for (const key of Object.keys(BUSINESSES)) {
    const phones = Array.from({ length: BUSINESSES[key].people }, (_, i) => phoneOf(key, i));
    for (const [i, phone] of phones.entries()) {
      const joinedDaysAgo = 31 + ((i * 17) % 44);
      await db.query(
        `update metaverse_memberships set created_at = date_trunc('day', now()) - interval '${joinedDaysAgo} days' + interval '${10 * 60 + i * 13} minutes'
          where user_id = (select id from metaverse_users where phone_number = $1)`,
        [phone],
      );
      await db.query(
        `update metaverse_users set created_at = date_trunc('day', now()) - interval '${joinedDaysAgo} days' + interval '${10 * 60 + i * 13 - 5} minutes'
          where phone_number = $1`,
        [phone],
      );
      // Each sign-in on its own day in the last 29 days: more towards today, a pattern that is not a straight line.
      await db.query(
        `with numbered as (select id, row_number() over (order by created_at) as n from events
            where type = 'user.login' and user_id = (select id from metaverse_users where phone_number = $1))
         update events e set created_at = date_trunc('day', now())
             - make_interval(days => ((${i} * 7 + numbered.n * 11) % 30)::int) + make_interval(mins => (9 * 60 + ${i} * 23 % 600)::int)
           from numbered where e.id = numbered.id`,
        [phone],
      );
    }
  }
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
      // The businesses' people sign in with fixed codes, more often than one address's login limit allows.
      LOCAL_TEST_PHONES: testPhones(), RATE_LIMIT_LOGIN: '5000', IDENTITY_PROVIDER: 'local',
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
  await backdateActivity(db);
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
  await seedLeads(base, adminLogin.accessToken);
  const businesses = {};
  for (const key of Object.keys(BUSINESSES)) businesses[key] = await seedBusiness(base, adminLogin.accessToken, key);
  await seedManagers(base, adminLogin.accessToken, businesses);
  await stopServer(server);
  await backdateLeads();
  server = startServer();
  await waitForHealth(base, server);
  const duLogin = (await api(base, 'POST', 'dashboard-user', { body: { email: dashboard[1], password: dashboard[2] } })).data;
  const sessions = {
    'super-admin': { user: adminLogin.superAdmin, accessToken: adminLogin.accessToken, refreshToken: adminLogin.refreshToken },
    'dashboard-user': { user: duLogin.dashboardUser, accessToken: duLogin.accessToken, refreshToken: duLogin.refreshToken },
  };
  for (const [key, credentials] of Object.entries(businesses)) {
    const login = (await api(base, 'POST', 'dashboard-user', { body: { email: credentials.email, password: credentials.password } })).data;
    sessions[key] = { role: 'dashboard-user', user: login.dashboardUser, accessToken: login.accessToken, refreshToken: login.refreshToken };
  }

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
    if (shot.role) await signIn(page, base, sessions[shot.role].role ?? shot.role, sessions[shot.role]);
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
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
  if (!process.env.SHOTS_KEEP_PNG) rmSync(work, { recursive: true, force: true });
}
