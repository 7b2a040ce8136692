import { WEBHOOK_TEXT } from '@contract/webhooks-text';
import { BlockList, isIP } from 'node:net';

// Where a webhook may point (docs/decisions/0047). A deployment sends only to https on public addresses; a local
// evaluation (or WEBHOOK_ALLOW_PRIVATE_URLS=1) may use http and this machine's or the LAN's addresses too. The
// address is checked again as it is resolved for each delivery, so a name that later points inward is refused (SSRF).

const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, bits, 'ipv6');

/** Loopback, private, link-local, shared, documentation, multicast or reserved: anything but the public internet. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 4) return blocked.check(bare, 'ipv4');
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
    if (mapped) return blocked.check(mapped[1]!, 'ipv4');
    return blocked.check(bare, 'ipv6');
  }
  return true; // not an address at all: never trusted
}

const isLocalName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/** The reason a webhook URL is refused, in words for the console; null when it may be used. */
export function webhookUrlProblem(raw: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return WEBHOOK_TEXT.urlInvalid;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return WEBHOOK_TEXT.urlInvalid;
  if (!url.hostname) return WEBHOOK_TEXT.urlInvalid;
  if (url.username || url.password) return WEBHOOK_TEXT.urlCredentials;
  if (allowPrivate) return null;
  if (url.protocol !== 'https:') return WEBHOOK_TEXT.urlHttps;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isLocalName(host) || (isIP(host) !== 0 && isPrivateAddress(host))) return WEBHOOK_TEXT.urlPrivate;
  return null;
}
