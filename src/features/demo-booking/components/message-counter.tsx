import { FIELD_TEXT, MESSAGE_MAX } from '../lib/validate';

const count = (n: number) => n.toLocaleString('en-US');

/** The visible count under the message box ("1,234 / 5,000"), red once over the limit. */
export function MessageCounter({ length }: { length: number }) {
  const over = length > MESSAGE_MAX;
  return (
    <span data-testid="message-counter" className={`block text-right tabular-nums ${over ? 'font-semibold text-red-300' : ''}`}>
      {`${count(length)} / ${count(MESSAGE_MAX)} `}
      <span className="sr-only">characters</span>
    </span>
  );
}

/** Text for screen readers only near the limit: it changes at a few steps, so typing is not read out key by key. */
export function limitAnnouncement(length: number): string {
  const left = MESSAGE_MAX - length;
  if (left < 0) return FIELD_TEXT.messageTooLong;
  if (left === 0) return 'No characters left';
  if (left < 100) return 'Fewer than 100 characters left';
  if (left < 500) return 'Fewer than 500 characters left';
  return '';
}

export function MessageLimitAnnouncer({ length }: { length: number }) {
  return (
    <p aria-live="polite" className="sr-only">
      {limitAnnouncement(length)}
    </p>
  );
}
