import type { Db } from './db/client';
import type { Config } from './env';
import type { IdentityVerifier } from './identity/identity';
import type { Lifecycle } from './lifecycle';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { Metrics } from './metrics';
import type { RateLimiter } from './rate-limit/limiter';

/** Everything the app needs from outside; `createApp(deps)` gets them injected so tests can swap any of them. */
export interface AppDeps {
  db: Db;
  config: Config;
  clock: () => Date;
  mailer: Mailer;
  identity: IdentityVerifier;
  logger: Logger;
  /** Abuse-limit counters; without one, each app gets its own in-memory store on `clock`. */
  limiter?: RateLimiter;
  /** Sends booked demos' mail; a booking kicks it. Without one (most tests) bookings wait for a sweep. */
  mailWorker?: { kick(): void };
  /** Sends queued webhook deliveries (docs/decisions/0047); kicked after a commit that queued some. */
  webhookWorker?: { kick(): void };
  /** Prometheus counters (docs/decisions/0057); without one, createApp makes its own. */
  metrics?: Metrics;
  /** Readiness and draining (docs/decisions/0057); without one, ready checks the database only. */
  lifecycle?: Lifecycle;
}

/** What a service function needs: the database, the clock and the configuration. */
export type ServiceDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;
