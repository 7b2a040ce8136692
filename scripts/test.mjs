// `npm test`: every tier (unit, server, browser, cluster), two side by side where the machine allows it, and one table
// at the end with each tier's tests, passes, failures, skips and wall time (docs/decisions/0073).
//
//   npm test                      every tier
//   npm test -- unit server       only these tiers
//   TEST_SERIAL=1 npm test        one tier after another (the old order)
//
// Under CI (the CI variable set, as `bash .ci/run` does) a tier never skips for want of a service: before anything
// runs, every service the chosen tiers need (PostgreSQL, Redis, HAProxy, Chromium) is checked and a missing one fails
// the run by name; a tier whose report counts a skipped test fails too. `.ci/run` passes its own steps' times in
// CI_STEPS ("install=31,lint=40") and they head the table.
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { pathToFileURL } from 'node:url';

const CI = Boolean(process.env.CI);
const VITEST = 'node_modules/vitest/vitest.mjs';
const vitest = (tier, projects = [tier]) => [
  VITEST, 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=reports/${tier}.json`,
];

/**
 * The tiers in their order, what each needs from the machine, and what runs beside what: the tiers of one `phase` run
 * side by side, except that a tier with `after` waits for that one (the cluster takes the core the server suite leaves
 * while the unit suite, one worker, goes on); the browser suite, which keeps both cores busy, runs alone after them.
 */
export const TIERS = {
  unit: { args: vitest('unit', ['unit', 'unit-isolated']), needs: [], phase: 1 },
  server: { args: vitest('server'), needs: ['PostgreSQL', 'Redis'], phase: 1 },
  cluster: { args: vitest('cluster'), needs: ['HAProxy', 'PostgreSQL', 'Redis'], phase: 1, after: 'server' },
  e2e: { args: ['scripts/e2e.mjs'], needs: ['Chromium', 'PostgreSQL'], phase: 2 },
};

/** Runs one phase's tiers: each at once, or once the tier it waits for (`after`, when chosen too) has finished. */
export async function runPhase(group, run) {
  const done = new Map();
  const start = (t) => {
    if (!done.has(t)) {
      const after = TIERS[t].after;
      done.set(t, (after && group.includes(after) ? start(after) : Promise.resolve()).then(() => run(t)));
    }
    return done.get(t);
  };
  return Promise.all(group.map(start));
}

const HAPROXY_BIN = existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Resolves to a reason the service cannot be used, or null. */
export const SERVICE_CHECKS = {
  async PostgreSQL() {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return 'TEST_DATABASE_URL is not set';
    const { default: postgres } = await import('postgres');
    const sql = postgres(url, { max: 1, connect_timeout: 5, onnotice: () => {} });
    try {
      await sql`select 1`;
      return null;
    } catch (error) {
      return `cannot connect to ${redact(url)}: ${error.message}`;
    } finally {
      await sql.end({ timeout: 1 }).catch(() => {});
    }
  },
  async Redis() {
    const url = process.env.TEST_REDIS_URL;
    if (!url) return 'TEST_REDIS_URL is not set';
    const { hostname, port } = new URL(url);
    return new Promise((resolve) => {
      const socket = connect({ host: hostname || '127.0.0.1', port: Number(port || 6379) });
      const done = (reason) => {
        socket.destroy();
        resolve(reason);
      };
      socket.setTimeout(5000, () => done(`no answer from ${redact(url)}`));
      socket.on('error', (error) => done(`cannot connect to ${redact(url)}: ${error.message}`));
      socket.on('connect', () => socket.write('PING\r\n'));
      socket.on('data', (data) => done(/^\+PONG|^-NOAUTH/.test(data.toString()) ? null : `${redact(url)} answered ${JSON.stringify(data.toString().trim())}`));
    });
  },
  async HAProxy() {
    return spawnSync(HAPROXY_BIN, ['-v']).status === 0 ? null : `${HAPROXY_BIN} is not installed (apt-get install -y haproxy)`;
  },
  async Chromium() {
    try {
      accessSync(CHROMIUM, constants.X_OK);
      return null;
    } catch {
      return `${CHROMIUM} is not installed (apt-get install -y chromium, or set CHROMIUM_PATH)`;
    }
  },
};

function redact(url) {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

/** Counts from a tier's JSON report (vitest's or Playwright's); null when the tier wrote none. */
export function countsOf(tier, report) {
  if (!report) return null;
  if (tier === 'e2e') {
    const s = report.stats;
    // A flaky test (failed, then passed on the retry that records its trace) is a failure: waits are for events.
    return { tests: s.expected + s.unexpected + s.flaky + s.skipped, passed: s.expected, failed: s.unexpected + s.flaky, skipped: s.skipped };
  }
  return {
    tests: report.numTotalTests,
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + (report.numTodoTests ?? 0),
  };
}

/** A verdict that does not fail the run: passed, or (outside CI) all skipped for want of a service. */
export const passing = (verdict) => verdict === 'passed' || verdict === 'skipped';

/** A tier's verdict: its exit code, its counts and, under CI, no skip at all. */
export function verdictOf({ code, counts, ci }) {
  if (!counts) return `failed: no report (exit ${code})`;
  if (counts.failed > 0) return 'failed';
  if (code !== 0) return `failed: exit ${code}`;
  if (ci && counts.skipped > 0) return `failed: ${counts.skipped} skipped under CI`;
  // A developer's machine without the tier's service (the cluster without PostgreSQL): every test skipped, and said why.
  if (counts.passed === 0 && counts.skipped > 0) return 'skipped';
  if (counts.passed === 0) return 'failed: nothing ran';
  return 'passed';
}

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const clock = (ms) => `${Math.floor(ms / 60000)}:${String(Math.round((ms % 60000) / 1000)).padStart(2, '0')}`;

/** The tiers' counts added up, for the table's last row and the closing line. */
const totalOf = (rows, k) => rows.reduce((n, r) => n + (r.counts?.[k] ?? 0), 0);

/** The closing table: CI's own steps, then every tier, then the total wall time. */
export function table(steps, rows, totalMs) {
  const head = ['step', 'tests', 'passed', 'failed', 'skipped', 'wall', 'result'];
  const body = [
    ...steps.map((s) => [s.name, '', '', '', '', clock(s.ms), '']),
    ...rows.map((r) => [r.tier, ...(r.counts ? [r.counts.tests, r.counts.passed, r.counts.failed, r.counts.skipped] : ['-', '-', '-', '-']), clock(r.ms), r.verdict]),
  ];
  const sum = (k) => totalOf(rows, k);
  body.push(['total', sum('tests'), sum('passed'), sum('failed'), sum('skipped'), clock(totalMs), rows.every((r) => passing(r.verdict)) ? 'passed' : 'failed']);
  const cells = [head, ...body].map((row) => row.map(String));
  const widths = head.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const line = (row) => `| ${row.map((c, i) => (i === 0 || i === 6 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  return [line(cells[0]), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.slice(1).map(line)].join('\n');
}

function runTier(tier, prefix) {
  const started = Date.now();
  const log = createWriteStream(`reports/${tier}.log`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, TIERS[tier].args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk) => {
        log.write(chunk);
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop();
        for (const l of lines) process.stdout.write(`${prefix}${l}\n`);
      });
      stream.on('end', () => rest && process.stdout.write(`${prefix}${rest}\n`));
    }
    child.on('close', (code, signal) => {
      log.end();
      resolve({ tier, code: code ?? (signal ? 128 : 1), ms: Date.now() - started });
    });
  });
}

