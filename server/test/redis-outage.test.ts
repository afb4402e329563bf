import { Client, type Room } from 'colyseus.js';
import { matchMaker } from '@colyseus/core';
import { PRECONS, whoActs, legalActions } from '@signum/shared';
import { createServer, type RunningServer } from '../src/create-server';
import { createLogger, logUnhandledRejections } from '../src/log';
import { reannounceRooms } from '../src/room/reannounce';
import { connectScale, limiterConnection } from '../src/scale/redis-scale';
import { MemoryStore } from '../src/store/memory-store';
import { freePort } from '../test-support/processes';
import { PrivateRedis } from '../test-support/private-redis';
import { joinPlayer, NO_HTTP_LIMITS, NO_ROOM_LIMITS, NO_RATE_LIMIT, serverRoom, until, type Player } from './harness';

/** Wait for an async condition. */
async function eventually(check: () => Promise<boolean>, what: string, ms = 20_000): Promise<void> {
  const start = Date.now();
  while (!(await check().catch(() => false))) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * A Redis outage and restart under a running server (its own redis-server, stopped with SIGKILL
 * and started empty): matches go on, requests that need Redis fail quickly with a clear answer,
 * and once Redis is back the join codes, listings and a dropped player's reconnection work again.
 */
describe('a Redis restart', () => {
  let redis: PrivateRedis;
  let server: RunningServer;
  let base: string;
  const warnings: string[] = [];

  beforeAll(async () => {
    redis = new PrivateRedis(await freePort());
    await redis.start();
    const log = createLogger('silent');
    // As main.ts does: Colyseus's own unawaited presence writes fail during the outage.
    unhandled = logUnhandledRejections(log);
    const capture = { warn: (o: unknown, m?: string) => warnings.push(m ?? String(o)), info: (o: unknown, m?: string) => warnings.push(`info: ${m ?? String(o)}`) };
    const port = await freePort();
    const env = { REDIS_URL: redis.url, REDIS_TIMEOUT_MS: '500', PUBLIC_ADDRESS: `127.0.0.1:${port}` };
    const scale = (await connectScale(env, port, 5000, capture as never))!;
    scale.whenBack(() => void reannounceRooms(capture as never));
    server = await createServer({
      port, store: new MemoryStore(), ...scale.serverOptions, redis: (limiter = limiterConnection(env)), presenceTimeoutMs: 500, logger: log,
      rateLimit: NO_RATE_LIMIT, limits: NO_ROOM_LIMITS, httpLimits: NO_HTTP_LIMITS,
    });
    base = `http://127.0.0.1:${server.port}`;
  }, 30_000);
  let unhandled: (err: unknown) => void;
  let limiter: ReturnType<typeof limiterConnection> | undefined;
  afterAll(async () => {
    await server?.close();
    // The server does not own the rate limiters' connection (main.ts closes it): left open, it
    // would retry the stopped Redis every 2 s and keep jest from exiting. QUIT lets any command
    // still on its way be answered (disconnect() would reject it with nobody listening).
    await limiter?.quit().catch(() => limiter?.disconnect());
    await redis?.dispose();
    // Commands Colyseus sent without awaiting them fail as their connections close: they are
    // logged, as main.ts does, until they have settled (one once reached the next test file).
    await new Promise((r) => setTimeout(r, 200));
    process.off('unhandledRejection', unhandled);
  });

  it('codes, listings and reconnection come back; the match never stops', async () => {
    const url = `ws://127.0.0.1:${server.port}`;
    const a = await joinPlayer(new Client(url), (c) => c.create('match', { mode: 'duel', private: true, seed: 'redis-outage', reconnectSeconds: 60 }));
    const b: Player = await joinPlayer(new Client(url), (c) => c.joinById(a.room.roomId, { code: a.code }));
    [a, b].forEach((p, i) => {
      p.room.send('deck', { precon: PRECONS[i]!.id });
      p.room.send('ready', {});
    });
    const sr = serverRoom(a.room);
    await until(() => sr.game !== null, 'the game to start');
    expect((await fetch(`${base}/codes/${a.code}`)).status).toBe(200);
    expect((await fetch(`${base}/ready`)).status).toBe(200);

    await redis.stop();
    // Requests that need Redis answer within the time-out, not hang.
    const t0 = Date.now();
    const code = await fetch(`${base}/codes/${a.code}`);
    expect(code.status).toBe(503);
    expect(Date.now() - t0).toBeLessThan(3000);
    const ready = await fetch(`${base}/ready`);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { checks: { redis: { ok: boolean } } }).checks.redis.ok).toBe(false);
    // The match plays on: actions need no Redis.
    const seats = { [a.seat!]: a, [b.seat!]: b };
    for (let i = 0; i < 3; i++) {
      const n = sr.actionCount;
      const seat = whoActs(sr.game!)!;
      seats[seat]!.room.send('action', legalActions(sr.game!, seat)[0]);
      await until(() => sr.actionCount > n, 'an action during the outage', 5000);
    }
    // A player drops during the outage.
    const token = b.room.reconnectionToken;
    (b.room.connection as unknown as { transport: { ws: { close(): void } } }).transport.ws.close();
    await until(() => sr.state.seats.get(b.seat!)!.away, 'the seat to be away');
    await new Promise((r) => setTimeout(r, 1500)); // a few ioredis retries

    await redis.start(); // empty: codes, listings and the process list are gone from it
    await eventually(async () => (await fetch(`${base}/codes/${a.code}`)).status === 200, 'the join code to come back');
    expect(await ((await fetch(`${base}/codes/${a.code}`)).json())).toEqual({ roomId: a.room.roomId });
    await eventually(async () => (await matchMaker.query({ roomId: a.room.roomId })).length === 1, 'the listing to come back');
    expect((await fetch(`${base}/ready`)).status).toBe(200);
    const back: Room = await new Client(url).reconnect(token);
    expect(sr.seatOfSession(back.sessionId)).toBe(b.seat);
    // Play goes on from both seats, and new matches can be made again.
    const n = sr.actionCount;
    const seat = whoActs(sr.game!)!;
    (seat === b.seat ? back : a.room).send('action', legalActions(sr.game!, seat)[0]);
    await until(() => sr.actionCount > n, 'an action after the outage', 5000);
    const fresh = await joinPlayer(new Client(url), (c) => c.create('match', { mode: 'duel' }));
    expect(fresh.seat).toBe('p1');
    // The outage was logged once, not once per retry.
    expect(warnings.filter((w) => /unreachable/.test(w))).toHaveLength(1);
    expect(warnings).toContain('info: Redis is back');
    await Promise.all([a.room.leave(), back.leave(), fresh.room.leave()]);
  }, 90_000);
});
