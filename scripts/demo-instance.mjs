// A seeded demo instance of the product for the scripts that photograph it (`npm run shots:product`, `npm run
// screens`): builds when stale, starts the real server (temporary DATA_DIR, free port, its own super admin), seeds
// made-up leads through the public API (the demo form's call with a solved human check) and works some of them as
// sales would, creates two businesses (a car dealer with two showrooms, a store) whose people sign in with phone codes
// and join their metaverses (decision 0065), moves the dates into the past while the server is down, and signs in
// the super admin, the seeded dashboard user and the businesses' users through the API. `signIn(page, key)` puts one
// of those sessions into a browser page the way the login forms do (localStorage and cookies).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { buildIfStale } from './build-if-stale.mjs';
import { freePort, waitForHealth } from './serve-built.mjs';

export const CITY_ID = '6650e7e1c17c000000000001';
export const SITE = 'eternity.example';
const CONTACT_TOKEN = 'dev-contact-token';
const ADMIN = { email: 'ops.admin@eternity.example', password: 'Shots-Admin-Console-2026!' };
/**
 * Every seeding call comes from this address (RFC 5737's documentation range) through the one proxy the server is told
 * to trust, so the audit log reads as an office's address rather than the machine's own 127.0.0.1.
 */
const CLIENT = { 'x-forwarded-for': '198.51.100.23' };
// Browser and server agree on a time zone so the dates read the same on every machine.
export const TZ = 'UTC';

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

