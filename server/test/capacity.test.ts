import { matchMaker } from '@colyseus/core';
import { Client, type Room } from 'colyseus.js';
import { PRECONS } from '@signum/shared';
import { recoverMatches } from '../src/recovery';
import { joinPlayer, serverRoom, startTestServer, until, type Player, type TestServer } from './harness';

/** Join as a spectator of `roomId` (or fail with the server's refusal). */
async function watch(t: TestServer, roomId: string, extra: Record<string, unknown> = {}): Promise<Room> {
  const room = await t.client().joinById(roomId, { spectate: true, ...extra });
  room.onMessage('*', () => {});
  return room;
}

/** Join `count` spectators; returns those let in and the refusals' messages. */
async function crowd(t: TestServer, roomId: string, count: number, extra: Record<string, unknown> = {}): Promise<{ in: Room[]; refused: string[] }> {
  const out = { in: [] as Room[], refused: [] as string[] };
  // In batches: 100 at once is a real crowd, and the reservations race each other like one.
  for (let i = 0; i < count; i += 25) {
    const batch = await Promise.allSettled(Array.from({ length: Math.min(25, count - i) }, () => watch(t, roomId, extra)));
    for (const r of batch) r.status === 'fulfilled' ? out.in.push(r.value) : out.refused.push((r.reason as Error).message);
  }
  return out;
}

