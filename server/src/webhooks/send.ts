import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPrivateAddress } from './url-rules';

// One HTTP POST of a webhook: no redirect is followed (a 3xx is just not a 2xx), ten seconds at most, and only a short
// excerpt of the reply is read. The connection's own DNS lookup refuses a private address, so what was checked is
// what is connected to (no second resolution a rebinding name could change in between).

export const SEND_TIMEOUT_MS = 10_000;
export const EXCERPT_CHARS = 200;

export interface SendResult {
  status: number;
  excerpt: string;
}

export type WebhookSender = (url: string, headers: Record<string, string>, body: string) => Promise<SendResult>;

export class PrivateAddressError extends Error {
  constructor(address: string) {
    super(`refused: ${address} is not a public address`);
  }
}

function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses as LookupAddress[];
      const bad = allowPrivate ? undefined : list.find((a) => isPrivateAddress(a.address));
      if (bad) return callback(new PrivateAddressError(bad.address), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      const first = list[0];
      if (!first) return callback(new Error(`no address for ${hostname}`), '', 0);
      callback(null, first.address, first.family);
    });
  };
}

/** The sender the worker uses by default. */
export function httpSender(options: { allowPrivate: boolean; timeoutMs?: number }): WebhookSender {
  const timeoutMs = options.timeoutMs ?? SEND_TIMEOUT_MS;
  return (url, headers, body) =>
    new Promise<SendResult>((resolve, reject) => {
      const target = new URL(url);
      // An IP literal is not looked up, so the guard is applied to it here.
      const literal = target.hostname.replace(/^\[|\]$/g, '');
      if (!options.allowPrivate && /^[\d.]+$|:/.test(literal) && isPrivateAddress(literal)) {
        reject(new PrivateAddressError(literal));
        return;
      }
      const transport = target.protocol === 'https:' ? https : http;
      const req = transport.request(
        target,
        {
          method: 'POST',
          headers: { ...headers, 'content-length': Buffer.byteLength(body).toString() },
          lookup: guardedLookup(options.allowPrivate),
          agent: false,
        },
        (res) => {
          let excerpt = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            if (excerpt.length < EXCERPT_CHARS) excerpt += chunk;
            if (excerpt.length >= EXCERPT_CHARS) res.destroy();
          });
          const done = () => {
            clearTimeout(timer);
            resolve({ status: res.statusCode ?? 0, excerpt: excerpt.slice(0, EXCERPT_CHARS) });
          };
          res.on('end', done);
          res.on('close', done);
          res.on('error', done);
        },
      );
      const timer = setTimeout(() => req.destroy(new Error(`timed out after ${timeoutMs / 1000} s`)), timeoutMs);
      req.on('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
      req.end(body);
    });
}
