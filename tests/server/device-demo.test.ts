import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { DevicesReplySchema } from '@contract/metaverse-user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCliArgs, runDeviceDemo, type DeviceDemoOptions } from '../../scripts/device-demo/lib';
import { DB_KINDS, makeTestApp, type TestApp } from './helpers';
import { loginMetaverseUser } from './user-session';

// `npm run device-demo` (scripts/device-demo): its module driven against the in-process app with the test clock, on
// every database, and the command itself against the app on a real port.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SITE = 'http://localhost:3000';

/** A run of the module against `t`: the app as fetch, a sleep that moves the test clock, every line captured. */
function demoAgainst(t: TestApp, onSleep: (ms: number, n: number) => Promise<number | void> | number | void = () => {}) {
  const lines: string[] = [];
  const errors: string[] = [];
  const sleeps: number[] = [];
  /** The test clock at each poll of device/token, in seconds since the code was issued. */
  const polls: number[] = [];
  let issuedAt = 0;
  const options: DeviceDemoOptions = {
    baseUrl: SITE,
    name: 'Lobby kiosk',
    platform: 'VR',
    fetch: (async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/api/device/code')) issuedAt = t.clock().getTime();
      if (url.endsWith('/api/device/token')) polls.push((t.clock().getTime() - issuedAt) / 1000);
      return t.app.request(url, init);
    }) as typeof fetch,
    // The sleep is the screen's clock: it moves the server's clock by as many seconds as it waited, unless the test
    // says otherwise (a screen polling too early).
    sleep: async (ms) => {
      sleeps.push(ms);
      const seconds = await onSleep(ms, sleeps.length);
      t.clock.advance(typeof seconds === 'number' ? seconds : ms / 1000);
    },
    print: (line) => lines.push(line),
    printError: (line) => errors.push(line),
  };
  /** The user code, read off the printed link the way a person would follow it. */
  const shownCode = () => /\/code\?code=([A-Z0-9]{6})$/.exec(lines.find((l) => l.includes('/code?code=')) ?? '')?.[1];
  return { options, lines, errors, sleeps, polls, shownCode };
}