describe('capacity: seats are never taken away by watchers', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ limits: { maxSpectators: 32, maxRoomsPerAddress: 3 } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('100 spectators join a duel lobby: 32 are let in, the rest told why, and a player still takes the free seat', async () => {
    const host = await joinPlayer(t.client(), (c) => c.create('match', { mode: 'duel', name: 'host' }));
    const watchers = await crowd(t, host.room.roomId, 100);
    expect(watchers.in).toHaveLength(32);
    expect(watchers.refused).toHaveLength(68);
    expect(new Set(watchers.refused)).toEqual(new Set(['That match has as many spectators as it can take.']));
    // The invited second player (by id, as the lobby's list does) still sits.
    const second = await joinPlayer(t.client(), (c) => c.joinById(host.room.roomId, { name: 'second' }));
    expect(second.seat).toBe('p2');
    // Someone who only wants to watch is not given a seat by mistake, and a third is turned away as a watcher.
    expect(serverRoom(host.room).state.seats.get('p2')!.name).toBe('second');
    await expect(t.client().joinById(host.room.roomId, { name: 'third' })).rejects.toThrow('That match has as many spectators as it can take.');
    await Promise.all([...watchers.in.map((r) => r.leave()), host.room.leave(), second.room.leave()]);
  }, 60_000);

  it('after a restart, 100 spectators cannot keep a seated player from rejoining with the seat key', async () => {
    const a = await joinPlayer(t.client(), (c) => c.create('match', { mode: 'duel', seed: 'capacity-restart', reconnectSeconds: 30 }));
    const b = await joinPlayer(t.client(), (c) => c.joinById(a.room.roomId, {}));
    [a, b].forEach((p, i) => {
      p.room.send('deck', { precon: PRECONS[i]!.id });
      p.room.send('ready', {});
    });
    const sr = serverRoom(a.room);
    await until(() => sr.game !== null, 'the game to start');
    const id = sr.roomId;
    await sr.disconnect(); // as a crash would leave it: unfinished in the store
    await until(() => !matchMaker.getLocalRoomById(id), 'the room to close');
    expect(await recoverMatches(t.store, { log: () => {}, error: () => {} })).toEqual([id]);
    // The restored room fills with watchers before either player is back.
    const watchers = await crowd(t, id, 100);
    expect(watchers.in).toHaveLength(32);
    expect(watchers.refused).toHaveLength(68);
    const back: Player[] = [];
    for (const p of [a, b]) {
      back.push(await joinPlayer(t.client(), (c) => c.joinById(id, { seatKey: p.seatKey })));
      expect(back.at(-1)!.seat).toBe(p.seat);
    }
    expect(matchMaker.getLocalRoomById(id)!.clients.length).toBe(34);
    await Promise.all([...watchers.in, ...back.map((p) => p.room)].map((r) => r.leave()));
  }, 60_000);

  it('a player dropped mid-game reconnects to a room full of spectators', async () => {
    const a = await joinPlayer(t.client(), (c) => c.create('match', { mode: 'duel', seed: 'capacity-reconnect', reconnectSeconds: 30 }));
    const b = await joinPlayer(t.client(), (c) => c.joinById(a.room.roomId, {}));
    [a, b].forEach((p, i) => {
      p.room.send('deck', { precon: PRECONS[i]!.id });
      p.room.send('ready', {});
    });
    await until(() => serverRoom(a.room).game !== null, 'the game to start');
    const watchers = await crowd(t, a.room.roomId, 40);
    expect(watchers.in).toHaveLength(32);
    const token = b.room.reconnectionToken;
    (b.room.connection as unknown as { transport: { ws: { close(): void } } }).transport.ws.close();
    await until(() => serverRoom(a.room).state.seats.get(b.seat!)!.away, 'the seat to be away');
    const back = await new Client(t.url).reconnect(token);
    expect(serverRoom(a.room).seatOfSession(back.sessionId)).toBe(b.seat);
    await Promise.all([...watchers.in.map((r) => r.leave()), a.room.leave(), back.leave()]);
  }, 60_000);

  it('quick match counts seats, not clients: a lobby full of watchers still takes a quick-match player', async () => {
    const host = await joinPlayer(t.client(), (c) => c.create('match', { mode: 'ffa3', name: 'host' }));
    const watchers = await crowd(t, host.room.roomId, 32);
    expect(watchers.in).toHaveLength(32);
    const quick: Player = await joinPlayer(t.client(), (c) => c.joinOrCreate('match', { mode: 'ffa3', name: 'quick' }));
    expect(quick.room.roomId).toBe(host.room.roomId);
    expect(quick.seat).toBe('p2');
    await Promise.all([...watchers.in.map((r) => r.leave()), host.room.leave(), quick.room.leave()]);
  }, 60_000);

  it('rooms per address are capped with a clear error, and a closed room gives its place back', async () => {
    const mine: Player[] = [];
    for (let i = 0; i < 3; i++) mine.push(await joinPlayer(t.client(), (c) => c.create('match', { mode: 'duel', private: true })));
    await expect(t.client().create('match', { mode: 'duel' })).rejects.toThrow('You already have 3 open matches; finish or leave one before creating another.');
    const gone = mine.pop()!;
    await gone.room.leave();
    await until(() => !matchMaker.getLocalRoomById(gone.room.roomId), 'the left room to close');
    mine.push(await joinPlayer(t.client(), (c) => c.create('match', { mode: 'duel', private: true })));
    await Promise.all(mine.map((p) => p.room.leave()));
  }, 30_000);
});

describe('capacity: rooms per server, abandoned lobbies', () => {
  it('the server refuses rooms beyond MAX_ROOMS, and a lobby where nothing happens closes', async () => {
    const t = await startTestServer({ limits: { maxRooms: 2, roomIdleSeconds: 1 } });
    try {
      const a = await joinPlayer(t.client(), (c) => c.create('match', { mode: 'duel' }));
      const b = await joinPlayer(t.client(), (c) => c.create('match', { mode: 'duel' }));
      await expect(t.client().create('match', { mode: 'duel' })).rejects.toThrow('The server has as many matches as it can hold; try again in a few minutes.');
      // Nobody chooses a deck: after ROOM_IDLE_SECONDS both lobbies close, saying why.
      await until(() => [a, b].every((p) => p.errors.some((e) => e.code === 'LOBBY_CLOSED')), 'the idle lobbies to close', 5000);
      await until(() => !matchMaker.getLocalRoomById(a.room.roomId) && !matchMaker.getLocalRoomById(b.room.roomId), 'the rooms to be gone', 5000);
      const c = await joinPlayer(t.client(), (cl) => cl.create('match', { mode: 'duel' }));
      expect(c.seat).toBe('p1');
      await c.room.leave();
    } finally {
      await t.close();
    }
  }, 30_000);
});
