import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A CRM's side of the webhooks, for the tests: a local HTTP receiver that records every request, and the
// verification a receiver does with its copy of the secret (written from Stripe's documentation, not from our code).

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  url: string;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** The status of the next replies, in order; after them, 200. */
  answers: number[];
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const answers: number[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body, url: req.url ?? '' });
      res.statusCode = answers.shift() ?? 200;
      res.end(res.statusCode < 300 ? 'ok' : 'no thanks '.repeat(100));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What a receiver does: parse `t=…,v1=…`, recompute HMAC-SHA256(secret, "t.body"), compare, check the age. */
export function verifySignature(secret: string, header: string | undefined, rawBody: string, nowSeconds: number, toleranceSeconds = 300): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(header.split(',').map((kv) => kv.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
