// Builds the SPA when dist/ is missing or older than its sources, so `npm start` on a fresh clone just works.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'src', 'contract', 'public', 'index.html', 'city', 'vite.config.ts', 'tailwind.config.ts', 'package-lock.json',
  'scripts/prerender.mjs', 'scripts/public-routes.json',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/**
 * Returns true when a build ran. Throws when the build fails, or when dist/ is missing from an install without the
 * build tools (`npm ci --omit=dev`: vite and the browser packages are devDependencies, decision 0059) — such an
 * install serves the dist/ built in an earlier step as it is and never tries to build.
 */
export function buildIfStale(root = process.cwd(), { force = false } = {}) {
  const index = join(root, 'dist', 'index.html');
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  if (!existsSync(vite)) {
    if (!existsSync(index)) {
      throw new Error(
        'dist/ is missing, and this is a production install (npm ci --omit=dev) without the build tools to make it. ' +
          'Build it first where the dev dependencies are installed (npm ci && npm run build), bring dist/ here, then npm start.',
      );
    }
    console.log('[start] production install (no build tools): serving the dist/ built earlier as it is');
    return false;
  }
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  const sourcesAt = Math.max(...SOURCES.map((s) => newestMtime(join(root, s))));
  if (!force && builtAt > sourcesAt) return false;
  console.log(builtAt ? '[start] sources changed since the last build: rebuilding the app…' : '[start] building the app…');
  const res = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (res.status !== 0) throw new Error('vite build failed');
  const pre = spawnSync(process.execPath, [join(root, 'scripts', 'prerender.mjs')], { cwd: root, stdio: 'inherit' });
  if (pre.status !== 0) throw new Error('prerendering the public pages failed');
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildIfStale(process.cwd(), { force: process.argv.includes('--force') });
}
