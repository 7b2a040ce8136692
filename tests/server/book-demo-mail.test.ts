import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@contract/messages';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/src/db/ids';
import { bookedDemos } from '../../server/src/db/schema';
import { createMailer } from '../../server/src/mail';
import { createMemoryMailer, type MailMessage, type Mailer } from '../../server/src/mail/mailer';
import { backoffMs, createMailWorker, MAX_MAIL_ATTEMPTS, type MailWorker } from '../../server/src/mail/worker';
import { DB_KINDS, expectNothingLeaked, makeTestApp, type TestApp } from './helpers';
import { humanProof } from './human-check';

// Demo bookings are stored first and mailed by the worker (docs/decisions/0007-demo-booking-mail.md): a notification
// to SALES_EMAIL and a confirmation to the visitor, retried with backoff, never lost, never sent twice.

const CONTACT_TOKEN = 'mail-test-contact-token';
const HEADERS = { token: CONTACT_TOKEN, versionNumber: 'v2' };
const SALES = 'sales@example.com';
let seq = 0;
const booking = (fields: Partial<Record<string, string>> = {}) => ({
  name: 'Ravi Kumar',
  companyName: 'Kumar Motors',
  businessEmail: `ravi-${++seq}@kumar-motors.example`,
  phoneNumber: '+919812345678',
  message: 'Please show us the automotive metaverse.\nTuesdays work best.',
  ...fields,
});

/** A transport that refuses everything (or only some recipients) until told otherwise. */
function flakyMailer(failFor: (m: MailMessage) => boolean = () => true) {
  const inner = createMemoryMailer();
  const state = { failing: true, attempts: 0 };
  const mailer: Mailer & { sent: MailMessage[] } = {
    kind: 'memory',
    sent: inner.sent,
    async send(message) {
      state.attempts++;
      if (state.failing && failFor(message)) throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
      await inner.send(message);
    },
  };
  return Object.assign(mailer, { state });
}

