import type { bookedDemos } from '../db/schema';
import type { MailMessage } from './mailer';

type Booking = Pick<
  typeof bookedDemos.$inferSelect,
  'id' | 'name' | 'businessEmail' | 'phoneNumber' | 'companyName' | 'message' | 'createdAt'
>;

/** Header values must stay on one line (nodemailer folds them, but a visitor's CR/LF has no business there). */
const oneLine = (value: string, max = 120) => value.replace(/[\r\n\t]+/g, ' ').trim().slice(0, max);

/** The notification to the sales inbox: every field, and Reply-To the visitor so answering reaches them. */
export function salesNotification(booking: Booking, salesEmail: string): MailMessage {
  return {
    to: salesEmail,
    replyTo: booking.businessEmail,
    subject: oneLine(`Demo request: ${booking.name} (${booking.companyName})`, 200),
    text: [
      'A demo was booked on the website.',
      '',
      `Name: ${booking.name}`,
      `Company name: ${booking.companyName}`,
      `Business email: ${booking.businessEmail}`,
      `Phone number: ${booking.phoneNumber}`,
      `Booked at: ${booking.createdAt.toISOString()}`,
      `Booking id: ${booking.id}`,
      '',
      'Message:',
      booking.message,
      '',
    ].join('\n'),
  };
}

/** The confirmation to the visitor; Reply-To the sales inbox (docs/decisions/0016). */
export function visitorConfirmation(booking: Pick<Booking, 'businessEmail'>, salesEmail: string): MailMessage {
  return {
    to: booking.businessEmail,
    replyTo: salesEmail,
    subject: 'We received your demo request',
    text: [
      'Hello,',
      '',
      'we received your request for a demo. Our team will answer within one business day.',
      '',
      'If you did not request a demo, you can ignore this message.',
      '',
      'Eternity',
      '',
    ].join('\n'),
  };
}
