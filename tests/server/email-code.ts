import { expect } from 'vitest';
import type { MailMessage } from '../../server/src/mail/mailer';
import { EMAIL_CODE_SUBJECT } from '../../server/src/identity/local';
import type { TestApp } from './helpers';
import { humanProof } from './human-check';

/** Every sign-in code mail the local Google stand-in sent to `email` so far (makeTestApp's memory mailer). */
export function codeMails(t: TestApp, email: string): MailMessage[] {
  const sent = (t.deps.mailer as { sent?: MailMessage[] }).sent;
  if (!sent) throw new Error('the test app has no memory mailer');
  return sent.filter((m) => m.to === email.toLowerCase() && m.subject === EMAIL_CODE_SUBJECT);
}

/** The code in the latest sign-in mail to `email`: what the person reads in their inbox. */
export function mailedCode(t: TestApp, email: string): string {
  const last = codeMails(t, email).at(-1);
  expect(last, `no sign-in code was mailed to ${email}`).toBeDefined();
  const code = /\b([0-9]{6})\b/.exec(last!.text)?.[1];
  expect(code, last!.text).toBeDefined();
  return code!;
}

/** Both steps of the local Google stand-in, reading the code from the mail: an identity token for provider google. */
export async function localGoogleToken(t: TestApp, email: string, name = 'Test Person'): Promise<string> {
  const sent = await t.request('POST', '/api/identity/local/google', { body: { email, name, humanCheck: await humanProof(t) } });
  expect(sent.status, sent.text).toBe(200);
  const verificationId = sent.body.data.verificationId as string;
  const res = await t.request('POST', '/api/identity/local/google/verify', {
    body: { verificationId, code: mailedCode(t, email) },
  });
  expect(res.status, res.text).toBe(200);
  return res.body.data.idToken as string;
}
