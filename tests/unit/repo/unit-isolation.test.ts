import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

// The unit files share a module graph per worker (vite.config.ts, docs/decisions/0075); a file that replaces a module
// or a global would replace it for the files after it, so it must be in UNIT_ISOLATED, which runs each on its own.
const ROOT = join(import.meta.dirname, '../../..');
const REPLACES = /\bvi\.(mock|doMock|resetModules|stubGlobal)\(/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(ROOT, path)] : [];
  });
}

it('runs every unit file that replaces a module or a global in the isolated project, and only those', () => {
  const config = readFileSync(join(ROOT, 'vite.config.ts'), 'utf8');
  const list = /export const UNIT_ISOLATED = \[([^\]]*)\]/.exec(config)?.[1];
  expect(list, 'UNIT_ISOLATED in vite.config.ts').toBeDefined();
  const isolated = [...list!.matchAll(/'([^']+)'/g)].map((m) => m[1]).sort();
  const replacing = testFiles(join(ROOT, 'tests/unit'))
    .filter((file) => REPLACES.test(readFileSync(join(ROOT, file), 'utf8')))
    .sort();
  expect(isolated).toEqual(replacing);
});
