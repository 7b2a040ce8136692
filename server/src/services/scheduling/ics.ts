// A hand-written RFC 5545 invite (the `ics` package would be a dependency for sixty lines): one VEVENT, times in
// UTC, text escaped (3.3.11), lines folded at 75 octets with CRLF (3.1) so Google, Outlook and Apple all read it.

export interface InviteInput {
  method: 'REQUEST' | 'CANCEL';
  uid: string;
  sequence: number;
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  url?: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

const utc = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** TEXT values: backslash, semicolon, comma and newlines escaped. */
export const escapeText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');

/** A parameter value (CN): quoted, with the characters a quoted value may not hold removed. */
const param = (value: string) => `"${[...value].filter((ch) => ch !== '"' && ch >= ' ' && ch !== '\u007f').join('')}"`;

/** An address that cannot break out of its line. */
const mailto = (email: string) => `mailto:${email.replace(/[\s"<>;:,]/g, '')}`;

/** Fold a content line at 75 octets, never inside a UTF-8 character. */
export function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with one space
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function buildInvite(input: InviteInput): string {
  const cancel = input.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'PRODID:-//Eternity//Demo meetings//EN',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `METHOD:${input.method}`,
    'BEGIN:VEVENT',
    `UID:${input.uid}`,
    `SEQUENCE:${input.sequence}`,
    `DTSTAMP:${utc(input.stamp)}`,
    `DTSTART:${utc(input.start)}`,
    `DTEND:${utc(input.end)}`,
    `SUMMARY:${escapeText(input.summary)}`,
    `DESCRIPTION:${escapeText(input.description)}`,
    ...(input.url ? [`URL:${input.url}`] : []),
    `ORGANIZER;CN=${param(input.organizer.name)}:${mailto(input.organizer.email)}`,
    `ATTENDEE;CN=${param(input.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:${mailto(input.attendee.email)}`,
    `STATUS:${cancel ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
