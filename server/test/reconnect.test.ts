import { PRECONS, type GameState, type Mode, type Seat } from '@signum/shared';
import type { Client } from 'colyseus.js';
import { SERVER_SEAT } from '../src/room/system-actions';
import { secretOf } from '../src/room/sync-state';
import { hiddenFrom, mentions } from './wire-search';
import { drive, joinPlayer, serverRoom, startTestServer, until, type Player, type TestServer } from './harness';

type SeatView = { away: boolean; bot: boolean };
const seatView = (p: Player, seat: Seat) => (p.room.state as unknown as { seats: Map<string, SeatView> }).seats.get(seat)!;

/** A match of `mode` with every seat a test client; started with precons. */
async function table(t: TestServer, mode: Mode, options: Record<string, unknown>): Promise<{ players: Player[]; clients: Client[] }> {
  const clients = [t.client()];
  const players = [await joinPlayer(clients[0]!, (c) => c.create('match', { mode, ...options }))];
  const n = mode === 'duel' ? 2 : mode === 'ffa3' ? 3 : 4;
  for (let k = 1; k < n; k++) {
    clients.push(t.client());
    players.push(await joinPlayer(clients[k]!, (c) => c.joinById(players[0]!.room.roomId, {})));
  }
  players.forEach((p, k) => {
    p.room.send('deck', { precon: PRECONS[k % PRECONS.length]!.id });
    p.room.send('ready', {});
  });
  await until(() => serverRoom(players[0]!.room).game !== null, 'the game to start');
  return { players, clients };
}

