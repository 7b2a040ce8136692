/** Per-request values the middleware sets on the Hono context. */
export interface AppEnv {
  Variables: {
    reqId: string;
  };
}
