// Zod-free: the lead pipeline's statuses and their words (issue 23 item 1, docs/decisions/0046).

/** A lead's place in the pipeline, in order; a quarantined booking shows as FILTERED_STATUS_TEXT whatever it stores. */
export const LEAD_STATUSES = ['new', 'contacted', 'meeting-booked', 'meeting-held', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_TEXT: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  'meeting-booked': 'Meeting booked',
  'meeting-held': 'Meeting held',
  won: 'Won',
  lost: 'Lost',
};

/** What a quarantined booking (the 'Filtered' view, docs/decisions/0037) shows instead of a status. */
export const FILTERED_STATUS_TEXT = 'Filtered';

/** The statuses a booked meeting moves a lead on from: later ones stay where sales put them. */
export const BEFORE_MEETING: readonly LeadStatus[] = ['new', 'contacted'];

/** The longest note, in characters (after trimming). */
export const NOTE_MAX = 5000;
/** The most leads one bulk status change takes. */
export const BULK_STATUS_MAX = 100;

/** `owner=none` in the list's query: leads nobody owns. */
export const NO_OWNER = 'none';

/** The list's orders: newest (the default) or oldest first. */
export const LEAD_SORTS = ['newest', 'oldest'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];
