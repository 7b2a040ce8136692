import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

// A search for a file name finds one file: no two source files under src/ share a name, index files aside.
const SRC = join(import.meta.dirname, '../../../src');
const SOURCE = /\.(ts|tsx|js|jsx|mjs|css)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) && !entry.name.startsWith('index.') ? [path] : [];
  });
}

it('gives every source file under src/ a name of its own (index files aside)', () => {
  const byName = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const name = file.slice(file.lastIndexOf('/') + 1);
    byName.set(name, [...(byName.get(name) ?? []), relative(SRC, file)]);
  }
  const duplicates = [...byName].filter(([, files]) => files.length > 1).map(([name, files]) => `${name}: ${files.join(', ')}`);
  expect(duplicates).toEqual([]);
});
