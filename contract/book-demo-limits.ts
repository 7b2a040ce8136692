// Plain numbers, apart from the zod schema: the booking form reads them without pulling zod into its chunk.

/** The longest message a booking carries (characters, after trimming). */
export const BOOK_DEMO_MESSAGE_MAX = 5000;

/** Said by the form beside the message box and by the server, in the same words. */
export const BOOK_DEMO_MESSAGE_TOO_LONG = 'Message must be 5,000 characters or fewer';
