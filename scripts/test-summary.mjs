// Adds up the three suites' JSON reports and prints one closing line: 'Tests: N passed, N failed'.
import { existsSync, readFileSync } from 'node:fs';

const read = (f) => (existsSync(f) ? JSON.parse(readFileSync(f, 'utf8')) : null);
let passed = 0;
let failed = 0;
let skipped = 0;
const lines = [];
for (const name of ['unit', 'server', 'cluster']) {
  const r = read(`reports/${name}.json`);
  if (!r) continue;
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  lines.push(`${name}: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
}
const e2e = read('reports/e2e.json');
if (e2e) {
  const s = e2e.stats;
  passed += s.expected + s.flaky;
  failed += s.unexpected;
  skipped += s.skipped;
  lines.push(`e2e: ${s.expected + s.flaky} passed, ${s.unexpected} failed`);
}
console.log(`\n${lines.join('\n')}`);
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
if (failed > 0 || passed === 0) process.exit(1);