/** How often the demo form was opened from each page and button (more often than it led to a booking above). */
const FORM_OPENINGS = [
  ['/', 'Book a Demo', 9],
  ['/', 'Ask an Expert', 4],
  ['/vrbank', 'Book a Demo', 7],
  ['/vrauto', 'Book a Demo', 6],
  ['/vrretail', 'Book a Demo', 5],
  ['/predective', 'Book a Demo', 4],
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

async function humanProof(base, path, headers) {
  const res = await fetch(base + path, { headers: { ...CLIENT, ...headers } });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  const { challenge } = (await res.json()).data;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

async function api(base, method, path, { token, body, headers = {} } = {}) {
  const res = await fetch(`${base}/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...CLIENT, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
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
  // Sales has picked up every lead past 'new': each gets a status and an owner, the seeded sales reps in turn.
  const { offices } = await api(base, 'GET', 'sales/offices', { token: admin });
  const reps = offices.flatMap((office) => office.reps.map((rep) => rep.id));
  if (reps.length === 0) throw new Error('the server seeded no sales reps to own the leads');
  let turn = 0;
  for (const [name, , , status] of LEADS) {
    if (status === 'new') continue;
    await api(base, 'PATCH', `booked-demos/${byName.get(name)}`, { token: admin, body: { status, ownerId: reps[turn++ % reps.length] } });
  }
  // The conversion view counts form openings (the form's beacon): more of them than bookings, per page and button.
  for (const [page, label, times] of FORM_OPENINGS) {
    for (let n = 0; n < times; n++) await api(base, 'POST', 'meta/form-open', { body: { page, label } });
  }
  const first = byName.get(LEADS[0][0]);
  await api(base, 'POST', `booked-demos/${first}/notes`, { token: admin, body: { text: 'Pilot agreed for two branches; KYC team joins the next call.' } });
  await api(base, 'POST', `booked-demos/${first}/notes`, { token: admin, body: { text: 'Walked through the virtual branch and the branch managers’ dashboard.' } });
  return byName;
}

/** Made-up names for the businesses' people: a given name and a family name, combined differently per business. */
const GIVEN = ['Amelia', 'Rohan', 'Layla', 'Tom', 'Priya', 'Omar', 'Chloe', 'Arjun', 'Sara', 'Ben', 'Noor', 'Kavya', 'Liam', 'Zainab', 'Ethan', 'Meera', 'Yusuf'];
const FAMILY = ['Hughes', 'Menon', 'Farouk', 'Bradley', 'Iyer', 'Haddad', 'Walsh', 'Kapoor', 'Nasser', 'Price', 'Rao', 'Doyle', 'Saleh'];
const personName = (business, i) => `${GIVEN[(i * 7 + (business === 'dealer' ? 0 : 3)) % GIVEN.length]} ${FAMILY[(i * 5 + (business === 'dealer' ? 1 : 6)) % FAMILY.length]}`;

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
    // Most people give their name in their account (a phone sign-in starts without one); some never do.
    if (i % 5 !== 3) await api(base, 'PATCH', 'user', { token: first.accessToken, body: { name: personName(key, i) } });
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

async function putSession(page, base, role, tokens) {
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

/**
 * Starts and seeds the instance. Resolves to `{ base, sessions, leadIds, signIn(page, key), stop() }`; `sessions` has
 * 'super-admin', 'dashboard-user' (the seeded demo dashboard user, admin of the city), 'dealer' and 'store'.
 */
export async function startDemoInstance() {
  buildIfStale();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'eternity-demo-'));
  let printed = '';
  const startServer = () => {
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      env: {
        ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', TZ, ENV_FILE: 'none',
        // The example deployment's address, so the seeded city's platform links read as a site's, not localhost's;
        // still a local evaluation (a SITE_URL alone would make the server check it as a deployment).
        SITE_URL: `https://${SITE}`, APP_MODE: 'local',
        // The businesses' people sign in with fixed codes, more often than one address's login limit allows.
        LOCAL_TEST_PHONES: testPhones(), RATE_LIMIT_LOGIN: '5000', RATE_LIMIT_FORM_OPEN: '1000', TRUST_PROXY: '1', IDENTITY_PROVIDER: 'local',
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
      // Sales worked the lead (status, owner) the day after it came in, before the notes: the Activity timeline's order.
      // The log is append-only; this made-up history is dated with its trigger off, the server down.
      await db.query(`alter table audit_events disable trigger audit_events_append_only`);
      await db.query(
        `update audit_events set at = ${at} + interval '1 day' + (at - date_trunc('second', at))
         where target_type = 'lead' and target_id in (select id from booked_demos where name = $1)`,
        [name],
      );
      await db.query(`alter table audit_events enable trigger audit_events_append_only`);
    }
    await backdateActivity(db);
    await db.close();
  }

  let server = startServer();
  const stop = async () => {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, server);
    const dashboard = /Demo dashboard user \(local only\): (\S+) \/ (\S+)/.exec(printed);
    if (!dashboard) throw new Error('the server did not print the demo dashboard user: is SEED_DEMO=0 set?');
    const adminLogin = (await api(base, 'POST', 'super-admin', { body: ADMIN })).data;
    const leadIds = await seedLeads(base, adminLogin.accessToken);
    const businesses = {};
    for (const key of Object.keys(BUSINESSES)) businesses[key] = await seedBusiness(base, adminLogin.accessToken, key);
    await seedManagers(base, adminLogin.accessToken, businesses);
    await stopServer(server);
    await backdateLeads();
    server = startServer();
    await waitForHealth(base, server);
    const duLogin = (await api(base, 'POST', 'dashboard-user', { body: { email: dashboard[1], password: dashboard[2] } })).data;
    const sessions = {
      'super-admin': { role: 'super-admin', user: adminLogin.superAdmin, accessToken: adminLogin.accessToken, refreshToken: adminLogin.refreshToken },
      'dashboard-user': { role: 'dashboard-user', user: duLogin.dashboardUser, accessToken: duLogin.accessToken, refreshToken: duLogin.refreshToken },
    };
    for (const [key, credentials] of Object.entries(businesses)) {
      const login = (await api(base, 'POST', 'dashboard-user', { body: { email: credentials.email, password: credentials.password } })).data;
      sessions[key] = { role: 'dashboard-user', user: login.dashboardUser, accessToken: login.accessToken, refreshToken: login.refreshToken };
    }
    const signIn = (page, key) => putSession(page, base, sessions[key].role, sessions[key]);
    return { base, sessions, leadIds, signIn, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
