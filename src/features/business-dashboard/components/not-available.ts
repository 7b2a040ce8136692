/** Capitalised as the spec writes it in the business dashboard. */
export const NOT_AVAILABLE = 'Not Available';