async function main() {
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const unknown = wanted.filter((t) => !(t in TIERS));
  if (unknown.length) {
    console.error(`unknown tier ${unknown.join(', ')}: the tiers are ${Object.keys(TIERS).join(', ')}`);
    process.exit(2);
  }
  const tiers = wanted.length ? Object.keys(TIERS).filter((t) => wanted.includes(t)) : Object.keys(TIERS);
  const started = Date.now();

  if (CI) {
    const needed = [...new Set(tiers.flatMap((t) => TIERS[t].needs))];
    const missing = (await Promise.all(needed.map(async (name) => [name, await SERVICE_CHECKS[name]()]))).filter(([, why]) => why);
    if (missing.length) {
      for (const [name, why] of missing) console.error(`[test] ${name} is missing under CI: ${why}`);
      console.error(`[test] under CI no tier skips for want of a service: start ${missing.map(([n]) => n).join(', ')} (bash .ci/run does) and run again`);
      process.exit(1);
    }
  }

  rmSync('reports', { recursive: true, force: true });
  mkdirSync('reports', { recursive: true });
  // The browser and cluster tiers serve the built app: build it once, before any tier needs it.
  if (tiers.includes('e2e') || tiers.includes('cluster')) {
    const t0 = Date.now();
    const { buildIfStale } = await import(pathToFileURL('scripts/build-if-stale.mjs').href);
    if (buildIfStale()) console.log(`[test] built the app in ${seconds(Date.now() - t0)}`);
  }

  const serial = process.env.TEST_SERIAL === '1';
  const phases = [...new Set(tiers.map((t) => TIERS[t].phase))].sort();
  const results = [];
  for (const phase of phases) {
    const group = tiers.filter((t) => TIERS[t].phase === phase);
    const together = !serial && group.length > 1;
    if (together) {
      console.log(`[test] ${group.map((t) => (TIERS[t].after && group.includes(TIERS[t].after) ? `(${t} after ${TIERS[t].after})` : t)).join(' beside ')}`);
      results.push(...(await runPhase(group, (t) => runTier(t, `[${t}] `))));
    } else {
      for (const t of group) results.push(await runTier(t, ''));
    }
  }

  const rows = results.map((r) => {
    const counts = countsOf(r.tier, read(`reports/${r.tier}.json`));
    return { ...r, counts, verdict: verdictOf({ code: r.code, counts, ci: CI }) };
  });
  const steps = (process.env.CI_STEPS ?? '')
    .split(',')
    .filter(Boolean)
    .map((s) => {
      const [name, secs] = s.split('=');
      return { name, ms: Number(secs) * 1000 };
    });
  const stepsMs = steps.reduce((n, s) => n + s.ms, 0);
  console.log(`\n${table(steps, rows, Date.now() - started + stepsMs)}`);
  const failed = rows.filter((r) => !passing(r.verdict));
  if (failed.length) console.log(`\n${failed.map((r) => `${r.tier}: ${r.verdict} (its whole output: reports/${r.tier}.log)`).join('\n')}`);
  // The closing line CI reads (docs/decisions/0003).
  const sum = (k) => totalOf(rows, k);
  console.log(`Tests: ${sum('passed')} passed, ${sum('failed')} failed${sum('skipped') ? `, ${sum('skipped')} skipped` : ''}`);
  if (failed.length) process.exit(1);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
