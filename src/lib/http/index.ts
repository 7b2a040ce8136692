export { call } from './call';
export { http, type CallArgs } from './client';
export { errorMessage, isMissing, replyMessage, NETWORK_ERROR } from './errors';
export { refreshTokens } from './refresh';
export { SessionExpiredError, setSessionEndedQuiet } from './session-ended';
export { isOwnService } from './service-url';
