export * from './session';
export { getCookie } from './cookies';
