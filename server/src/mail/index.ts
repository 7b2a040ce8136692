import type { Config } from '../env';
import type { Logger } from '../logger';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox';
import { createSmtpMailer } from './smtp';

export function createMailer(config: Config, logger: Logger): Mailer {
  if (config.smtpUrl) return createSmtpMailer(config.smtpUrl, config.salesEmail ?? 'no-reply@eternity.local');
  return createOutboxMailer(config.dataDir, logger);
}
