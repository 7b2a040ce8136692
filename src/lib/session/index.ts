export * from './session';
export { getCookie } from './cookies';

export const SESSION_CHANGE_EVENT = 'city-session-change';

/** Fired on window when a refresh was refused (the sign-in ended elsewhere or ran out): the app says so in place. */
export const SESSION_ENDED_EVENT = 'session-ended';
export interface SessionEndedDetail {
  userType: import('./session').UserType;
}