describe.each(DB_KINDS)('booked demo mail on %s', (kind) => {
  let t: TestApp;
  let worker: MailWorker;
  let ip = 0;

  const book = async (body = booking()) => {
    const res = await t.request('POST', '/api/meta/book-demo', {
      headers: { ...HEADERS, 'x-forwarded-for': `192.0.2.${++ip}` },
      // As the form sends it: shown a minute ago, with a solved check (without them the booking is quarantined, 0037).
      body: { ...body, startedAt: t.clock().getTime() - 60_000, humanCheck: await humanProof(t) },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ message: MESSAGES.bookDemoSent });
    return body;
  };
  const rowOf = async (email: string) => {
    const [row] = await t.deps.db.select().from(bookedDemos).where(eq(bookedDemos.businessEmail, email));
    return row!;
  };

  beforeAll(async () => {
    t = await makeTestApp({ kind, env: { CONTACT_API_TOKEN: CONTACT_TOKEN, TRUST_PROXY: '1', SALES_EMAIL: SALES } });
    worker = createMailWorker(t.deps);
    t.deps.mailWorker = worker;
  });
  afterEach(() => worker.idle());
  afterAll(async () => {
    await worker.stop();
    await t?.close();
  });

  it('sends the sales notification with every field and the visitor confirmation right after the booking', async () => {
    const mailer = createMemoryMailer();
    t.deps.mailer = mailer;
    const sent = await book();
    await worker.idle();
    expect(mailer.sent).toHaveLength(2);
    const [sales, confirmation] = mailer.sent;
    expect(sales).toMatchObject({ to: SALES, replyTo: sent.businessEmail, subject: 'Demo request: Ravi Kumar (Kumar Motors)' });
    for (const value of [sent.name, sent.companyName, sent.businessEmail, sent.phoneNumber, sent.message]) {
      expect(sales!.text).toContain(value);
    }
    expect(confirmation).toMatchObject({ to: sent.businessEmail, replyTo: SALES, subject: 'We received your demo request' });
    expect(confirmation!.text).toContain('we received your request for a demo. Our team will answer within one business day.');
    expect(confirmation!.text).not.toContain(sent.name);
    const row = await rowOf(sent.businessEmail);
    expect(row).toMatchObject({ mailState: 'sent', mailAttempts: 1, lastError: null, nextAttemptAt: null });
    expect(row.salesNotifiedAt).not.toBeNull();
  });

  it("the visitor confirmation carries none of the visitor's text (the form is no mail relay); sales gets it all", async () => {
    const mailer = createMemoryMailer();
    t.deps.mailer = mailer;
    const sent = await book(
      booking({
        name: 'You won a prize at https://evil.example/claim',
        companyName: 'Bank security team',
        message: 'Your account is locked.\nLog in at https://evil.example/login within 24 hours.',
      }),
    );
    await worker.idle();
    const [sales, confirmation] = mailer.sent;
    expect(confirmation!.to).toBe(sent.businessEmail);
    const texts = [sent.name, sent.companyName, sent.message, ...sent.message.split('\n'), 'evil.example', sent.phoneNumber];
    for (const value of texts) {
      expect(confirmation!.text).not.toContain(value);
      expect(confirmation!.subject).not.toContain(value);
    }
    expect(confirmation!.text).toBe(
      [
        'Hello,',
        '',
        'we received your request for a demo. Our team will answer within one business day.',
        '',
        'If you did not request a demo, you can ignore this message.',
        '',
        'Eternity',
        '',
      ].join('\n'),
    );
    for (const value of [sent.name, sent.companyName, sent.message, sent.phoneNumber, sent.businessEmail]) {
      expect(sales!.text).toContain(value);
    }
  });

  it('keeps header values on one line', async () => {
    const mailer = createMemoryMailer();
    t.deps.mailer = mailer;
    await book(booking({ name: 'Eve', companyName: 'X\r\nBcc: victim@example.com' }));
    await worker.idle();
    expect(mailer.sent[0]!.subject).toBe('Demo request: Eve (X Bcc: victim@example.com)');
    expect(mailer.sent[0]!.subject).not.toMatch(/[\r\n]/);
  });

  it('with a failing transport: stores the booking, marks it retrying with last_error, sends it on a later retry', async () => {
    const mailer = flakyMailer();
    t.deps.mailer = mailer;
    const sent = await book();
    await worker.idle();
    const stored = await rowOf(sent.businessEmail);
    expect(stored).toMatchObject({ name: sent.name, mailState: 'retrying', mailAttempts: 1 });
    expect(stored.lastError).toContain('ECONNREFUSED');
    expect(stored.nextAttemptAt!.getTime()).toBe(t.clock().getTime() + 60_000);

    // Not due yet: nothing is tried.
    t.clock.advance(59);
    const triesBefore = mailer.state.attempts;
    expect(await worker.runOnce()).toBe(0);
    expect(mailer.state.attempts).toBe(triesBefore);

    mailer.state.failing = false;
    t.clock.advance(2);
    expect(await worker.runOnce()).toBe(1);
    expect(mailer.sent.map((m) => m.to)).toEqual([SALES, sent.businessEmail]);
    expect(await rowOf(sent.businessEmail)).toMatchObject({ mailState: 'sent', mailAttempts: 2, lastError: null });
  });

  it('retries only the confirmation when the sales notification already went out', async () => {
    let visitor = '';
    const mailer = flakyMailer((m) => m.to === visitor);
    t.deps.mailer = mailer;
    const body = booking();
    visitor = body.businessEmail;
    await book(body);
    await worker.idle();
    expect(await rowOf(visitor)).toMatchObject({ mailState: 'retrying', mailAttempts: 1 });
    expect(mailer.sent.map((m) => m.to)).toEqual([SALES]);
    mailer.state.failing = false;
    t.clock.advance(60);
    await worker.runOnce();
    expect(mailer.sent.map((m) => m.to)).toEqual([SALES, visitor]);
    expect((await rowOf(visitor)).mailState).toBe('sent');
  });

  it(`backs off 1, 2, 4 … minutes capped at 1 h and gives up after ${MAX_MAIL_ATTEMPTS} attempts`, async () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => backoffMs(n) / 60_000)).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    t.deps.mailer = flakyMailer();
    const sent = await book();
    await worker.idle();
    const waits: number[] = [];
    for (let attempt = 1; attempt < MAX_MAIL_ATTEMPTS; attempt++) {
      const row = await rowOf(sent.businessEmail);
      expect(row).toMatchObject({ mailState: 'retrying', mailAttempts: attempt });
      const wait = row.nextAttemptAt!.getTime() - t.clock().getTime();
      waits.push(wait / 60_000);
      t.clock.advance(wait / 1000);
      expect(await worker.runOnce()).toBe(1);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60]);
    const failed = await rowOf(sent.businessEmail);
    expect(failed).toMatchObject({ mailState: 'failed', mailAttempts: MAX_MAIL_ATTEMPTS, nextAttemptAt: null });
    expect(failed.lastError).toContain('ECONNREFUSED');
    t.clock.advance(24 * 3600);
    expect(await worker.runOnce()).toBe(0);
    expect(t.logs.some((l) => l.includes('booked demo mail failed for good'))).toBe(true);
  });

  it('never sends a booking twice when two workers (two instances) run at once', async () => {
    const mailer = createMemoryMailer();
    t.deps.mailer = mailer;
    const now = t.clock();
    const emails = Array.from({ length: 6 }, (_, i) => `twice-${i}@example.com`);
    await t.deps.db.insert(bookedDemos).values(
      emails.map((businessEmail) => ({
        id: newId(),
        name: 'N',
        businessEmail,
        phoneNumber: '+919812345678',
        companyName: 'C',
        message: 'm',
        createdAt: now,
        nextAttemptAt: now,
      })),
    );
    const other = createMailWorker(t.deps);
    const [a, b] = await Promise.all([worker.runOnce(), other.runOnce()]);
    expect(a + b).toBe(6);
    const visitors = mailer.sent.filter((m) => m.to !== SALES).map((m) => m.to).sort();
    expect(visitors).toEqual([...emails].sort());
    expect(mailer.sent.filter((m) => m.to === SALES)).toHaveLength(6);
  });

  it('a stored booking nobody kicked is sent by the periodic sweep; stop() ends it', async () => {
    const mailer = createMemoryMailer();
    t.deps.mailer = mailer;
    const sweeper = createMailWorker(t.deps);
    t.deps.mailWorker = undefined; // as if the instance that stored it died before mailing
    const sent = await book();
    t.deps.mailWorker = worker;
    expect((await rowOf(sent.businessEmail)).mailState).toBe('pending');
    sweeper.start(20);
    for (let i = 0; i < 200 && (await rowOf(sent.businessEmail)).mailState !== 'sent'; i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    await sweeper.stop();
    expect((await rowOf(sent.businessEmail)).mailState).toBe('sent');
    expect(mailer.sent.map((m) => m.to)).toEqual([SALES, sent.businessEmail]);
  });

  it('leaks nothing', () => expectNothingLeaked(t));
});

