// The run loop the background queues share (mail/worker.ts, webhooks/worker.ts): one drain at a time per process,
// a kick during a drain runs it once more after it (so nothing queued meanwhile waits for the next sweep), a periodic
// sweep for what comes due later or was queued by another process, and a stop that waits for the drain under way.

export interface Sweeper {
  /** Drain now (or once more after the drain under way). */
  kick(): void;
  /** Wait for a drain under way, then drain once and return how many items it tried. */
  runOnce(): Promise<number>;
  /** Resolves when no drain is under way. */
  idle(): Promise<void>;
  start(intervalMs?: number): void;
  /** Kick after `ms` when that comes before the next sweep (a retry due soon); nothing once stopped. */
  kickAfter(ms: number): void;
  stop(): Promise<void>;
}

interface SweeperOptions {
  /** Named in the log line of a failed drain: "<name> run failed". */
  name: string;
  drain: () => Promise<number>;
  intervalMs: number;
  logger: { error: (message: string, fields?: Record<string, unknown>) => void };
}

export function createSweeper({ name, drain, intervalMs: defaultIntervalMs, logger }: SweeperOptions): Sweeper {
  let running: Promise<void> | null = null;
  let again = false;
  let timer: ReturnType<typeof setInterval> | null = null;
  let sweepMs = defaultIntervalMs;
  let stopped = false;

  function schedule(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await drain();
        } catch (err) {
          logger.error(`${name} run failed`, { error: err instanceof Error ? err.message : String(err) });
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    kick() {
      if (!stopped) void schedule();
    },
    async runOnce() {
      await running;
      return drain();
    },
    async idle() {
      while (running) await running;
    },
    start(intervalMs = defaultIntervalMs) {
      if (timer) return;
      stopped = false;
      sweepMs = intervalMs;
      timer = setInterval(() => void schedule(), intervalMs);
      timer.unref();
    },
    kickAfter(ms) {
      if (timer && ms < sweepMs) setTimeout(() => !stopped && void schedule(), ms).unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
