import type { AppDeps } from '../deps';
import { purgeAuditEvents } from '../services/audit-log';

const DAY_MS = 86_400_000;

/** The audit log's retention purge (docs/decisions/0052): at start and then once a day, on each instance. */
export function createAuditPurge(deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger'>, intervalMs: number = DAY_MS) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= purgeAuditEvents(deps)
      .then((removed) => {
        if (removed > 0) deps.logger.info('audit events purged', { removed, retentionDays: deps.config.auditRetentionDays });
      })
      .catch((err: unknown) => deps.logger.error('audit purge failed', { error: String(err) }))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  return {
    run,
    start() {
      void run();
      timer = setInterval(() => void run(), intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
