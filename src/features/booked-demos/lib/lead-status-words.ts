import { FILTERED_STATUS_TEXT, LEAD_STATUS_TEXT } from '@contract/lead-status';
import type { BookedDemoRow } from '../api/get-booked-demos';

/** What a lead nobody owns shows for its owner, in the list, its page and the filters (never 'Nobody'). */
export const NO_OWNER_TEXT = 'Unassigned';

/** What a booked demo's status reads as: 'Filtered' while quarantined, its pipeline status otherwise. */
export const statusWords = (demo: Pick<BookedDemoRow, 'status' | 'quarantineReason'>): string =>
  demo.quarantineReason ? FILTERED_STATUS_TEXT : LEAD_STATUS_TEXT[demo.status];
