import { describe, expect, it } from 'vitest';
import { batchedLines, createLogger } from '../../server/src/logger';

describe('log lines', () => {
  it('are written as one chunk per event-loop turn, each a JSON line, in order', async () => {
    const chunks: string[] = [];
    const logger = createLogger('info', batchedLines((chunk) => chunks.push(chunk)));
    logger.info('one', { n: 1 });
    logger.debug('below the level');
    logger.warn('two');
    expect(chunks).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks).toHaveLength(1);
    const lines = chunks[0]!.split('\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(0, -1).map((l) => JSON.parse(l))).toMatchObject([
      { level: 'info', msg: 'one', n: 1 },
      { level: 'warn', msg: 'two' },
    ]);
    logger.error('three');
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks).toHaveLength(2);
    expect(JSON.parse(chunks[1]!)).toMatchObject({ level: 'error', msg: 'three' });
  });
});
