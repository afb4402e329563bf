import type http from 'node:http';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** Requests per address per minute for each limited HTTP route. */
export interface AddressLimitConfig {
  matchmakePerMinute: number;
  codeLookupsPerMinute: number;
}

/** The HTTP limiters, per address: in memory, or in Redis (so they hold across servers) with memory as insurance when Redis fails. */
export interface AddressLimiters {
  matchmake: RateLimiterAbstract;
  codes: RateLimiterAbstract;
}

/** Build the limiters; with `redis`, counts are shared by every server using that Redis. */
export function addressLimiters(c: AddressLimitConfig, redis?: Redis, keyPrefix = ''): AddressLimiters {
  const make = (name: string, points: number): RateLimiterAbstract => {
    const memory = new RateLimiterMemory({ points, duration: 60, keyPrefix: name });
    if (!redis) return memory;
    return new RateLimiterRedis({ storeClient: redis, points, duration: 60, keyPrefix: `${keyPrefix}signum:rl:${name}`, insuranceLimiter: memory });
  };
  return { matchmake: make('matchmake', c.matchmakePerMinute), codes: make('codes', c.codeLookupsPerMinute) };
}

/** The address a request came from (the socket's peer: forwarded headers are not trusted). */
export function addressOf(req: http.IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}

/** Spend one request of `address`; the seconds to wait when over the limit, else 0. */
export async function spend(limiter: RateLimiterAbstract, address: string): Promise<number> {
  try {
    await limiter.consume(address);
    return 0;
  } catch (e) {
    if (e instanceof RateLimiterRes) return Math.max(1, Math.ceil(e.msBeforeNext / 1000));
    throw e;
  }
}
