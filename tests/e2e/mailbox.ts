import { readFileSync } from 'node:fs';
import { E2E_SMTP } from '../../playwright.config';
import { expect } from './fixtures';
import type { ReceivedMail } from './smtp-sink';

/** Every mail the e2e SMTP sink has received so far. */
export const mails = (): ReceivedMail[] =>
  readFileSync(E2E_SMTP.log, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ReceivedMail);

/** The invitation link in a mail, quoted-printable undone: its path and query. */
function invitationLinkOf(raw: string): string | undefined {
  const text = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const found = /https?:\/\/\S+\/dashboard\/accept-invitation\?token=[A-Za-z0-9_%-]+/.exec(text)?.[0];
  if (!found) return undefined;
  const url = new URL(found);
  return `${url.pathname}${url.search}`;
}

/** The invitation links mailed to `email`, oldest first, once at least `count` mails reached it. */
export async function invitationLinks(email: string, count: number): Promise<string[]> {
  await expect.poll(() => mails().filter((m) => m.to.includes(email)).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
  return mails()
    .filter((m) => m.to.includes(email))
    .map((m) => invitationLinkOf(m.raw))
    .filter((l): l is string => l !== undefined);
}
