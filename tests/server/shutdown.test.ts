import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { EVERY_DB_KIND, type DbKind } from './helpers';

// Issue 25 item 3 (docs/decisions/0057), for real: `npm start` (scripts/start.mjs, which forwards signals to the
// server it runs) as a child process; a slow request is under way when SIGTERM arrives; ready turns 503 at once while
// the slow request still completes with 200 after the listener has closed; the whole chain exits 0 within the timeout.

const ROOT = path.resolve(import.meta.dirname, '../..');
const DRAIN_DELAY_MS = 3_000;
const TIMEOUT_MS = 15_000;
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

const dirs: string[] = [];
const children: ChildProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const cleanup of cleanups) await cleanup();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A status over a fresh connection (no keep-alive), or the connection error's code. */
function statusOf(port: number, urlPath: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: urlPath, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? String(err)));
    req.end();
  });
}

/** Whatever the server writes back to a raw request, until it closes the connection. */
function rawReply(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    let reply = '';
    socket.on('data', (d: Buffer) => (reply += d.toString()));
    socket.on('close', () => resolve(reply));
    socket.on('error', (err: NodeJS.ErrnoException) => (reply ? resolve(reply) : reject(err)));
  });
}

/** A database of its own for a PostgreSQL run: created here, dropped after. */
async function postgresUrl(): Promise<string> {
  const name = `shutdown_${randomBytes(5).toString('hex')}`;
  const admin = postgres(TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  cleanups.push(async () => {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

interface Started {
  child: ChildProcess;
  port: number;
  /** Everything the chain printed so far. */
  out(): string;
  exited: Promise<{ code: number | null; at: number }>;
}

/** `npm start` (scripts/start.mjs --no-build) on a fresh DATA_DIR, once /api/health/ready answers 200. */
async function startServer(kind: DbKind, env: Record<string, string>): Promise<Started> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'eternity-shutdown-'));
  dirs.push(dataDir);
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      ENV_FILE: 'none',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'no-dist'),
      SEED_DEMO: '0',
      APP_MODE: 'local',
      ...(kind === 'postgres' ? { DATABASE_URL: await postgresUrl() } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.once('exit', (code) => resolve({ code, at: Date.now() })));
  // Up and ready (live needs nothing, ready needs the database and the migrations); a loaded machine starts slowly.
  const deadline = Date.now() + 100_000;
  while ((await statusOf(port, '/api/health/ready')) !== 200) {
    expect(Date.now() < deadline, out).toBe(true);
    expect(child.exitCode, out).toBeNull();
    await sleep(200);
  }
  return { child, port, out: () => out, exited };
}

/** A booking whose body arrives in two parts: the first now, the rest when `finish()` is called. */
function slowBooking(port: number) {
  const body = JSON.stringify({
    name: 'Slow Sender',
    companyName: 'Drip Feed Ltd',
    businessEmail: 'slow@drip-feed.example',
    phoneNumber: '+919876543210',
    message: 'This body arrives in two parts.',
  });
  let finish = () => {};
  const reply = new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/meta/book-demo',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), token: 'dev-contact-token', versionNumber: 'v2' },
      },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, 20));
    finish = () => req.end(body.slice(20));
  });
  return { reply, finish: () => finish() };
}

describe.each(EVERY_DB_KIND)('SIGTERM on %s', (kind: DbKind) => {
  it(
    'ready turns 503 first, a slow request in flight completes with 200, and `npm start` exits 0 within the timeout',
    async () => {
      const { child, port, out: printed, exited } = await startServer(kind, {
        SHUTDOWN_DRAIN_DELAY_MS: String(DRAIN_DELAY_MS),
        SHUTDOWN_TIMEOUT_MS: String(TIMEOUT_MS),
      });
      expect(await statusOf(port, '/api/health/live')).toBe(200);
      // What Node's parser refuses before routing still gets the API's error shape (server/src/client-errors.ts).
      const oversized = await rawReply(port, `GET /api/health/ready HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      expect(oversized).toMatch(/^HTTP\/1\.1 431 /);
      expect(JSON.parse(oversized.split('\r\n\r\n')[1]!)).toMatchObject({ message: expect.stringContaining('headers are too large') });
      const malformed = await rawReply(port, 'GET /api/health/live HTTP/1.1\r\nHost x\r\n\r\n');
      expect(malformed).toMatch(/^HTTP\/1\.1 400 /);
      expect(JSON.parse(malformed.split('\r\n\r\n')[1]!)).toMatchObject({ message: 'Malformed HTTP request' });
      const slow = slowBooking(port);
      await sleep(300); // the server has the request in hand

      const signalledAt = Date.now();
      child.kill('SIGTERM'); // to scripts/start.mjs, which forwards it
      // Ready is 503 well before the listener closes; live still answers.
      let ready: number | string = 200;
      while (ready === 200 && Date.now() - signalledAt < DRAIN_DELAY_MS) {
        ready = await statusOf(port, '/api/health/ready');
        if (ready === 200) await sleep(50);
      }
      expect(ready, printed()).toBe(503);
      expect(Date.now() - signalledAt).toBeLessThan(DRAIN_DELAY_MS);
      expect(await statusOf(port, '/api/health/live')).toBe(200);

      // After the drain delay the listener closes: new connections are refused while the slow request waits.
      let live: number | string = 200;
      while (live !== 'ECONNREFUSED' && Date.now() - signalledAt < TIMEOUT_MS) {
        live = await statusOf(port, '/api/health/live');
        if (live !== 'ECONNREFUSED') await sleep(100);
      }
      expect(live, printed()).toBe('ECONNREFUSED');
      expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(DRAIN_DELAY_MS);
      expect(child.exitCode).toBeNull();

      // Only now does the rest of the slow request's body arrive: it is answered in full.
      slow.finish();
      expect(await slow.reply, printed()).toEqual({ status: 200, text: expect.stringContaining('Successully sent email.') });

      const { code, at } = await exited;
      expect(code, printed()).toBe(0);
      expect(at - signalledAt).toBeLessThan(TIMEOUT_MS);
      expect(printed()).toMatch(/shutting down: not ready; draining/);
      expect(printed()).toMatch(/listener closed; stopping the queues/);
    },
    180_000,
  );
});

describe('SIGTERM with a request that never finishes', () => {
  it(
    'the process still exits within SHUTDOWN_TIMEOUT_MS, with code 1 and a line saying why',
    async () => {
      const timeoutMs = 4_000;
      const { child, port, out: printed, exited } = await startServer('pglite', {
        SHUTDOWN_DRAIN_DELAY_MS: '500',
        SHUTDOWN_TIMEOUT_MS: String(timeoutMs),
      });
      const stuck = slowBooking(port); // its body never completes
      const cut = stuck.reply.then(
        () => 'answered',
        () => 'cut',
      );
      await sleep(300);
      const signalledAt = Date.now();
      child.kill('SIGTERM');
      const { code, at } = await exited;
      expect(code, printed()).toBe(1);
      expect(at - signalledAt).toBeLessThan(timeoutMs + 1_000); // a loaded machine's timers run a little late
      expect(printed()).toMatch(/shutdown timed out: closing the connections still open/);
      expect(await cut).toBe('cut');
    },
    180_000,
  );
});
