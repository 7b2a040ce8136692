// Live and ready (issue 25 item 3, docs/decisions/0057). Live: the process answers. Ready: it should get traffic —
// the database answers, this build's migrations are applied, and it is not shutting down. On SIGTERM main.ts calls
// `drain()` first, so a balancer's health check sees 503 before the listener closes.

export interface Lifecycle {
  /** True from `drain()` on: ready answers 503 and replies ask the client to close its connection. */
  readonly draining: boolean;
  drain(): void;
  /** Whether the last migration this build ships is applied (remembered once true). */
  migrated(): Promise<boolean>;
}

export function createLifecycle(options: { migrated?: () => Promise<boolean> } = {}): Lifecycle {
  let draining = false;
  let migrated = false;
  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
    async migrated() {
      if (!migrated) migrated = options.migrated ? await options.migrated() : true;
      return migrated;
    },
  };
}
