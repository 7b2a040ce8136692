import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { toMailOptions } from '../../server/src/mail/smtp';
import { buildInvite, fold } from '../../server/src/services/scheduling/ics';

// How a meeting invite leaves over SMTP (decision 0041): a text/calendar alternative with its METHOD, which Google,
// Outlook and Apple act on, and the same object as an invite.ics attachment.

const invite = (method: 'REQUEST' | 'CANCEL') =>
  buildInvite({
    method,
    uid: 'abc@meetings.eternity',
    sequence: method === 'CANCEL' ? 1 : 0,
    stamp: new Date('2027-03-25T06:00:00Z'),
    start: new Date('2027-03-29T08:00:00Z'),
    end: new Date('2027-03-29T08:30:00Z'),
    summary: 'Eternity demo: Ünïcødé, Ltd; with Zoë',
    description: `Line one\nLine two with a long tail ${'é'.repeat(80)}`,
    organizer: { name: 'Rep "Quoted" Name', email: 'rep@eternity.example' },
    attendee: { name: 'Visitor', email: 'visitor@client.example' },
  });

async function raw(method: 'REQUEST' | 'CANCEL'): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const info = await transport.sendMail(
    toMailOptions('sales@eternity.example', { to: 'visitor@client.example', subject: 'Invite', text: 'Hello', calendar: { method, content: invite(method) } }),
  );
  return (info.message as Buffer).toString('utf8');
}

describe('meeting invite mail', () => {
  it('carries the invite as a text/calendar alternative with its method and as an .ics attachment', async () => {
    const message = await raw('REQUEST');
    expect(message).toMatch(/Content-Type: multipart\/mixed/);
    expect(message).toMatch(/Content-Type: multipart\/alternative/);
    expect(message).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);
    expect(message).toMatch(/Content-Type: application\/ics; method=REQUEST; name=invite\.ics/);
    expect(message).toMatch(/Content-Disposition: attachment; filename=invite\.ics/);
    expect(await raw('CANCEL')).toMatch(/text\/calendar; charset=utf-8; method=CANCEL/);
  });

  it('plain mail stays plain', () => {
    expect(toMailOptions('a@b.example', { to: 'c@d.example', subject: 's', text: 't' })).toEqual({
      from: 'a@b.example',
      to: 'c@d.example',
      subject: 's',
      text: 't',
    });
  });

  it('writes RFC 5545 lines: CRLF, folded at 75 octets without splitting a character, text escaped', () => {
    const text = invite('REQUEST');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain('SUMMARY:Eternity demo: Ünïcødé\\, Ltd\\; with Zoë\r\n');
    expect(unfolded).toContain(`DESCRIPTION:Line one\\nLine two with a long tail ${'é'.repeat(80)}\r\n`);
    expect(unfolded).toContain('ORGANIZER;CN="Rep Quoted Name":mailto:rep@eternity.example\r\n');
    expect(unfolded).toContain('ATTENDEE;CN="Visitor";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:visitor@client.example\r\n');
    expect(unfolded).toContain('DTSTART:20270329T080000Z\r\n');
    expect(fold('x'.repeat(200)).split('\r\n').map((l) => l.length)).toEqual([75, 75, 52]);
  });
});
