import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 37 item 1: the logo's wordmark is outlined paths from our own font, not live text in the device's font.
const root = resolve(__dirname, '../../..');
const committed = readFileSync(join(root, 'src/assets/logo.svg'), 'utf8');

describe('the logo', () => {
  it('draws the wordmark as a path: no text element, no font named', () => {
    expect(committed).not.toMatch(/<text\b|font-family/);
    expect(committed).toMatch(/<title id="logo-t">Eternity<\/title>/);
    expect(committed.match(/<path /g)).toHaveLength(2);
  });

  it('is the output of `npm run gen:logo`, byte for byte', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'logo-')), 'logo.svg');
    const run = spawnSync(process.execPath, ['scripts/gen-logo.mjs', '--out', out], { cwd: root, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    expect(readFileSync(out, 'utf8'), 'run npm run gen:logo').toBe(committed);
  });
});
