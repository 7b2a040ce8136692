import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the repository's scripts, without types
import { countsOf, passing, runPhase, SERVICE_CHECKS, table, TIERS, verdictOf } from '../../../scripts/test.mjs';

// `npm test`'s verdicts and table (scripts/test.mjs, docs/decisions/0073).
describe('the test runner', () => {
  const ok = { tests: 10, passed: 10, failed: 0, skipped: 0 };

  it('passes a tier only with a report, no failure, exit 0 and something run', () => {
    expect(verdictOf({ code: 0, counts: ok, ci: true })).toBe('passed');
    expect(verdictOf({ code: 1, counts: null, ci: false })).toBe('failed: no report (exit 1)');
    expect(verdictOf({ code: 1, counts: { ...ok, passed: 9, failed: 1 }, ci: false })).toBe('failed');
    expect(verdictOf({ code: 1, counts: ok, ci: false })).toBe('failed: exit 1');
    expect(verdictOf({ code: 0, counts: { tests: 0, passed: 0, failed: 0, skipped: 0 }, ci: false })).toBe('failed: nothing ran');
  });

  it('fails a tier that skips anything under CI, and lets it skip elsewhere', () => {
    const skipping = { tests: 10, passed: 8, failed: 0, skipped: 2 };
    expect(verdictOf({ code: 0, counts: skipping, ci: true })).toBe('failed: 2 skipped under CI');
    expect(verdictOf({ code: 0, counts: skipping, ci: false })).toBe('passed');
    // Every test skipped (the cluster on a machine without PostgreSQL): not a failure there, a failure under CI.
    const allSkipped = { tests: 9, passed: 0, failed: 0, skipped: 9 };
    expect(verdictOf({ code: 0, counts: allSkipped, ci: false })).toBe('skipped');
    expect(passing('skipped')).toBe(true);
    expect(verdictOf({ code: 0, counts: allSkipped, ci: true })).toBe('failed: 9 skipped under CI');
    expect(passing('failed: nothing ran')).toBe(false);
  });

  it("reads vitest's and Playwright's reports alike", () => {
    expect(countsOf('unit', { numTotalTests: 5, numPassedTests: 3, numFailedTests: 1, numPendingTests: 1, numTodoTests: 0 })).toEqual({ tests: 5, passed: 3, failed: 1, skipped: 1 });
    expect(countsOf('e2e', { stats: { expected: 4, unexpected: 1, flaky: 1, skipped: 2 } })).toEqual({ tests: 8, passed: 4, failed: 2, skipped: 2 });
    expect(countsOf('server', null)).toBeNull();
  });

  it('prints CI steps, every tier and the total in one table', () => {
    const rows = [
      { tier: 'unit', counts: ok, ms: 65_000, verdict: 'passed' },
      { tier: 'e2e', counts: { tests: 3, passed: 2, failed: 1, skipped: 0 }, ms: 600_000, verdict: 'failed' },
    ];
    const lines = table([{ name: 'lint', ms: 19_000 }], rows, 700_000).split('\n');
    expect(lines[0]).toMatch(/^\| step +\| tests \| passed \| failed \| skipped \| +wall \| result \|$/);
    expect(lines[2]).toMatch(/^\| lint .*0:19/);
    expect(lines[3]).toMatch(/^\| unit +\| +10 \| +10 \| +0 \| +0 \| +1:05 \| passed/);
    expect(lines.at(-1)).toMatch(/^\| total +\| +13 \| +12 \| +1 \| +0 \| +11:40 \| failed/);
  });

  it('names a service that every tier needing it can check', () => {
    const needed = new Set(Object.values(TIERS as Record<string, { needs: string[] }>).flatMap((t) => t.needs));
    expect([...needed].sort()).toEqual(['Chromium', 'HAProxy', 'PostgreSQL', 'Redis']);
    for (const name of needed) expect(typeof (SERVICE_CHECKS as Record<string, unknown>)[name]).toBe('function');
  });

  it('names Redis when its URL is missing or nothing answers there', async () => {
    const before = process.env.TEST_REDIS_URL;
    try {
      delete process.env.TEST_REDIS_URL;
      expect(await SERVICE_CHECKS.Redis()).toBe('TEST_REDIS_URL is not set');
      process.env.TEST_REDIS_URL = 'redis://127.0.0.1:1';
      expect(await SERVICE_CHECKS.Redis()).toMatch(/^cannot connect to redis:\/\/127\.0\.0\.1:1/);
    } finally {
      if (before === undefined) delete process.env.TEST_REDIS_URL;
      else process.env.TEST_REDIS_URL = before;
    }
  });

  it('runs a phase side by side, the cluster only once the server suite has finished', async () => {
    const events: string[] = [];
    const finish: Record<string, () => void> = {};
    const run = (t: string) =>
      new Promise<string>((resolve) => {
        events.push(`start ${t}`);
        finish[t] = () => {
          events.push(`end ${t}`);
          resolve(t);
        };
      });
    const tick = () => new Promise((r) => setTimeout(r, 0));
    const phase = runPhase(['unit', 'server', 'cluster'], run) as Promise<string[]>;
    await tick();
    expect(events).toEqual(['start unit', 'start server']);
    finish.server!();
    await tick();
    expect(events).toEqual(['start unit', 'start server', 'end server', 'start cluster']);
    finish.cluster!();
    finish.unit!();
    expect(await phase).toEqual(['unit', 'server', 'cluster']);

    // Chosen without the server suite, the cluster waits for nothing.
    events.length = 0;
    const alone = runPhase(['cluster'], run) as Promise<string[]>;
    await tick();
    expect(events).toEqual(['start cluster']);
    finish.cluster!();
    expect(await alone).toEqual(['cluster']);
    expect((TIERS as Record<string, { after?: string }>).cluster!.after).toBe('server');
  });
});
