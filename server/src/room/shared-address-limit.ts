import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Logger } from '../log';
import type { MessageLimit } from './address-buckets';

/**
 * Room messages per address counted across every game server that shares one Redis
 * (rate-limiter-flexible's Redis store), so an address cannot pass each server's limit at once.
 *
 * It comes after this process's own buckets (address-buckets.ts), which stay the first and
 * instant check, and the insurance when Redis is unreachable. A message never waits for Redis: each
 * server counts what an address sent here and adds it to the shared count every `flushMs`; once the
 * shared count says the address is over, this server refuses its messages until the window ends.
 * So another server learns of an address over the limit within one flush (50 ms), and Redis gets
 * one command per address and flush, not one per message. Redis failing turns the shared count off
 * (fail open: messages flow, each server limits its own sockets), logged once per outage.
 */
export class SharedAddressLimit {
  /** Messages each address sent here since the last flush. */
  private readonly counted = new Map<string, number>();
  /** Addresses the shared count found over the limit, until when (performance.now()). */
  private readonly blockedUntil = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private failing = false;

  constructor(
    private readonly limiter: RateLimiterAbstract,
    private readonly log: Pick<Logger, 'warn' | 'info'>,
    private readonly flushMs = 50,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The same check as a socket's limit (incoming-guard.ts): refusals here never disconnect. */
  limitFor(address: string): MessageLimit {
    return { take: () => this.take(address), abusive: false };
  }

  /** Whether `address` may send one more message (false while the shared count is over); counts it. */
  take(address: string): boolean {
    const until = this.blockedUntil.get(address);
    if (until !== undefined) {
      if (this.now() < until) return false;
      this.blockedUntil.delete(address);
    }
    this.counted.set(address, (this.counted.get(address) ?? 0) + 1);
    if (!this.timer && !this.flushing) this.timer = setTimeout(() => void this.flush(), this.flushMs).unref();
    return true;
  }

  /** Add what was counted here to the shared counts now (tests call it instead of waiting). */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.flushing) await this.flushing;
    const t = this.now();
    for (const [address, until] of this.blockedUntil) if (until <= t) this.blockedUntil.delete(address);
    if (this.counted.size === 0) return;
    const batch = [...this.counted];
    this.counted.clear();
    this.flushing = Promise.all(batch.map(([address, n]) => this.spend(address, n))).then(() => undefined);
    try {
      await this.flushing;
    } finally {
      this.flushing = undefined;
      if (this.counted.size && !this.timer) this.timer = setTimeout(() => void this.flush(), this.flushMs).unref();
    }
  }

  private async spend(address: string, n: number): Promise<void> {
    try {
      await this.limiter.consume(address, n);
      this.reachable();
    } catch (e) {
      if (e instanceof RateLimiterRes) {
        this.reachable();
        this.blockedUntil.set(address, this.now() + e.msBeforeNext);
        return;
      }
      // Redis unreachable or slow: fail open (this process's own buckets still hold), said once.
      if (!this.failing) this.log.warn({ err: (e as Error).message }, 'message limits across servers are off while Redis is unreachable; each server limits its own sockets');
      this.failing = true;
    }
  }

  private reachable(): void {
    if (this.failing) this.log.info('message limits across servers are back');
    this.failing = false;
  }
}

/**
 * The shared message limit on `redis`: `perSecond` on average per address over all servers, bursts of
 * twice that (the same figures as each process's own address bucket: a 2-second window of 2 × perSecond).
 */
export function sharedAddressLimit(redis: Redis, perSecond: number, log: Pick<Logger, 'warn' | 'info'>, keyPrefix = ''): SharedAddressLimit {
  const limiter = new RateLimiterRedis({ storeClient: redis, points: Math.max(1, Math.round(perSecond * 2)), duration: 2, keyPrefix: `${keyPrefix}signum:rl:messages` });
  return new SharedAddressLimit(limiter, log);
}
