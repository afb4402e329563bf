import { TokenBucket, type RateLimitConfig } from './rate-limit';

/** What the incoming guard needs of a rate limit. */
export type MessageLimit = Pick<TokenBucket, 'take' | 'abusive'>;

/**
 * One token bucket per address, shared by all of its sockets in this process (30 sockets from one
 * client once sent 558 messages a second, none limited by their own buckets).
 */
export class AddressBuckets {
  private readonly buckets = new Map<string, { bucket: TokenBucket; sockets: number }>();

  constructor(private readonly config: () => RateLimitConfig) {}

  /** The bucket of `address`, counting one more socket on it. */
  open(address: string): TokenBucket {
    let entry = this.buckets.get(address);
    if (!entry) this.buckets.set(address, (entry = { bucket: new TokenBucket(this.config()), sockets: 0 }));
    entry.sockets++;
    return entry.bucket;
  }

  /** One socket of `address` closed; the bucket goes with the last one. */
  close(address: string): void {
    const entry = this.buckets.get(address);
    if (entry && --entry.sockets <= 0) this.buckets.delete(address);
  }
}

/** A message passes only if both the socket's own bucket and its address's bucket have a token. */
export function bothLimits(socket: MessageLimit, address: MessageLimit): MessageLimit {
  return {
    take: () => socket.take() && address.take(),
    get abusive() {
      return socket.abusive || address.abusive;
    },
  };
}
