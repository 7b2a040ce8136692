import { SOURCE_MAX, UTM_KEYS, type UtmKey } from '@contract/lead-source-limits';

// Where a lead came from (docs/decisions/0043). In the entry: keep it tiny, `/` has a JS budget.

export const LANDING_KEY = 'lead-landing';

/** The visit's landing, kept in sessionStorage at its first page view. */
export interface Landing {
  referrerHost?: string;
  utm?: Partial<Record<UtmKey, string>>;
}

/** A text as the source fields hold it: no control characters, runs of spaces made one, clipped. */
export const clipText = (text: string, max: number) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/[^\P{Cc}]/gu, '')
    .trim()
    .slice(0, max)
    .trim();

/** Consoles are not a marketing visit: a super admin's or a customer's page views are never a landing. */
const CONSOLE = /^\/(super-admin|dashboard)(\/|$)/;

/** Once per visit (tab session): the referrer's host if another site sent the visitor, and the utm_* parameters. */
export function keepLanding(location: Location = window.location, referrer: string = document.referrer): void {
  try {
    if (CONSOLE.test(location.pathname) || sessionStorage.getItem(LANDING_KEY) !== null) return;
    const landing: Landing = {};
    const host = referrer ? new URL(referrer).host : '';
    if (host && host !== location.host) landing.referrerHost = clipText(host.toLowerCase(), SOURCE_MAX.referrerHost);
    const params = new URLSearchParams(location.search);
    for (const key of UTM_KEYS) {
      const value = clipText(params.get(key) ?? '', SOURCE_MAX.utm);
      if (value) (landing.utm ??= {})[key] = value;
    }
    sessionStorage.setItem(LANDING_KEY, JSON.stringify(landing));
  } catch {
    // No sessionStorage (a locked-down browser) or an odd referrer: the booking goes without its source.
  }
}

export function readLanding(): Landing {
  try {
    const landing = JSON.parse(sessionStorage.getItem(LANDING_KEY) ?? '{}') as Landing | null;
    return landing && typeof landing === 'object' ? landing : {};
  } catch {
    return {};
  }
}
