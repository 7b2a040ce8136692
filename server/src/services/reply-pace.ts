/**
 * How long a lead's booking takes to answer, learnt as they happen (a moving average), so that a quarantined one is
 * answered no sooner (issue 38 item 5): a bot that times its replies cannot tell that it was filtered, which a
 * quarantined request's missing mail and webhook work would otherwise show (15–44 ms against 111 ms). A spread of
 * ±15 % keeps the padded replies from clustering at one value.
 */
export class ReplyPace {
  private typicalMs = 0;

  /** A lead's reply took `ms`. */
  learn(ms: number): void {
    this.typicalMs = this.typicalMs === 0 ? ms : this.typicalMs * 0.9 + ms * 0.1;
  }

  /** Waits until a reply begun at `startedAt` (performance.now()) has taken about as long as a lead's. */
  async keep(startedAt: number, spread = 0.85 + Math.random() * 0.3): Promise<void> {
    const wait = this.typicalMs * spread - (performance.now() - startedAt);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }

  get typical(): number {
    return this.typicalMs;
  }
}