describe.each(DB_KINDS)('npm run device-demo (module) on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ kind });
  });
  afterAll(() => t?.close());

  const approve = (token: string, code: string) => t.request('POST', '/api/user/code', { token, body: { code, decision: 'allow' } });
  const deny = (token: string, code: string) => t.request('POST', '/api/user/code', { token, body: { code, decision: 'deny' } });

  it('shows the code and its /code link, polls at the interval, +5 s on slow_down, and signs in once a user enters it', async () => {
    const person = await loginMetaverseUser(t, { name: 'Kiosk Owner' });
    let approval: Awaited<ReturnType<typeof approve>> | undefined;
    const demo = demoAgainst(t, async (_ms, n) => {
      // 2nd wait: the screen polls after 2 s instead of 5 → slow_down. 4th wait: the person enters the code.
      if (n === 2) return 2;
      if (n === 4) approval = await approve(person.accessToken, demo.shownCode()!);
    });

    const result = await runDeviceDemo(demo.options);

    const code = demo.shownCode()!;
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    expect(approval?.status, approval?.text).toBe(200);
    expect(demo.lines).toEqual([
      `Asking ${SITE} for a device code for "Lobby kiosk" (VR)…`,
      '',
      `  Code: ${code.slice(0, 3)}-${code.slice(3)}`,
      `  Enter it at ${SITE}/code?code=${code}`,
      '  (signed in to Eternity City; the code works for 10 minutes)',
      '',
      'Poll 1: waiting for the code to be entered (checking every 5 s).',
      'Poll 2: the server asked to slow down; checking every 10 s from now on.',
      'Poll 3: waiting for the code to be entered (checking every 10 s).',
      `Signed in as Kiosk Owner (${person.email}).`,
      'Access and refresh tokens received (not shown).',
    ]);
    expect(demo.errors).toEqual([]);
    // The waits the screen chose, and when the server saw each poll: every 5 s, then every 10 s after slow_down.
    expect(demo.sleeps).toEqual([5000, 5000, 10000, 10000]);
    expect(demo.polls).toEqual([5, 7, 17, 27]);

    expect(result).toMatchObject({ outcome: 'signed-in', exitCode: 0, user: { _id: person.user._id, email: person.email } });
    if (result.outcome !== 'signed-in') throw new Error('not signed in');
    // The tokens are the device's own session, handed to the caller and never printed.
    const me = await t.request('GET', '/api/user', { token: result.accessToken });
    expect(me.status, me.text).toBe(200);
    expect(me.body.data.user._id).toBe(person.user._id);
    expect((await t.request('PATCH', '/api/user/refresh-token', { body: { refreshToken: result.refreshToken } })).status).toBe(200);
    for (const line of demo.lines) {
      expect(line).not.toContain(result.accessToken);
      expect(line).not.toContain(result.refreshToken);
    }

    const devices = DevicesReplySchema.parse((await t.request('GET', '/api/user/devices', { token: person.accessToken })).body).devices;
    expect(devices).toMatchObject([{ name: 'Lobby kiosk', platform: 'VR' }]);
  });

  it('a code nobody enters expires: "expired", exit code 1, and how to get a new one', async () => {
    const demo = demoAgainst(t, () => 601); // the first wait outlasts the code's 600 s
    const result = await runDeviceDemo(demo.options);
    expect(result).toEqual({ outcome: 'expired', exitCode: 1 });
    const code = demo.shownCode()!;
    expect(demo.errors).toEqual([
      `The code ${code.slice(0, 3)}-${code.slice(3)} expired before it was entered. Run \`npm run device-demo\` again for a new code.`,
    ]);
    expect(demo.lines.some((l) => l.startsWith('Signed in'))).toBe(false);
    expect(demo.polls).toEqual([601]);
  });

  it('Ctrl-C while waiting stops cleanly without another poll', async () => {
    const stop = new AbortController();
    const demo = demoAgainst(t, () => stop.abort());
    const result = await runDeviceDemo({ ...demo.options, signal: stop.signal });
    expect(result).toEqual({ outcome: 'cancelled', exitCode: 130 });
    expect(demo.lines.at(-1)).toBe('Stopped.');
    expect(demo.polls).toEqual([]);
    expect(demo.errors).toEqual([]);
  });

  it('access_denied ends the run with exit code 1: the person denied the screen at /code', async () => {
    const person = await loginMetaverseUser(t);
    const stop = new AbortController();
    let denial: Awaited<ReturnType<typeof deny>> | undefined;
    const demo = demoAgainst(t, async (_ms, n) => {
      if (n === 2) denial = await deny(person.accessToken, demo.shownCode()!);
      if (n > 4) stop.abort(); // the old server never says access_denied: do not poll forever
    });
    const result = await runDeviceDemo({ ...demo.options, signal: stop.signal });
    expect(denial?.status, denial?.text).toBe(200);
    expect(result).toEqual({ outcome: 'denied', exitCode: 1 });
    expect(demo.lines.at(-1)).toBe('Poll 1: waiting for the code to be entered (checking every 5 s).');
    expect(demo.errors).toEqual(['The sign-in was refused (access_denied). Run `npm run device-demo` again for a new code.']);
    expect(demo.polls).toEqual([5, 10]);
  });
});

describe('npm run device-demo (module): answers it cannot use', () => {
  const run = async (fetch: typeof globalThis.fetch) => {
    const lines: string[] = [];
    const errors: string[] = [];
    const result = await runDeviceDemo({
      baseUrl: SITE,
      fetch,
      sleep: async () => {},
      print: (l) => lines.push(l),
      printError: (l) => errors.push(l),
    });
    return { result, lines, errors };
  };

  it('a server that is not running: one line, exit code 1', async () => {
    const refused = Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) });
    const { result, errors } = await run(async () => {
      throw refused;
    });
    expect(result).toEqual({ outcome: 'failed', exitCode: 1 });
    expect(errors).toEqual([`Cannot reach the server at ${SITE} (connection refused): start it with \`npm start\`, or give its address with --url.`]);
  });

  it('a page that is not the API, and a 429 with its wait', async () => {
    const page = await run(async () => new Response('<!doctype html><p>Not found</p>', { status: 404 }));
    expect(page.result.exitCode).toBe(1);
    expect(page.errors).toEqual([
      `The server at ${SITE} answered device/code with HTTP 404 and no API reply: is --url the address the site is served at?`,
    ]);
    const busy = { message: 'Too many requests', errors: { details: [{ message: 'Too many requests', path: [] }] } };
    const limited = await run(async () => Response.json(busy, { status: 429, headers: { 'retry-after': '42' } }));
    expect(limited.errors).toEqual(['The server refused device/code (HTTP 429): Too many requests; try again in 42 s.']);
  });
});

