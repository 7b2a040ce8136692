import { parseArgs } from 'node:util';
import { ErrorReplySchema, MessageReplySchema } from '@contract/common';
import { DEVICE_CODE_LENGTH } from '@contract/constants';
import { DeviceCodeReplySchema } from '@contract/device-code';
import { MESSAGES } from '@contract/messages';
import { UserLoginReplySchema, type MetaverseUser } from '@contract/metaverse-user';

// `npm run device-demo`: plays a screen (headset, kiosk) signing in with a device code (RFC 8628, docs/decisions/0005)
// against a running server. It asks for a code, shows it with the /code link, polls `device/token` at the interval
// the server gave (5 s more after each `slow_down`, RFC 8628 3.5) and ends on the session, an expired code, a refusal,
// or Ctrl-C. Everything it touches from outside (fetch, sleep, output, abort) is injected, so the server tests drive
// it against the in-process app with the test clock.

export const DEFAULT_URL = 'http://localhost:3000';
export const DEFAULT_NAME = 'Device demo';
export const DEFAULT_PLATFORM = 'VR';
/** RFC 8628 3.5: each `slow_down` makes the interval this many seconds longer. */
export const SLOW_DOWN_STEP = 5;
/** RFC 8628 3.2: the interval to use when the server names none. */
const DEFAULT_INTERVAL = 5;
/** 128 + SIGINT, what a shell reports for a command stopped with Ctrl-C. */
export const EXIT_CANCELLED = 130;

export interface DeviceDemoOptions {
  /** The site's address: `npm start` serves the app and /api there; under `npm run dev` Vite's address proxies /api. */
  baseUrl: string;
  name?: string;
  platform?: string;
  fetch?: typeof globalThis.fetch;
  /** Waits `ms`; may return early once `signal` aborts. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  print?: (line: string) => void;
  /** Where the lines that end the run unsuccessfully go; `print` when not given. */
  printError?: (line: string) => void;
  /** Ctrl-C: stops the wait or the request under way. */
  signal?: AbortSignal;
}

export type DeviceDemoResult =
  | { outcome: 'signed-in'; exitCode: 0; user: MetaverseUser; accessToken: string; refreshToken: string }
  | { outcome: 'expired' | 'denied' | 'failed'; exitCode: 1 }
  | { outcome: 'cancelled'; exitCode: typeof EXIT_CANCELLED };

/** `ABCDEF` → `ABC-DEF`: two halves are easier to read off a screen and type (the /code page ignores the dash). */
export function groupCode(code: string): string {
  const half = Math.ceil(code.length / 2);
  return code.length === DEVICE_CODE_LENGTH ? `${code.slice(0, half)}-${code.slice(half)}` : code;
}

/**
 * The page to type the code on, with the code in `?code=` so the page can prefill it. The server's `verificationUri`
 * is the path `/code` (one origin serves the app and the API); an absolute one is used as it is.
 */
export function verificationLink(baseUrl: string, verificationUri: string, userCode: string): string {
  const link = new URL(verificationUri, withSlash(baseUrl));
  link.searchParams.set('code', userCode);
  return link.href;
}

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

export const sleepFor = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
  });

class Cancelled extends Error {}

type Reply = { status: number; headers: Headers; body: unknown } | { unreachable: string };

export async function runDeviceDemo(options: DeviceDemoOptions): Promise<DeviceDemoResult> {
  const { baseUrl, signal } = options;
  const doFetch = options.fetch ?? globalThis.fetch;
  const sleep = options.sleep ?? sleepFor;
  const print = options.print ?? ((line: string) => console.log(line));
  const printError = options.printError ?? print;
  const failed = (line: string): DeviceDemoResult => (printError(line), { outcome: 'failed', exitCode: 1 });

  async function post(path: string, body: object): Promise<Reply> {
    if (signal?.aborted) throw new Cancelled();
    try {
      const res = await doFetch(new URL(`api/${path}`, withSlash(baseUrl)), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal,
      });
      const text = await res.text();
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined; // not the API (an HTML page, a proxy's error): described by `unexpected`
      }
      return { status: res.status, headers: res.headers, body: parsed };
    } catch (err) {
      if (signal?.aborted) throw new Cancelled();
      return { unreachable: unreachableReason(err) };
    }
  }
  const unreachable = (reason: string) =>
    failed(`Cannot reach the server at ${baseUrl} (${reason}): start it with \`npm start\`, or give its address with --url.`);

  try {
    print(`Asking ${baseUrl} for a device code for "${options.name || 'Unnamed device'}"${options.platform ? ` (${options.platform})` : ''}…`);
    const issued = await post('device/code', { name: options.name, platform: options.platform });
    if ('unreachable' in issued) return unreachable(issued.unreachable);
    const grant = issued.status === 200 ? DeviceCodeReplySchema.safeParse(issued.body) : undefined;
    if (!grant?.success) return failed(unexpected(baseUrl, 'device/code', issued));
    const { deviceCode, userCode, verificationUri, expiresIn } = grant.data.data;
    let interval = grant.data.data.interval > 0 ? grant.data.data.interval : DEFAULT_INTERVAL;

    print('');
    print(`  Code: ${groupCode(userCode)}`);
    print(`  Enter it at ${verificationLink(baseUrl, verificationUri, userCode)}`);
    print(`  (signed in to Eternity City; the code works for ${describeSeconds(expiresIn)})`);
    print('');

    for (let poll = 1; ; poll++) {
      await sleep(interval * 1000, signal);
      const reply = await post('device/token', { deviceCode });
      if ('unreachable' in reply) return unreachable(reply.unreachable);
      if (reply.status === 200) {
        const session = UserLoginReplySchema.safeParse(reply.body);
        if (!session.success) return failed(unexpected(baseUrl, 'device/token', reply));
        const { user, accessToken, refreshToken } = session.data.data;
        print(`Signed in as ${describeUser(user)}.`);
        // The tokens are the device's credentials: say they came, never show them.
        print('Access and refresh tokens received (not shown).');
        return { outcome: 'signed-in', exitCode: 0, user, accessToken, refreshToken };
      }
      // RFC 8628 3.5's answers come as a 400 whose message is the error code.
      const error = reply.status === 400 ? MessageReplySchema.safeParse(reply.body) : undefined;
      switch (error?.success ? error.data.message : undefined) {
        case MESSAGES.authorizationPending:
          print(`Poll ${poll}: waiting for the code to be entered (checking every ${interval} s).`);
          break;
        case MESSAGES.slowDown:
          interval += SLOW_DOWN_STEP;
          print(`Poll ${poll}: the server asked to slow down; checking every ${interval} s from now on.`);
          break;
        case MESSAGES.expiredToken:
          printError(`The code ${groupCode(userCode)} expired before it was entered. Run \`npm run device-demo\` again for a new code.`);
          return { outcome: 'expired', exitCode: 1 };
        case MESSAGES.accessDenied:
          printError('The sign-in was refused (access_denied). Run `npm run device-demo` again for a new code.');
          return { outcome: 'denied', exitCode: 1 };
        default:
          return failed(unexpected(baseUrl, 'device/token', reply));
      }
    }
  } catch (err) {
    if (!(err instanceof Cancelled)) throw err;
    print('Stopped.');
    // Nothing to undo: the unused code expires on the server by itself.
    return { outcome: 'cancelled', exitCode: EXIT_CANCELLED };
  }
}

