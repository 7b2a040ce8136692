import { env } from '@/config/env';
import { clipText, readLanding } from './visit-landing';
import type { LeadSource } from '@contract/lead-source';
import { SOURCE_MAX } from '@contract/lead-source-limits';

// The booking's source and the form-open beacon (docs/decisions/0043).

/** Only our own API knows `source` and `meta/form-open`; external contact services get SPEC's body and no beacon. */
export const isOwnContactService = () => /^\/(?!\/)/.test(env.contactApiBaseUrl);

const page = () => clipText(window.location.pathname, SOURCE_MAX.page) || '/';

/** What a call to action is called in the reports: its visible text unless it names itself. */
export const sourceLabelOf = (text: string | null | undefined) => clipText(text ?? '', SOURCE_MAX.label) || 'Book a demo';

/** The page the form is sent from, the call to action that opened it, and the visit's landing. */
export function leadSource(label: string): LeadSource | undefined {
  if (!isOwnContactService()) return undefined;
  return { page: page(), label: sourceLabelOf(label), ...readLanding() };
}

/** One opening of the form, counted per day, page and label: first-party, nothing personal. */
export function sendFormOpen(label: string): void {
  if (!isOwnContactService() || typeof navigator.sendBeacon !== 'function') return;
  const body = JSON.stringify({ page: page(), label: sourceLabelOf(label) });
  try {
    navigator.sendBeacon(`${env.contactApiBaseUrl}/meta/form-open`, new Blob([body], { type: 'application/json' }));
  } catch {
    // A browser refusing the beacon loses one count, nothing else.
  }
}
