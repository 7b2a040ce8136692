import { createHash } from 'node:crypto';

// What a session list says about the client that signed in: a short label from the User-Agent ("Chrome on Linux"),
// never the raw header, and a hash of it for the refresh-token reuse grace (docs/decisions/0031).

/** What the request says about its client: only the User-Agent header for now. */
export interface ClientInfo {
  userAgent?: string;
}

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bUnity\b|\bUnityPlayer\//i, 'Unity'],
  [/\bOculusBrowser\//, 'Meta Quest Browser'],
  [/\bcurl\//, 'curl'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bOculus|\bQuest\b/, 'Meta Quest'],
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b|\biPad\b|\biPod\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** "Chrome on Linux", "Firefox", "Android", or null when the header says nothing we know. */
export function clientLabel(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const ua = userAgent.slice(0, 512);
  // Quest's browser names itself next to Chrome: look for it first.
  const browser = /\bOculusBrowser\//.test(ua) ? 'Meta Quest Browser' : BROWSERS.find(([re]) => re.test(ua))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  if (browser && system && browser !== system) return `${browser} on ${system}`;
  return browser ?? system ?? null;
}

/** sha256 of the User-Agent, or null without one. */
export function clientHash(userAgent: string | undefined): string | null {
  return userAgent ? createHash('sha256').update(userAgent).digest('hex') : null;
}

/** The client of a request, for startSession and refreshSession. */
export const clientOf = (c: { req: { header(name: string): string | undefined } }): ClientInfo => ({
  userAgent: c.req.header('user-agent'),
});