/** Name, email and phone number, as far as the account has them. */
function describeUser(user: MetaverseUser): string {
  const contact = [user.email, user.phoneNumber].filter(Boolean).join(', ');
  const name = user.name || 'a user without a name';
  return contact ? `${name} (${contact})` : name;
}

function describeSeconds(seconds: number): string {
  return seconds % 60 === 0 ? `${seconds / 60} minute${seconds === 60 ? '' : 's'}` : `${seconds} s`;
}

/** Why fetch failed, in words: `fetch failed` hides the reason in `cause`. */
function unreachableReason(err: unknown): string {
  const cause = (err as { cause?: { code?: string; message?: string } } | undefined)?.cause;
  const known: Record<string, string> = {
    ECONNREFUSED: 'connection refused',
    ENOTFOUND: 'host not found',
    EAI_AGAIN: 'host not found',
    ECONNRESET: 'connection reset',
    ETIMEDOUT: 'timed out',
  };
  if (cause?.code && known[cause.code]) return known[cause.code]!;
  return cause?.message ?? (err instanceof Error ? err.message : String(err));
}

/** One line for a reply the flow has no answer to: the API's own message when it sent one. */
function unexpected(baseUrl: string, path: string, reply: Exclude<Reply, { unreachable: string }>): string {
  const error = MessageReplySchema.safeParse(reply.body);
  if (!error.success) {
    return `The server at ${baseUrl} answered ${path} with HTTP ${reply.status} and no API reply: is --url the address the site is served at?`;
  }
  const full = ErrorReplySchema.safeParse(reply.body);
  const detail = full.success ? full.data.errors.details[0]?.message : undefined;
  const why = detail && detail !== error.data.message ? `${error.data.message}: ${detail}` : error.data.message;
  const retryAfter = reply.status === 429 ? reply.headers.get('retry-after') : null;
  return `The server refused ${path} (HTTP ${reply.status}): ${why}${retryAfter ? `; try again in ${retryAfter} s` : ''}.`;
}

export type CliArgs = { help: true } | { help: false; baseUrl: string; name: string; platform: string };

export const USAGE = `Usage: npm run device-demo -- [--url <site address>] [--name <device name>] [--platform <platform>]

Plays a screen signing in to Eternity City with a device code: shows a code, waits while a signed-in user enters it
at /code and allows it, then says who signed in (or that the code expired, or was denied: access_denied). Ctrl-C
stops it.

  --url       the site's address (default: DEVICE_DEMO_URL, else ${DEFAULT_URL})
  --name      the device name shown in the user's devices (default: "${DEFAULT_NAME}")
  --platform  the device platform (default: ${DEFAULT_PLATFORM})`;

/** The command line; throws an Error with a one-line message for bad arguments. */
export function parseCliArgs(argv: string[], env: Record<string, string | undefined>): CliArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      url: { type: 'string' },
      name: { type: 'string' },
      platform: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) return { help: true };
  const baseUrl = (values.url ?? env.DEVICE_DEMO_URL?.trim()) || DEFAULT_URL;
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new Error(`--url must be an http(s) address such as ${DEFAULT_URL}, not "${baseUrl}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`--url must be an http(s) address such as ${DEFAULT_URL}, not "${baseUrl}"`);
  }
  return {
    help: false,
    baseUrl: baseUrl.replace(/\/+$/, ''),
    name: values.name ?? DEFAULT_NAME,
    platform: values.platform ?? DEFAULT_PLATFORM,
  };
}
