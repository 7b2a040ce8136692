import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The team portraits of /aboutus are drawn by scripts/gen-portraits.mjs (one style enforced by code, issue 13 item 2):
// the committed files must be exactly what the script writes, so a hand edit, or a script change not re-run, fails here.
const root = process.cwd();
const committed = resolve(root, 'src/assets/team');
const out = mkdtempSync(join(tmpdir(), 'portraits-'));

afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('team portraits', () => {
  it('are the output of `npm run gen:portraits`, byte for byte', () => {
    const run = spawnSync(process.execPath, ['scripts/gen-portraits.mjs', '--out', out], { cwd: root, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    const generated = readdirSync(out).sort();
    expect(readdirSync(committed).filter((f) => f.endsWith('.svg')).sort()).toEqual(generated);
    expect(generated).toEqual(['aarav-mehta.svg', 'layla-haddad.svg', 'oliver-grant.svg', 'omar-siddiqui.svg', 'priya-raman.svg']);
    for (const file of generated) {
      expect(readFileSync(join(committed, file), 'utf8'), `${file}: run npm run gen:portraits`).toBe(readFileSync(join(out, file), 'utf8'));
    }
  });

  it('share one frame and stay small', () => {
    for (const file of readdirSync(committed)) {
      const svg = readFileSync(join(committed, file), 'utf8');
      expect(svg, file).toMatch(/^<svg [^>]*viewBox="0 0 240 240"/);
      expect(Buffer.byteLength(svg), file).toBeLessThan(6 * 1024);
    }
  });
});
