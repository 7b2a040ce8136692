// import-x/no-cycle skips type-only imports (hard-coded, no option), so a cycle closed by `import type` passes it.
// This rule reports such cycles: from each type-only import of a file it follows every import (type, value, dynamic)
// of src/ and reports the import when the path leads back to the file. Value-only cycles stay import-x's to report.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const ALIASES = [['@/', join(ROOT, 'src')], ['@contract/', join(ROOT, 'contract')]];
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveSource(source, fromFile) {
  let base;
  if (source.startsWith('.')) base = resolve(dirname(fromFile), source);
  else {
    const alias = ALIASES.find(([prefix]) => source.startsWith(prefix));
    if (!alias) return null;
    base = join(alias[1], source.slice(alias[0].length));
  }
  if (/\.(ts|tsx)$/.test(base) && existsSync(base)) return base;
  for (const ext of EXTENSIONS) if (existsSync(base + ext)) return base + ext;
  return null;
}

const importsOf = new Map();
function imports(file) {
  if (!importsOf.has(file)) {
    const text = readFileSync(file, 'utf8');
    const found = [...text.matchAll(IMPORT)].map((m) => resolveSource(m[1] ?? m[2], file)).filter(Boolean);
    importsOf.set(file, found);
  }
  return importsOf.get(file);
}

function leadsBack(start, target) {
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length) {
    const file = queue.shift();
    if (file === target) return true;
    for (const next of imports(file)) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return false;
}

const typeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));

export default {
  meta: { type: 'problem', messages: { cycle: 'Type-only dependency cycle via "{{source}}"' }, schema: [] },
  create(context) {
    const file = context.physicalFilename;
    const check = (node) => {
      if (!node.source || !typeOnly(node)) return;
      const target = resolveSource(node.source.value, file);
      if (target && leadsBack(target, file)) context.report({ node, messageId: 'cycle', data: { source: node.source.value } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
