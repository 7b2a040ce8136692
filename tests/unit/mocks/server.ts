import { setupServer } from 'msw/node';

/** One msw server for the unit suite; tests add handlers with `server.use(...)`. */
export const server = setupServer();
