/** Token-bucket settings: steady messages per second and the burst allowed above it. */
export interface RateLimitConfig {
  perSecond: number;
  burst: number;
  /** Rejected messages, without the client ever backing off, after which it is disconnected (sustained abuse). */
  disconnectAfter: number;
}

/** The default per-client limit: 20 messages a second, bursts of 40, cut off after 200 refused without backing off. */
export const DEFAULT_RATE_LIMIT: RateLimitConfig = { perSecond: 20, burst: 40, disconnectAfter: 200 };

/** One client's token bucket. `take` says whether a message may pass; `abusive` whether to disconnect. */
export class TokenBucket {
  private tokens: number;
  private last: number;
  /**
   * Refusals since the client last backed off (let its bucket fill up again). Not reset by a single
   * message getting through: a steady flood earns a token every 50 ms, and "in a row" would then
   * never add up (a flooder on a slow link was never cut off).
   */
  private refusedSinceCalm = 0;

  constructor(
    private readonly config: RateLimitConfig,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = config.burst;
    this.last = now();
  }

  /** Spend one token if there is one (refilling by the time passed). */
  take(): boolean {
    const t = this.now();
    this.tokens = Math.min(this.config.burst, this.tokens + ((t - this.last) / 1000) * this.config.perSecond);
    this.last = t;
    if (this.tokens >= this.config.burst) this.refusedSinceCalm = 0;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return true;
    }
    this.refusedSinceCalm++;
    return false;
  }

  /** True once the client has kept flooding after being told. */
  get abusive(): boolean {
    return this.refusedSinceCalm >= this.config.disconnectAfter;
  }
}
