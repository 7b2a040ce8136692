// Shared by the scripts that drive the real built server (bench:web, screens): a free port, waiting for health, and
// the built product started on both.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A TCP port nobody listens on right now; with SCRIPT_PORT set (a shared machine where each user keeps to a range),
 * that port, then the next, and so on.
 */
let pinned = Number(process.env.SCRIPT_PORT) || 0;
export const freePort = () =>
  pinned ? Promise.resolve(pinned++) : new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

/** Resolves once `${base}/api/health` answers 200; rejects when `child` exits first or after `timeoutMs`. */
export async function waitForHealth(base, child, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('server did not become healthy in time');
}

/**
 * The built product as `npm start` runs it (scripts/start.mjs), on a free port with a temporary DATA_DIR, healthy when
 * this resolves; `stop()` ends it and removes the directory. `label` names the directory (`eternity-<label>-…`).
 */
export async function startBuilt(label, env = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `eternity-${label}-`));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, child);
  } catch (err) {
    stop();
    throw err;
  }
  return { base, child, stop };
}
