/** SPEC 2.6: what stands for a missing phone number (and any other missing detail), lower case as the spec writes it. */
export const NOT_AVAILABLE = 'not available';
