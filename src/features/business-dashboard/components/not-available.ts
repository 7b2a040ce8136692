/** What a missing name, email or phone shows in the business dashboard, capitalised as the spec writes it. */
export const NOT_AVAILABLE = 'Not Available';
