import { serve } from '@hono/node-server';
import { createApp, type AppDeps } from './app';
import { createDatabase } from './db/client';
import { migrate } from './db/migrate';
import { makeDataDirPrivate } from './data-dir';
import { loadDotEnv, loadEnv } from './env';
import { createIdentity } from './identity';
import { createLogger } from './logger';
import { createMailer } from './mail';
import { createMailWorker } from './mail/worker';
import { createWebhookWorker } from './webhooks/worker';
import { createAuditPurge } from './audit/retention';
import { createRateLimiter } from './rate-limit';
import { seed } from './seed';
import { startupProblems } from './startup-check';

class StartupRefused extends Error {
  constructor(lines: string[]) {
    super(lines.join('\n'));
  }
}

// The only file that listens. Start-up order: .env → config → its check → DATA_DIR modes → database → migrations →
// seed → app → listen.
async function main(): Promise<void> {
  const config = readConfig();
  const problems = startupProblems(config);
  if (problems.length > 0) throw new StartupRefused(problems.map((p) => `Not starting: ${p}`));
  const logger = createLogger(config.logLevel);
  const notPrivate = makeDataDirPrivate(config.dataDir);
  if (notPrivate.length > 0) logger.warn('DATA_DIR: could not make these owner-only', { paths: notPrivate });
  const clock = () => new Date();
  const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database);
  const deps: AppDeps = {
    db: database.db,
    config,
    clock,
    logger,
    mailer: createMailer(config, logger),
    limiter: createRateLimiter(config),
    identity: createIdentity(config, { logger, clock }),
  };
  await seed(deps, { logger });
  // PGlite creates its files 0666 whatever the umask: made owner-only again here and on shutdown; in between, what
  // it adds lies inside 0700 directories nobody else can enter (docs/decisions/0035).
  makeDataDirPrivate(config.dataDir);
  // Booked demos' mail: kicked by each booking, swept every 30 s for due retries (and leftovers of a restart).
  const mailWorker = createMailWorker(deps);
  deps.mailWorker = mailWorker;
  mailWorker.start();
  mailWorker.kick();
  // Webhooks to a CRM, the same way: kicked after each change that queued an event, swept for due retries.
  const webhookWorker = createWebhookWorker(deps);
  deps.webhookWorker = webhookWorker;
  webhookWorker.start();
  webhookWorker.kick();
  // The audit log keeps AUDIT_RETENTION_DAYS: purged now and daily.
  const auditPurge = createAuditPurge(deps);
  auditPurge.start();
  const app = createApp(deps);

  const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
    logger.info(`listening on http://localhost:${info.port}`, { database: database.kind });
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    // Give open requests a moment; then close the database so PGlite flushes to disk.
    const http = server as Partial<Pick<import('node:http').Server, 'closeAllConnections' | 'closeIdleConnections'>>;
    const force = setTimeout(() => http.closeAllConnections?.(), 5_000);
    server.close(async () => {
      clearTimeout(force);
      await mailWorker.stop();
      await webhookWorker.stop();
      await auditPurge.stop();
      await database.close();
      makeDataDirPrivate(config.dataDir);
      process.exit(0);
    });
    http.closeIdleConnections?.();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

function readConfig() {
  try {
    loadDotEnv(process.env);
    return loadEnv(process.env);
  } catch (err) {
    throw new StartupRefused([err instanceof Error ? err.message : String(err)]);
  }
}

main().catch((err: unknown) => {
  if (err instanceof StartupRefused) console.error(err.message);
  else console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
