// Shared by the scripts that drive the real built server (bench:web, screens): a free port and waiting for health.
import { createServer } from 'node:net';

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
