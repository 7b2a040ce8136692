import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Mailer, MailMessage } from './mailer';

/** Our message as nodemailer's: an invite becomes the `text/calendar; method=…` alternative and an .ics attachment. */
export function toMailOptions(from: string, { calendar, ...message }: MailMessage): SendMailOptions {
  if (!calendar) return { from, ...message };
  return {
    from,
    ...message,
    icalEvent: { method: calendar.method, filename: 'invite.ics', content: calendar.content },
    attachments: [{ filename: 'invite.ics', content: calendar.content, contentType: `application/ics; method=${calendar.method}` }],
  };
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail(toMailOptions(from, message));
    },
  };
}
