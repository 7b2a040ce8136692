// Plain numbers, apart from the zod schema: the booking form reads them without pulling zod into its chunk.

/** The longest message a booking carries (characters, after trimming). */
export const BOOK_DEMO_MESSAGE_MAX = 5000;

/** Said by the form beside the message box and by the server, in the same words. */
export const BOOK_DEMO_MESSAGE_TOO_LONG = 'Message must be 5,000 characters or fewer';

/**
 * zod's own email pattern (`z.email()`'s default, the server's rule in contract/book-demo.ts), copied so the form's
 * chunk needs none of zod's regexes module; a unit test keeps the two the same.
 */
// eslint-disable-next-line no-useless-escape -- byte for byte the same as zod's, which the test compares
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
