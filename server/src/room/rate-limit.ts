/** Token-bucket settings: steady messages per second and the burst allowed above it. */
export interface RateLimitConfig {
  perSecond: number;
  burst: number;
  /** Rejected messages in a row after which the client is disconnected (sustained abuse). */
  disconnectAfter: number;
}

/** The default per-client limit: 20 messages a second, bursts of 40, cut off after 200 refused in a row. */
export const DEFAULT_RATE_LIMIT: RateLimitConfig = { perSecond: 20, burst: 40, disconnectAfter: 200 };

/** One client's token bucket. `take` says whether a message may pass; `abusive` whether to disconnect. */
export class TokenBucket {
  private tokens: number;
  private last: number;
  private refusedInARow = 0;

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
    if (this.tokens >= 1) {
      this.tokens -= 1;
      this.refusedInARow = 0;
      return true;
    }
    this.refusedInARow++;
    return false;
  }

  /** True once the client has kept flooding after being told. */
  get abusive(): boolean {
    return this.refusedInARow >= this.config.disconnectAfter;
  }
}
