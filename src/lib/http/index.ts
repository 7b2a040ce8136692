export { call, http, type CallArgs } from './client';
export { errorMessage, isMissing, replyMessage, NETWORK_ERROR } from './errors';
export { refreshTokens, SessionExpiredError } from './refresh';
export { setSessionEndedQuiet } from './session-ended';
export { isOwnService } from './service-url';
