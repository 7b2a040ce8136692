import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send({ calendar, ...message }) {
      await transport.sendMail({
        from,
        ...message,
        ...(calendar
          ? {
              icalEvent: { method: calendar.method, filename: 'invite.ics', content: calendar.content },
              attachments: [{ filename: 'invite.ics', content: calendar.content, contentType: `application/ics; method=${calendar.method}` }],
            }
          : {}),
      });
    },
  };
}
