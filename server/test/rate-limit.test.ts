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