describe('booked demo mail over real SMTP (smtp-server + nodemailer via SMTP_URL)', () => {
  interface Received {
    from: string;
    to: string[];
    raw: string;
  }
  const received: Received[] = [];
  let smtp: SMTPServer;
  let t: TestApp;
  let worker: MailWorker;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await makeTestApp({
      env: { CONTACT_API_TOKEN: CONTACT_TOKEN, SALES_EMAIL: SALES, SMTP_URL: `smtp://127.0.0.1:${port}` },
    });
    t.deps.mailer = createMailer(t.deps.config, t.deps.logger);
    expect(t.deps.mailer.kind).toBe('smtp');
    worker = createMailWorker(t.deps);
    t.deps.mailWorker = worker;
  });
  afterAll(async () => {
    await worker?.stop();
    await t?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the sales notification and the visitor confirmation', async () => {
    const body = booking({ name: 'Meera Iyer', companyName: 'Iyer Bank' });
    const res = await t.request('POST', '/api/meta/book-demo', {
      headers: HEADERS,
      body: { ...body, startedAt: t.clock().getTime() - 60_000, humanCheck: await humanProof(t) },
    });
    expect(res.status, res.text).toBe(200);
    await worker.idle();
    const [row] = await t.deps.db.select().from(bookedDemos).where(eq(bookedDemos.businessEmail, body.businessEmail));
    expect(row, JSON.stringify(t.logs.slice(-3))).toMatchObject({ mailState: 'sent', mailAttempts: 1 });

    expect(received.map((m) => m.to)).toEqual([[SALES], [body.businessEmail]]);
    expect(received.every((m) => m.from === SALES)).toBe(true);
    const [sales, confirmation] = received;
    expect(sales!.raw).toMatch(/^Subject: Demo request: Meera Iyer \(Iyer Bank\)\r?$/m);
    expect(sales!.raw).toMatch(new RegExp(`^Reply-To: ${body.businessEmail}\\r?$`, 'm'));
    for (const value of ['Meera Iyer', 'Iyer Bank', body.businessEmail, body.phoneNumber, 'Tuesdays work best.']) {
      expect(sales!.raw).toContain(value);
    }
    expect(confirmation!.raw).toMatch(/^Subject: We received your demo request\r?$/m);
    expect(confirmation!.raw).toContain('one business day');
    expect(confirmation!.raw).not.toContain('Meera');
  });
});