describe('npm run device-demo: arguments', () => {
  it('--url, --name, --platform; DEVICE_DEMO_URL; defaults; bad ones named', () => {
    expect(parseCliArgs(['--url', 'http://127.0.0.1:5173/', '--name', 'Lobby kiosk', '--platform', 'WINDOWS'], {})).toEqual({
      help: false,
      baseUrl: 'http://127.0.0.1:5173',
      name: 'Lobby kiosk',
      platform: 'WINDOWS',
    });
    expect(parseCliArgs([], { DEVICE_DEMO_URL: 'https://city.example' })).toMatchObject({ baseUrl: 'https://city.example' });
    expect(parseCliArgs([], {})).toEqual({ help: false, baseUrl: 'http://localhost:3000', name: 'Device demo', platform: 'VR' });
    expect(parseCliArgs(['--help'], {})).toEqual({ help: true });
    expect(() => parseCliArgs(['--url', 'localhost:3000'], {})).toThrow('--url must be an http(s) address');
    expect(() => parseCliArgs(['--colour'], {})).toThrow("Unknown option '--colour'");
  });
});

describe('npm run device-demo (the command) against a real port', () => {
  let t: TestApp;
  let server: ReturnType<typeof serve>;
  let url: string;
  beforeAll(async () => {
    t = await makeTestApp();
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => server?.close(r));
    await t?.close();
  });

  /** The command as `npm run device-demo` runs it (the tsx CLI), calling `onLine` for each line it prints. */
  function command(args: string[], onLine: (line: string) => void = () => {}) {
    const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/device-demo.ts', ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => {
      const before = out.split('\n').length - 1;
      out += d.toString();
      for (const line of out.split('\n').slice(before, -1)) onLine(line);
    });
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    return { child, exited, out: () => out, err: () => err };
  }

  it('signs a kiosk in: the code on screen, a user enters it, the device is theirs; exit 0', { timeout: 60_000 }, async () => {
    const person = await loginMetaverseUser(t);
    let approved: Promise<unknown> | undefined;
    const run = command(['--url', url, '--name', 'Lobby kiosk'], (line) => {
      const code = /\/code\?code=([A-Z0-9]{6})$/.exec(line)?.[1];
      if (code) approved = t.request('POST', '/api/user/code', { token: person.accessToken, body: { code, decision: 'allow' } });
    });
    expect(await run.exited, run.out() + run.err()).toBe(0);
    await approved;
    expect(run.out()).toContain(`  Enter it at ${url}/code?code=`);
    expect(run.out()).toContain(`Signed in as City Person (${person.email}).`);
    expect(run.err()).toBe('');
    const devices = DevicesReplySchema.parse((await t.request('GET', '/api/user/devices', { token: person.accessToken })).body).devices;
    expect(devices).toMatchObject([{ name: 'Lobby kiosk', platform: 'VR' }]);
  });

  it('Ctrl-C stops it cleanly (exit 130, no stack); a server that is not there is one line (exit 1)', { timeout: 60_000 }, async () => {
    const waiting = command(['--url', url], (line) => {
      if (line.includes('/code?code=')) waiting.child.kill('SIGINT');
    });
    expect(await waiting.exited, waiting.out() + waiting.err()).toBe(130);
    expect(waiting.out().trim().split('\n').at(-1)).toBe('Stopped.');
    expect(waiting.err()).toBe('');

    const closed = serve({ fetch: () => new Response(), port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => closed.once('listening', r));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((r) => closed.close(r));
    const down = command(['--url', deadUrl]);
    expect(await down.exited).toBe(1);
    expect(down.err()).toBe(`Cannot reach the server at ${deadUrl} (connection refused): start it with \`npm start\`, or give its address with --url.\n`);
  });
});
