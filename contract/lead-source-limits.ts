// Zod-free, so the browser's entry can read it (issue 22 item 5, docs/decisions/0043).

/** The `utm_*` parameters kept from a visit's landing URL. */
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

/** Longest stored text of each source field; the server clips longer ones rather than refuse a lead. */
export const SOURCE_MAX = { page: 200, label: 120, referrerHost: 253, utm: 200 } as const;

/** Distinct (page, label) rows the form-open counter keeps per day; openings past it count under OVERFLOW. */
export const FORM_OPEN_ROWS_PER_DAY = 500;
export const FORM_OPEN_OVERFLOW = '(other)';

/** The longest span the conversion report covers. */
export const CONVERSION_MAX_DAYS = 366;
