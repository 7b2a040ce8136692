import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../../server/src/env';
import { silentLogger } from '../../server/src/logger';
import { createOutboxMailer } from '../../server/src/mail/outbox';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'eternity-env-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const config = loadEnv({ DATA_DIR: tempDir(), JWT_SECRET: 'x'.repeat(32) });
    expect(config).toMatchObject({
      production: false,
      port: 3000,
      host: '0.0.0.0',
      accessTokenTtl: 900,
      refreshTokenTtl: 30 * 24 * 3600,
      seedDemo: true,
      identityProvider: 'local',
      contactApiToken: 'dev-contact-token',
      logLevel: 'info',
      localTestPhones: {},
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(path.isAbsolute(config.staticDir)).toBe(true);
  });

  it('parses flags, numbers and test phones, and treats blank values as unset', () => {
    const config = loadEnv({
      DATA_DIR: tempDir(),
      JWT_SECRET: 'x'.repeat(32),
      PORT: '4000',
      SEED_DEMO: '0',
      DATABASE_URL: '',
      LOCAL_TEST_PHONES: '+919876543210:123456, +15555550100:654321',
      NODE_ENV: 'production',
    });
    expect(config.port).toBe(4000);
    expect(config.seedDemo).toBe(false);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.production).toBe(true);
    expect(config.localTestPhones).toEqual({ '+919876543210': '123456', '+15555550100': '654321' });
  });

  it('rejects invalid values with the variable named', () => {
    expect(() => loadEnv({ DATA_DIR: tempDir(), JWT_SECRET: 'x'.repeat(32), PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadEnv({ DATA_DIR: tempDir(), JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => loadEnv({ DATA_DIR: tempDir(), JWT_SECRET: 'x'.repeat(32), IDENTITY_PROVIDER: 'okta' })).toThrow(
      /IDENTITY_PROVIDER/,
    );
  });

  it('without JWT_SECRET generates one and keeps it in DATA_DIR across restarts', () => {
    const dataDir = tempDir();
    const first = loadEnv({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(64);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(loadEnv({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
    expect(loadEnv({ DATA_DIR: tempDir() }).jwtSecret).not.toBe(first);
  });
});

describe('outbox mailer', () => {
  it('appends one JSON line per message to DATA_DIR/outbox.jsonl', async () => {
    const dataDir = tempDir();
    const mailer = createOutboxMailer(dataDir, silentLogger, () => new Date('2025-01-02T03:04:05Z'));
    await mailer.send({ to: 'sales@example.com', subject: 'Demo booked', text: 'Hello' });
    await mailer.send({ to: 'sales@example.com', subject: 'Second', text: 'Again', replyTo: 'a@example.com' });
    const lines = readFileSync(path.join(dataDir, 'outbox.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(lines).toEqual([
      { time: '2025-01-02T03:04:05.000Z', to: 'sales@example.com', subject: 'Demo booked', text: 'Hello' },
      { time: '2025-01-02T03:04:05.000Z', to: 'sales@example.com', subject: 'Second', text: 'Again', replyTo: 'a@example.com' },
    ]);
  });
});
