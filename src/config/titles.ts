/** SPEC 2.1; every page resets to the landing title on leaving. */
export const DEFAULT_TITLE = 'Join the Metaverse Revolution';

export const SITE_NAME = 'Eternity';