// Part 6 of the online-play issue: a dropped player keeps the seat for a while, then forfeits or gives it to a bot.
describe('reconnection', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t.close();
  });

  it('a dropped player is shown away, comes back with reconnect(token) to the same seat and the same private view, and no other hidden card', async () => {
    const { players, clients } = await table(t, 'duel', { seed: 'reconnect-back', turnLimit: 8 });
    const [a, b] = players as [Player, Player];
    const sr = serverRoom(a.room);
    const da = drive(a, 'rc-a');
    let db = drive(b, 'rc-b');
    await until(() => sr.actionCount >= 12, 'a dozen actions');
    db.stop();
    const token = b.room.reconnectionToken;
    const session = b.room.sessionId;
    b.room.connection.close(); // a dropped connection, not a leave
    await until(() => seatView(a, b.seat!).away, 'the other player to see the seat away');
    expect(sr.state.seats.get(b.seat!)!.away).toBe(true);

    // Record the raw frames the server sends the reconnecting client from the moment it reconnects.
    const frames: Buffer[] = [];
    t.onFrame = ({ ws, bytes }) => {
      if (sr.clients.find((c) => c.ref === ws)?.sessionId === session) frames.push(bytes);
    };
    const room = await clients[1]!.reconnect(token);
    let mine: unknown = null;
    room.onMessage('private', (m: unknown) => (mine = m));
    room.onMessage('*', () => {});
    const back: Player = { room, seat: b.seat, errors: [], events: 0 };
    room.onMessage('error', (e: { code: string; message: string }) => back.errors.push(e));
    expect(room.sessionId).toBe(session);
    expect(sr.seatOfSession(room.sessionId)).toBe(b.seat);
    await until(() => !seatView(a, b.seat!).away, 'the seat to show as back');
    const same = () => JSON.stringify(mine) === JSON.stringify(secretOf(sr.game!, b.seat!));
    await until(() => mine !== null && same(), 'the same private view after reconnecting', 3000);
    expect(same()).toBe(true);
    t.onFrame = () => {};
    const g = sr.game!;
    const all = Buffer.concat(frames);
    expect(g.players[b.seat!]!.hand.length).toBeGreaterThan(0);
    for (const id of g.players[b.seat!]!.hand) expect(mentions(all, id)).toBe(true);
    const leaked = hiddenFrom(g, b.seat!).filter((id) => mentions(all, id));
    expect(leaked).toEqual([]);
    // And play goes on to the end with the reconnected client.
    db = drive(back, 'rc-b2');
    await until(() => sr.game!.result !== null, 'the game to end', 30_000);
    da.stop();
    db.stop();
    expect(back.errors).toEqual([]);
    await Promise.all([a.room.leave(), room.leave()]);
  }, 40_000);

  it('public duel: a player who does not come back in time forfeits; the forfeit is logged and the other wins', async () => {
    const { players } = await table(t, 'duel', { seed: 'reconnect-forfeit', reconnectSeconds: 1 });
    const [a, b] = players as [Player, Player];
    const sr = serverRoom(a.room);
    const token = b.room.reconnectionToken;
    b.room.connection.close();
    await until(() => seatView(a, b.seat!).away, 'the seat to show away');
    await until(() => sr.game!.result !== null, 'the forfeit', 5000);
    expect(sr.game!.result).toEqual({ winners: [a.seat], reason: 'forfeit' });
    expect(sr.game!.players[b.seat!]!.eliminated).toBe(true);
    const m = (await t.store.getMatch(sr.roomId))!;
    expect(m.actions.at(-1)).toMatchObject({ seat: SERVER_SEAT, action: { type: 'forfeit', seat: b.seat } });
    expect(m.record.result).toEqual(sr.game!.result);
    await until(() => (a.room.state as unknown as { status: string }).status === 'ended', 'the winner to see the end');
    const quiet = jest.spyOn(console, 'info').mockImplementation(() => {});
    await expect(t.client().reconnect(token)).rejects.toThrow();
    quiet.mockRestore();
    await a.room.leave();
  }, 15_000);

  it("onAbandon 'bot': when the time runs out a bot takes the seat and plays it to the end through the same protocol", async () => {
    const { players } = await table(t, 'duel', { seed: 'reconnect-bot', reconnectSeconds: 1, onAbandon: 'bot', turnLimit: 6 });
    const [a, b] = players as [Player, Player];
    const sr = serverRoom(a.room);
    const da = drive(a, 'bot-a');
    b.room.connection.close();
    await until(() => seatView(a, b.seat!).bot, 'the seat to go to a bot', 5000);
    const from = sr.actionCount;
    await until(() => sr.game!.result !== null, 'the game to end', 30_000);
    da.stop();
    const m = (await t.store.getMatch(sr.roomId))!;
    expect(m.actions.slice(from).filter((e) => e.seat === b.seat).length).toBeGreaterThan(0);
    expect(m.actions.some((e) => e.seat === SERVER_SEAT)).toBe(false);
    expect(a.errors).toEqual([]);
    await a.room.leave();
  }, 40_000);

  it('three players: a seat that leaves on purpose forfeits at once, is eliminated, and the other two play on to a result', async () => {
    const { players } = await table(t, 'ffa3', { seed: 'reconnect-ffa3', turnLimit: 8 });
    const [a, b, c] = players as [Player, Player, Player];
    const sr = serverRoom(a.room);
    let drivers = [drive(a, 'f3-a'), drive(b, 'f3-b'), drive(c, 'f3-c')];
    await until(() => sr.actionCount >= 15, 'some play');
    // Drivers pause while the seat leaves (a driver acting on a state the forfeit then changes would race).
    drivers.forEach((d) => d.stop());
    await c.room.leave(true);
    await until(() => sr.game!.players[c.seat!]!.eliminated || sr.game!.result !== null, 'the forfeit', 10_000);
    expect(sr.game!.players[c.seat!]!.eliminated).toBe(true);
    expect(sr.game!.result).toBeNull();
    drivers = [drive(a, 'f3-a2'), drive(b, 'f3-b2')];
    await until(() => sr.game!.result !== null, 'the game to end', 40_000);
    drivers.forEach((d) => d.stop());
    expect(sr.game!.result!.winners).not.toContain(c.seat);
    const m = (await t.store.getMatch(sr.roomId))!;
    expect(m.actions.filter((e) => e.seat === SERVER_SEAT)).toEqual([expect.objectContaining({ action: { type: 'forfeit', seat: c.seat } })]);
    expect([...a.errors, ...b.errors]).toEqual([]);
    await Promise.all([a.room.leave(), b.room.leave()]);
  }, 60_000);
});
