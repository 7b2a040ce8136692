import { serve } from '@hono/node-server';
import { createApp, type AppDeps } from './app';
import { answerClientErrors } from './client-errors';
import { createDatabase } from './db/client';
import { migrate, migrationsApplied, underStartupLock } from './db/migrate';
import { makeDataDirPrivate } from './data-dir';
import { loadDotEnv, loadEnv } from './env';
import { createIdentity } from './identity';
import { createLifecycle } from './lifecycle';
import { createMetrics } from './metrics';
import { createLogger } from './logger';
import { createMailer } from './mail';
import { createMailWorker } from './mail/worker';
import { createWebhookWorker } from './webhooks/worker';
import { createAuditPurge } from './audit/retention';
import { createRateLimiter } from './rate-limit';
import { seed } from './seed';
import { startupProblems, startupWarnings } from './startup-check';

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
  for (const warning of startupWarnings(config)) logger.warn(warning);
  const notPrivate = makeDataDirPrivate(config.dataDir);
  if (notPrivate.length > 0) logger.warn('DATA_DIR: could not make these owner-only', { paths: notPrivate });
  const clock = () => new Date();
  const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // Under a PostgreSQL advisory lock: instances starting together migrate one after another (docs/decisions/0057).
  await migrate(database);
  const deps: AppDeps = {
    db: database.db,
    config,
    clock,
    logger,
    mailer: createMailer(config, logger),
    limiter: createRateLimiter(config),
    identity: createIdentity(config, { logger, clock }),
    metrics: createMetrics({ db: database.db, processMetrics: true }),
    lifecycle: createLifecycle({ migrated: () => migrationsApplied(database) }),
  };
  // Under the same lock: the seed checks before it inserts, and a second instance must find the first one's rows.
  await underStartupLock(database, () => seed(deps, { logger }));
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
  answerClientErrors(server as import('node:http').Server);

  // SIGTERM (docs/decisions/0057): ready answers 503 at once; after the drain delay the listener closes (requests in
  // flight finish, idle keep-alive connections close); then the mail and webhook queues stop claiming, the database
  // closes and the process exits 0. Past SHUTDOWN_TIMEOUT_MS open connections are cut and it exits 1. A repeated
  // signal (a process group's and a forwarded one) changes nothing.
  const { drainDelayMs, timeoutMs } = config.shutdown;
  const http = server as Partial<Pick<import('node:http').Server, 'closeAllConnections' | 'closeIdleConnections'>>;
  // The database gets a moment to close (PGlite flushes to disk), inside the timeout: connections are cut before it.
  const closeAllowanceMs = Math.min(2_000, timeoutMs / 4);
  let stopping = false;
  let exiting = false;
  const exit = async (code: number) => {
    if (exiting) return;
    exiting = true;
    await Promise.race([database.close().catch(() => {}), new Promise((resolve) => setTimeout(resolve, closeAllowanceMs).unref())]);
    makeDataDirPrivate(config.dataDir);
    logger.info('stopped', { code });
    process.exit(code);
  };
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    deps.lifecycle!.drain();
    logger.info('shutting down: not ready; draining', { signal, drainDelayMs, timeoutMs });
    setTimeout(() => {
      logger.error('shutdown timed out: closing the connections still open', { timeoutMs });
      http.closeAllConnections?.();
      void exit(1);
    }, timeoutMs - closeAllowanceMs).unref();
    setTimeout(() => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      http.closeIdleConnections?.();
      void closed
        .then(async () => {
          logger.info('listener closed; stopping the queues');
          await Promise.all([mailWorker.stop(), webhookWorker.stop(), auditPurge.stop()]);
          await deps.limiter?.close();
        })
        .then(
          () => exit(0),
          (err: unknown) => {
            logger.error('shutdown failed', { error: String(err) });
            return exit(1);
          },
        );
    }, drainDelayMs);
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
