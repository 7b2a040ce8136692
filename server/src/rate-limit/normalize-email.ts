// One inbox, one count: the address a mail cap counts (docs/decisions/0016, 0033).

export interface NormalizedEmail {
  address: string;
  domain: string;
}

/** Gmail ignores dots in the local part; other providers may not. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/** The mailbox an address reaches: `Victim+1@X.example` and `victim@x.example` are one inbox. */
export function normalizeEmail(value: string): NormalizedEmail | undefined {
  const email = value.trim().toLowerCase().slice(0, 254);
  const at = email.lastIndexOf('@');
  if (at <= 0 || at === email.length - 1) return undefined;
  let domain = email.slice(at + 1).replace(/\.+$/, '');
  let local = email.slice(0, at);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    domain = 'gmail.com';
    local = local.replace(/\./g, '') || local;
  }
  return { address: `${local}@${domain}`, domain };
}
