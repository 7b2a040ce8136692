// Where a lead came from (docs/decisions/0043). In the entry: it runs before any navigation, and `/` has a JS budget,
// so it only keeps what the visit arrived with; the form's own code (src/features/demo-booking/lib/visit-landing.ts)
// picks the utm_* parameters out and clips them when a booking is sent.

export const LANDING_KEY = 'lead-landing';

/** What the first page view of a visit saw, as kept in sessionStorage. */
export interface LandingSeen {
  /** The referrer's host, when another site sent the visitor (never its path or query). */
  referrerHost?: string;
  /** The landing URL's query, clipped. */
  search?: string;
}

/** Consoles are not a marketing visit: a super admin's or a customer's page views are never a landing. */
const CONSOLE = /^\/(super-admin|dashboard)(\/|$)/;

/** Once per visit (tab session): the referrer's host if another site sent the visitor, and the landing's query. */
export function keepLanding(location: Location = window.location, referrer: string = document.referrer): void {
  try {
    if (CONSOLE.test(location.pathname) || sessionStorage.getItem(LANDING_KEY) !== null) return;
    const seen: LandingSeen = {};
    const host = referrer ? new URL(referrer).host : '';
    if (host && host !== location.host) seen.referrerHost = host.slice(0, 300);
    if (location.search.length > 1) seen.search = location.search.slice(0, 4000);
    sessionStorage.setItem(LANDING_KEY, JSON.stringify(seen));
  } catch {
    // No sessionStorage (a locked-down browser) or an odd referrer: the booking goes without its source.
  }
}
