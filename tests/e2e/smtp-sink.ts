// Playwright globalSetup: an SMTP server (smtp-server) for the app's mail worker. The app is started by the webServer
// with SMTP_URL pointing here (playwright.config.ts); every message received is appended as one JSON line to
// SMTP_LOG, which the tests read. The returned function is the teardown.
import { appendFileSync, writeFileSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';
import { E2E_SMTP } from '../../playwright.config';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export default async function startSmtpSink(): Promise<() => Promise<void>> {
  writeFileSync(E2E_SMTP.log, '');
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        appendFileSync(E2E_SMTP.log, `${JSON.stringify(mail)}\n`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(E2E_SMTP.port, '127.0.0.1', resolve);
  });
  return () => new Promise<void>((resolve) => smtp.close(() => resolve()));
}
