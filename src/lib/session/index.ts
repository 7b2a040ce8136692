export * from './session';
export { getCookie } from './cookies';

/** Fired on the window when a metaverse user signs in or out on this page (the city login, the city page listen). */
export const SESSION_CHANGE_EVENT = 'city-session-change';
