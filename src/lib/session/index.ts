export * from './session';
export { getCookie } from './cookies';

export const SESSION_CHANGE_EVENT = 'city-session-change';
