export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /**
   * An iCalendar invite (RFC 5545): sent as the `text/calendar; method=…` alternative part, which calendar clients
   * act on, and as an `invite.ics` attachment for the rest.
   */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
}

/** Sends mail. Implementations: SMTP (nodemailer) when SMTP_URL is set, else a local outbox file. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox' | 'memory';
  send(message: MailMessage): Promise<void>;
}

export function createMemoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    kind: 'memory',
    sent,
    send: async (message) => {
      sent.push(message);
    },
  };
}
