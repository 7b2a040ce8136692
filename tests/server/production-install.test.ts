import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// Issue 25 item 5 (docs/decisions/0059): a production install (`npm ci --omit=dev`) has no vite and no browser
// packages. `npm start` there serves the dist/ built in an earlier step and never tries to build; without dist/ it
// stops at once and says so, instead of failing somewhere inside a build it cannot run.

const ROOT = path.resolve(import.meta.dirname, '../..');
type BuildIfStale = (root: string, options?: { force?: boolean }) => boolean;

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A checkout as a production install sees it: sources, an empty node_modules (no vite), maybe a dist/. */
function productionTree({ withDist }: { withDist: boolean }) {
  const root = mkdtempSync(path.join(tmpdir(), 'eternity-prod-'));
  dirs.push(root);
  mkdirSync(path.join(root, 'node_modules'));
  mkdirSync(path.join(root, 'src'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html>');
  writeFileSync(path.join(root, 'src', 'main.tsx'), 'export {};');
  if (withDist) {
    mkdirSync(path.join(root, 'dist'));
    writeFileSync(path.join(root, 'dist', 'index.html'), '<!doctype html><title>built</title>');
    // Older than every source: an install with vite would rebuild it.
    const past = new Date(Date.now() - 86_400_000);
    utimesSync(path.join(root, 'dist', 'index.html'), past, past);
  }
  return root;
}

describe('npm start in a production install (no vite)', () => {
  it('stops with a clear message, and builds nothing, when dist/ is missing', () => {
    const root = productionTree({ withDist: false });
    const res = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')], {
      cwd: root,
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('[start] dist/ is missing, and this is a production install (npm ci --omit=dev)');
    expect(res.stderr).toContain('npm ci && npm run build');
    expect(readdirSync(root).sort()).toEqual(['index.html', 'node_modules', 'src']);
  });

  it('serves the dist/ it has as it is, even when the sources look newer', async () => {
    const root = productionTree({ withDist: true });
    const { buildIfStale } = (await import(pathToFileURL(path.join(ROOT, 'scripts', 'build-if-stale.mjs')).href)) as {
      buildIfStale: BuildIfStale;
    };
    expect(buildIfStale(root)).toBe(false);
    expect(buildIfStale(root, { force: true })).toBe(false);
    expect(readdirSync(path.join(root, 'dist'))).toEqual(['index.html']);
  });
});
