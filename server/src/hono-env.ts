/** Per-request values the middleware sets on the Hono context. */
export interface AppEnv {
  Variables: {
    reqId: string;
    /** Set by `apiReply`: the reply already carries the API header set and the request id. */
    replyHeaded?: boolean;
    /** Set by the sign-in guard: wrong passwords for the account since its previous sign-in (issue 38 item 6). */
    failedSignIns?: number;
  };
}
