import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logger';
import type { Mailer } from './mailer';

/** Without SMTP, mail lands as JSON lines in `<dataDir>/outbox.jsonl` (and a log line says so): nothing is lost. */
export function createOutboxMailer(dataDir: string, logger: Logger, clock: () => Date = () => new Date()): Mailer {
  const file = path.join(dataDir, 'outbox.jsonl');
  return {
    kind: 'outbox',
    async send(message) {
      await mkdir(dataDir, { recursive: true });
      await appendFile(file, `${JSON.stringify({ time: clock().toISOString(), ...message })}\n`, 'utf8');
      logger.info('mail written to outbox', { to: message.to, subject: message.subject, file });
    },
  };
}
