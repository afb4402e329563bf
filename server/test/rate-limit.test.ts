import { Client } from 'colyseus.js';
import { PRECONS } from '@signum/shared';
import { DEFAULT_RATE_LIMIT, TokenBucket } from '../src/room/rate-limit';
import { joinPlayer, serverRoom, startTestServer, until, type TestServer } from './harness';

describe('TokenBucket', () => {
  it('allows the burst, then the steady rate, and calls sustained flooding abusive', () => {
    let now = 0;
    const b = new TokenBucket({ perSecond: 20, burst: 40, disconnectAfter: 5 }, () => now);
    for (let i = 0; i < 40; i++) expect(b.take()).toBe(true);
    expect(b.take()).toBe(false);
    now += 100; // 0.1 s refills 2 tokens
    expect(b.take()).toBe(true);
    expect(b.take()).toBe(true);
    expect(b.take()).toBe(false);
    for (let i = 0; i < 2; i++) b.take();
    expect(b.abusive).toBe(false);
    b.take();
    expect(b.abusive).toBe(true);
  });

  it('still cuts off a flood that earns a token now and then, and forgives a client that backs off', () => {
    let now = 0;
    const flood = new TokenBucket({ perSecond: 20, burst: 40, disconnectAfter: 200 }, () => now);
    for (let i = 0; i < 40; i++) flood.take();
    // 150 messages per 50 ms: one token gets through each time, the refusals still add up.
    for (let round = 0; round < 2 && !flood.abusive; round++) {
      now += 50;
      for (let i = 0; i < 150; i++) flood.take();
    }
    expect(flood.abusive).toBe(true);

    const calm = new TokenBucket({ perSecond: 20, burst: 40, disconnectAfter: 5 }, () => now);
    for (let i = 0; i < 44; i++) calm.take(); // 4 refused
    now += 2000; // quiet long enough for the bucket to fill up
    expect(calm.take()).toBe(true);
    for (let i = 0; i < 39; i++) calm.take();
    for (let i = 0; i < 4; i++) calm.take(); // 4 refused again: not 8
    expect(calm.abusive).toBe(false);
  });
});

// (3) With the default limits over a real connection: a flood is answered RATE_LIMITED, sustained
// abuse is disconnected, and the room and the other players go on.
describe('rate limit over the wire', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ rateLimit: DEFAULT_RATE_LIMIT });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a burst beyond the limit with RATE_LIMITED, then disconnects a client that keeps flooding', async () => {
    const flooder = await joinPlayer(t.client(), (c) => c.create('match', { mode: 'duel', seed: 'flood' }));
    const other = await joinPlayer(t.client(), (c) => c.joinById(flooder.room.roomId, {}));
    const sr = serverRoom(flooder.room);
    for (let i = 0; i < 60; i++) flooder.room.send('ping', i);
    await until(() => flooder.errors.length >= 60, 'answers to the burst');
    const limited = flooder.errors.filter((e) => e.code === 'RATE_LIMITED').length;
    expect(limited).toBeGreaterThanOrEqual(15);
    expect(limited).toBeLessThanOrEqual(25); // the burst of 40 passed (as UNKNOWN_MESSAGE), the rest was limited
    expect(flooder.errors.filter((e) => e.code === 'UNKNOWN_MESSAGE').length).toBe(60 - limited);

    // Keep flooding until the server hangs up: on a slow machine a token may refill mid-flood and
    // restart the count of refusals in a row, so a fixed number of messages is not always enough.
    let closedWith: number | null = null;
    flooder.room.onLeave((code) => (closedWith = code));
    for (let round = 0; round < 20 && closedWith === null; round++) {
      for (let i = 0; i < DEFAULT_RATE_LIMIT.disconnectAfter && closedWith === null; i++) flooder.room.send('ping', i);
      await new Promise((r) => setTimeout(r, 50));
    }
    await until(() => closedWith !== null, 'the flooder to be disconnected');
    expect(closedWith).toBe(4002);
    // The room goes on: the other player can still choose a deck and is answered.
    other.room.send('deck', { precon: PRECONS[0]!.id });
    await until(() => sr.state.seats.get(other.seat!)!.deckChosen, 'the other player to be served');
    expect(other.errors).toEqual([]);
  }, 30_000); // a loaded machine delivers a few thousand messages slowly
});

// (2) Messages per address over all its sockets: many sockets, each within its own limit, cannot
// together exceed the address's limit (the probe's 30 sockets once sent 558 messages a second).
describe('rate limit per address over the wire', () => {
  const PER_ADDRESS = 20; // messages a second, burst twice that
  const SOCKETS = 30;
  const EACH = 20; // within a socket's own burst of 40: only the address's bucket can refuse
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ rateLimit: { ...DEFAULT_RATE_LIMIT, disconnectAfter: 1e6 }, limits: { messagesPerSecondPerAddress: PER_ADDRESS } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('30 sockets from one address together pass no more than the address limit; another address is not held back', async () => {
    const host = await joinPlayer(t.client(), (c) => c.create('match', { mode: 'duel', seed: 'per-address' }));
    const rooms = await Promise.all([1, 2].map(() => joinPlayer(t.client(), (c) => c.create('match', { mode: 'duel', seed: 'per-address' }))));
    const roomIds = [host, ...rooms].map((p) => p.room.roomId);
    // Sockets spread over three rooms (the limit is the address's, not the room's), all watching.
    const sockets = [host, ...rooms];
    for (let i = sockets.length; i < SOCKETS; i++) {
      sockets.push(await joinPlayer(t.client(), (c) => c.joinById(roomIds[i % 3]!, { spectate: true })));
    }
    const start = performance.now();
    for (const s of sockets) for (let i = 0; i < EACH; i++) s.room.send('ping', i);
    await until(() => sockets.every((s) => s.errors.length >= EACH), 'an answer to every message', 20_000);
    const seconds = (performance.now() - start) / 1000;
    const passed = sockets.reduce((n, s) => n + s.errors.filter((e) => e.code === 'UNKNOWN_MESSAGE').length, 0);
    const limited = sockets.reduce((n, s) => n + s.errors.filter((e) => e.code === 'RATE_LIMITED').length, 0);
    expect(passed + limited).toBe(SOCKETS * EACH);
    // The address's burst, plus what it refilled while the messages arrived (one token of slack for rounding).
    expect(passed).toBeGreaterThanOrEqual(PER_ADDRESS * 2);
    expect(passed).toBeLessThanOrEqual(PER_ADDRESS * 2 + Math.ceil(PER_ADDRESS * seconds) + 1);
    expect(limited).toBeGreaterThan(SOCKETS * EACH / 2);
    // Joining is no message of the player's: with the address's bucket empty a new socket still joins and is welcomed.
    const late = await joinPlayer(t.client(), (c) => c.joinById(roomIds[1]!, { spectate: true }));
    expect(late.errors).toEqual([]);

    // A client of another address (IPv6 loopback, ::1) has a bucket of its own.
    const other = await joinPlayer(new Client(`ws://[::1]:${t.server.port}`), (c) => c.joinById(roomIds[0]!, { spectate: true }));
    for (let i = 0; i < EACH; i++) other.room.send('ping', i);
    await until(() => other.errors.length >= EACH, 'answers to the other address');
    expect(other.errors.every((e) => e.code === 'UNKNOWN_MESSAGE')).toBe(true);
  }, 40_000);
});
