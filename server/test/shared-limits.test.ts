import IORedis, { type Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { addressLimiters, spend } from '../src/http/address-limits';
import { SharedAddressLimit, sharedAddressLimit } from '../src/room/shared-address-limit';
import { freePort } from '../test-support/processes';
import { describeIf, redisService, uniqueName } from '../test-support/services';
import { joinPlayer, startTestServer, until, type TestServer } from './harness';

const redisUrl = redisService();

/** A log that keeps what it was told. */
function captureLog() {
  const lines: string[] = [];
  return { lines, log: { warn: (_o: unknown, m?: string) => void lines.push(`warn: ${m}`), info: (m: unknown) => void lines.push(`info: ${String(m)}`) } };
}

/** A connection as main.ts makes for the limits (no offline queue: an outage fails a command at once). */
function connect(url: string): Redis {
  const c = new IORedis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
  c.on('error', () => {});
  return c;
}

// Limits per address that hold across game servers sharing one Redis (rate-limiter-flexible's Redis
// store): each server's own counts are not enough when a client spreads its sockets or requests.
describeIf(redisUrl)('limits per address across servers (real Redis)', () => {
  const connections: Redis[] = [];
  const conn = async () => {
    const c = connect(redisUrl.url);
    connections.push(c);
    await until(() => c.status === 'ready', 'Redis connection', 10_000);
    return c;
  };
  afterAll(async () => {
    await Promise.all(connections.map((c) => c.quit().catch(() => c.disconnect())));
  });

  it('messages: an address over the limit through server A is refused on server B; another address on B is not', async () => {
    const prefix = uniqueName('msg');
    const a = sharedAddressLimit(await conn(), 5, captureLog().log, prefix); // 10 messages per 2 s over all servers
    const b = sharedAddressLimit(await conn(), 5, captureLog().log, prefix);
    // Server A passes the address's whole allowance (and one more): A's own count says nothing yet.
    for (let i = 0; i < 11; i++) expect(a.take('203.0.113.7')).toBe(true);
    await a.flush();
    expect(a.take('203.0.113.7')).toBe(false);
    // Server B has seen one message of that address, far below the limit on its own: the shared count refuses it.
    expect(b.take('203.0.113.7')).toBe(true);
    await b.flush();
    expect(b.take('203.0.113.7')).toBe(false);
    expect(b.take('198.51.100.1')).toBe(true);
    // Without A's messages, B's single one would never have been limited (the control).
    const alone = sharedAddressLimit(await conn(), 5, captureLog().log, uniqueName('msg'));
    expect(alone.take('203.0.113.7')).toBe(true);
    await alone.flush();
    expect(alone.take('203.0.113.7')).toBe(true);
  });

  it('messages over the wire: a room refuses an address that another server pushed over the limit', async () => {
    const prefix = uniqueName('wire');
    let t: TestServer | undefined;
    try {
      t = await startTestServer({ redis: await conn(), redisKeyPrefix: prefix, limits: { messagesPerSecondPerAddress: 5 } });
      const p = await joinPlayer(t.client(), (c) => c.create('match', { mode: 'duel', seed: 'shared-limit' }));
      // Two messages, well within every limit: answered as unknown messages, never RATE_LIMITED.
      p.room.send('ping', 1);
      p.room.send('ping', 2);
      await until(() => p.errors.length >= 2, 'answers to the first messages');
      expect(p.errors.map((e) => e.code)).toEqual(['UNKNOWN_MESSAGE', 'UNKNOWN_MESSAGE']);
      // The address as the server counts it (its key in Redis, written by the first flush).
      const keyPrefix = `${prefix}signum:rl:messages:`;
      let keys: string[] = [];
      const probe = connections[connections.length - 1]!;
      for (let i = 0; i < 50 && keys.length === 0; i++) {
        keys = await probe.keys(`${keyPrefix}*`);
        if (!keys.length) await new Promise((r) => setTimeout(r, 20));
      }
      expect(keys).toHaveLength(1);
      const address = keys[0]!.slice(keyPrefix.length);
      // "Server B" sends that address's allowance through itself.
      const b = sharedAddressLimit(await conn(), 5, captureLog().log, prefix);
      for (let i = 0; i < 10; i++) b.take(address);
      await b.flush();
      // The next message on this server still passes (it learns at its next flush, 50 ms); after that it refuses.
      p.room.send('ping', 3);
      await until(() => p.errors.length >= 3, 'an answer');
      await new Promise((r) => setTimeout(r, 150));
      p.room.send('ping', 4);
      await until(() => p.errors.length >= 4, 'an answer');
      expect(p.errors[3]!.code).toBe('RATE_LIMITED');
      p.room.leave();
    } finally {
      await t?.close();
    }
  }, 30_000);

  it('HTTP limits: requests spent through server A count on server B', async () => {
    const prefix = uniqueName('http');
    const a = addressLimiters({ matchmakePerMinute: 3, codeLookupsPerMinute: 3 }, await conn(), prefix);
    const b = addressLimiters({ matchmakePerMinute: 3, codeLookupsPerMinute: 3 }, await conn(), prefix);
    for (let i = 0; i < 3; i++) expect(await spend(a.matchmake, '203.0.113.9')).toBe(0);
    expect(await spend(b.matchmake, '203.0.113.9')).toBeGreaterThan(0);
    expect(await spend(b.codes, '203.0.113.9')).toBe(0); // each route has its own count
    expect(await spend(b.matchmake, '198.51.100.2')).toBe(0);
  });
});

// Redis down: nothing waits for it. Messages flow (each server's own buckets still limit its
// sockets), the outage is logged once; HTTP limits fall back to memory (rate-limiter-flexible's insurance).
describe('limits per address while Redis is unreachable', () => {
  let dead: Redis;
  beforeAll(async () => {
    dead = connect(`redis://127.0.0.1:${await freePort()}`); // nothing listens there
  });
  afterAll(() => dead.disconnect());

  it('messages are never refused or held for Redis, and the outage is logged once', async () => {
    const { lines, log } = captureLog();
    const limit = new SharedAddressLimit(new RateLimiterRedis({ storeClient: dead, points: 2, duration: 2, keyPrefix: uniqueName('down') }), log);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 10; i++) expect(limit.take('203.0.113.7')).toBe(true);
      await limit.flush();
    }
    expect(limit.take('203.0.113.7')).toBe(true);
    expect(lines.filter((l) => l.startsWith('warn:'))).toEqual(['warn: message limits across servers are off while Redis is unreachable; each server limits its own sockets']);
  });

  it('HTTP limits still hold per server, from memory', async () => {
    const limiters = addressLimiters({ matchmakePerMinute: 2, codeLookupsPerMinute: 2 }, dead, uniqueName('down'));
    expect(await spend(limiters.matchmake, '203.0.113.9')).toBe(0);
    expect(await spend(limiters.matchmake, '203.0.113.9')).toBe(0);
    expect(await spend(limiters.matchmake, '203.0.113.9')).toBeGreaterThan(0);
  });
});
