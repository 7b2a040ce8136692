import { appendToOutbox } from '../data-dir';
import type { Logger } from '../logger';
import type { Mailer } from './mailer';

/** Without SMTP, mail lands as JSON lines in `<dataDir>/outbox.jsonl` (and a log line says so): nothing is lost. */
export function createOutboxMailer(dataDir: string, logger: Logger, clock: () => Date = () => new Date()): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      const file = await appendToOutbox(dataDir, `${JSON.stringify({ time: clock().toISOString(), ...message })}\n`);
      logger.info('mail written to outbox', { to: message.to, subject: message.subject, file });
    },
  };
}
