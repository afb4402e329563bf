import type { Room } from 'colyseus.js';
import { whoActs, type Bot, type GameState, type Seat } from '@signum/shared';
import { spawnTs, type Spawned } from './processes';

// Helpers of the kill -9 restart tests (server/test/restart.test.ts, quest-restart.test.ts): a real
// server process, seated clients that track what they were acknowledged, and seeded bots playing them.

/** A server process (main.ts) on `port` with its SQLite file in `dir`, test hooks on. */
export async function startServer(dir: string, port: number): Promise<Spawned> {
  const p = spawnTs('server/src/main.ts', { PORT: String(port), DATA_DIR: dir, SIGNUM_TEST_HOOKS: '1', DATABASE_URL: '', REDIS_URL: '' });
  await p.waitFor(/Legends of Signum Online on http:\/\/localhost:\d+/, 60_000);
  return p;
}

/** One seated test client: its room, seat, seat key and the highest event index it was told of (its acknowledgements). */
export interface Seated {
  room: Room;
  seat: Seat;
  seatKey: string;
  acked: number;
  hand: string[] | null;
  errors: string[];
}

export function listen(room: Room, p: Omit<Seated, 'room'> & { room?: Room }): Seated {
  const s = p as Seated;
  s.room = room;
  room.onMessage('events', (m: { index: number }) => (s.acked = Math.max(s.acked, m.index)));
  room.onMessage('private', (m: { hand: { id: string }[] }) => (s.hand = m.hand.map((h) => h.id)));
  room.onMessage('error', (e: { code: string }) => s.errors.push(e.code));
  room.onMessage('*', () => {});
  return s;
}

export async function joinSeat(how: () => Promise<Room>): Promise<Seated> {
  const room = await how();
  // Listen before the welcome: the private view follows it at once.
  const welcome = new Promise<{ seat: Seat; seatKey: string }>((resolve) => room.onMessage('welcome', resolve));
  const s = listen(room, { seat: null as unknown as Seat, seatKey: '', acked: -1, hand: null, errors: [] });
  const w = await welcome;
  s.seat = w.seat;
  s.seatKey = w.seatKey;
  return s;
}

/** The engine state, its hash and the logged action count, from the test hook of the server process. */
export function probe(room: Room): Promise<{ actions: number; hash: string; game: GameState }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no __state answer')), 5000);
    const off = room.onMessage('__state', (m: { actions: number; hash: string; game: GameState }) => {
      clearTimeout(timer);
      off();
      resolve(m);
    });
    room.send('__state');
  });
}

/**
 * Play `count` actions (or to the end): each time ask the server's state, let the waiting seat's
 * seeded bot choose, send it from that seat's client, and wait until that client is told it was
 * accepted (its `events` message), `gapMs` apart. Returns how many actions were acknowledged this way.
 */
export async function play(players: Seated[], bots: Record<string, Bot>, count: number, gapMs = 0): Promise<number> {
  let done = 0;
  while (done < count) {
    // One seat playing alone sends a probe and an action per step: a gap keeps it under the room's message rate.
    if (gapMs) await new Promise((r) => setTimeout(r, gapMs));
    const { game, actions } = await probe(players[0]!.room);
    if (game.result) break;
    const seat = whoActs(game)!;
    const p = players.find((x) => x.seat === seat)!;
    const action = bots[seat]!.choose(game, seat);
    if (!action) throw new Error(`bot ${seat} has nothing to do`);
    p.room.send('action', action);
    const start = Date.now();
    while (p.acked < actions && p.errors.length === 0) {
      if (Date.now() - start > 5000) throw new Error(`action #${actions} not acknowledged`);
      await new Promise((r) => setTimeout(r, 5));
    }
    if (p.errors.length) throw new Error(`action refused: ${p.errors.join()}`);
    done++;
  }
  return done;
}
