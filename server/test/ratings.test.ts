import { PRECONS, type RematchNews } from '@signum/shared';
import type { Room } from 'colyseus.js';
import { nearestRoom } from '../src/http/quick-match';
import type { PlayersNews } from '../src/room/match-players';
import { nextMessage, serverRoom, startTestServer, until, type TestServer } from './harness';

// Ratings, rated and unrated matches, concession, rematch and pairing, over real WebSockets and HTTP,
// with the database as the witness.

jest.setTimeout(60_000);

let t: TestServer;
let base: string;
beforeAll(async () => {
  t = await startTestServer();
  base = `http://127.0.0.1:${t.server.port}`;
});
afterAll(() => t.close());

async function guest(name: string): Promise<{ token: string; id: string }> {
  const res = await fetch(`${base}/players/guest`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name }) });
  const body = (await res.json()) as { token: string; player: { id: string } };
  return { token: body.token, id: body.player.id };
}

interface Seated {
  room: Room;
  seat: string | null;
  code?: string;
  news: PlayersNews | null;
  rematch: RematchNews | null;
}

async function seat(room: Room): Promise<Seated> {
  const s: Seated = { room, seat: null, news: null, rematch: null };
  const welcome = nextMessage<{ seat: string | null; code?: string }>(room, 'welcome');
  room.onMessage('players', (m: PlayersNews) => (s.news = m));
  room.onMessage('rematch', (m: RematchNews) => (s.rematch = m));
  room.onMessage('*', () => {});
  const w = await welcome;
  s.seat = w.seat;
  if (w.code) s.code = w.code;
  return s;
}

async function startGame(players: Seated[]): Promise<void> {
  for (const [i, p] of players.entries()) {
    p.room.send('deck', { precon: PRECONS[i % PRECONS.length]!.id });
    p.room.send('ready', {});
  }
  const sr = serverRoom(players[0]!.room);
  await until(() => sr.game !== null, 'the game to start');
}

it('a rated Shoulder to Shoulder quick match moves both sides’ ratings in the database, once; profiles list it', async () => {
  const ids = await Promise.all(['Ari', 'Amo', 'Bex', 'Bly'].map(guest));
  const players: Seated[] = [];
  for (const [i, g] of ids.entries()) players.push(await seat(await t.client().joinOrCreate('match', { mode: 'teams', token: g.token, team: i < 2 ? 'A' : 'B' })));
  expect(players.map((p) => p.seat)).toEqual(['p1', 'p2', 'p3', 'p4']);
  await until(() => players[0]!.news?.rated === true && Object.keys(players[0]!.news.seats).length === 4, 'the room to say it is rated');
  const sr = serverRoom(players[0]!.room);
  await startGame(players);
  expect((await t.store.players().matchSeats(sr.roomId)).map((s) => [s.seat, s.playerId, s.team, s.rated])).toEqual([
    ['p1', ids[0]!.id, 'A', true], ['p2', ids[1]!.id, 'A', true], ['p3', ids[2]!.id, 'B', true], ['p4', ids[3]!.id, 'B', true],
  ]);
  players[2]!.room.send('concede', {});
  players[3]!.room.send('concede', {});
  await until(() => !!sr.game?.result, 'the end');
  const rating = async (id: string) => (await t.store.players().ratingsOf(id)).find((r) => r.family === 'teams');
  const start = Date.now();
  while (!(await rating(ids[3]!.id)) && Date.now() - start < 5000) await new Promise((r) => setTimeout(r, 20));
  const after = await Promise.all(ids.map((g) => rating(g.id)));
  for (const r of after.slice(0, 2)) expect(r).toMatchObject({ family: 'teams', games: 1, mu: expect.any(Number) });
  expect(after[0]!.mu).toBeGreaterThan(25);
  expect(after[1]!.mu).toBeGreaterThan(25);
  expect(after[2]!.mu).toBeLessThan(25);
  expect(after[3]!.mu).toBeLessThan(25);
  for (const r of after) expect(r!.sigma).toBeLessThan(25 / 3);
  // Applying the same match again changes nothing.
  expect(await t.store.players().applyRatings(sr.roomId, 'teams', [], new Date().toISOString())).toBe(false);

  const profile = (await (await fetch(`${base}/players/${ids[0]!.id}`)).json()) as { ratings: { family: string; games: number; rating: number }[]; matches: { matchId: string; rated: boolean; result: unknown }[] };
  expect(profile.ratings).toEqual([expect.objectContaining({ family: 'teams', games: 1 })]);
  expect(profile.matches[0]).toMatchObject({ matchId: sr.roomId, rated: true, result: { winners: ['p1', 'p2'], reason: 'forfeit' } });
  const board = (await (await fetch(`${base}/leaderboard?family=teams`)).json()) as { rows: { playerId: string }[] };
  expect(board.rows.slice(0, 2).map((r) => r.playerId).sort()).toEqual([ids[0]!.id, ids[1]!.id].sort());
  await Promise.all(players.map((p) => p.room.leave()));
});

it('a private match is unrated (and says so); a concession ends it; a rematch opens a private room holding the same seats', async () => {
  const [x, y] = await Promise.all([guest('Xan'), guest('Yul')]);
  const a = await seat(await t.client().create('match', { mode: 'duel', private: true, token: x.token }));
  const b = await seat(await t.client().joinById(a.room.roomId, { token: y.token, code: a.code }));
  await until(() => b.news !== null && Object.keys(b.news.seats).length === 2, 'the players news');
  expect(b.news!.rated).toBe(false);
  await startGame([a, b]);
  const sr = serverRoom(a.room);
  // A rematch before the end is refused.
  const refused = nextMessage<{ code: string }>(a.room, 'error');
  a.room.send('rematch', { accept: true });
  expect((await refused).code).toBe('NOT_ENDED');
  a.room.send('concede', {});
  await until(() => !!sr.game?.result, 'the end');
  expect(sr.game!.result).toEqual({ winners: ['p2'], reason: 'forfeit' });
  await new Promise((r) => setTimeout(r, 200));
  expect(await t.store.players().ratingsOf(x.id)).toEqual([]);

  a.room.send('rematch', { accept: true });
  await until(() => b.rematch?.accepted.length === 1, 'the first acceptance to be announced');
  expect(b.rematch).toEqual({ accepted: ['p1'], seats: ['p1', 'p2'] });
  b.room.send('rematch', { accept: true });
  await until(() => !!a.rematch?.roomId && !!b.rematch?.roomId, 'the new room');
  const next = a.rematch!.roomId!;
  // The second player comes first, yet each gets the seat they had.
  const code = a.rematch!.code!;
  expect(code).toMatch(/^[A-Z0-9]+$/);
  const b2 = await seat(await t.client().joinById(next, { token: y.token, code }));
  const a2 = await seat(await t.client().joinById(next, { token: x.token, code }));
  expect([a2.seat, b2.seat]).toEqual(['p1', 'p2']);
  // A stranger cannot take a held seat: they watch.
  const z = await guest('Zed');
  const stranger = await seat(await t.client().joinById(next, { token: z.token, code }));
  expect(stranger.seat).toBeNull();
  const nr = serverRoom(a2.room);
  expect(nr.opts).toMatchObject({ mode: 'duel', private: true });
  await Promise.all([a, b, a2, b2, stranger].map((p) => p.room.leave()));
});

it('bots accept a rematch by themselves; practice is unrated', async () => {
  const h = await guest('Hal');
  const p = await seat(await t.client().create('match', { mode: 'duel', private: true, bots: 1, botLevel: 'easy', token: h.token }));
  await until(() => p.news !== null, 'the players news');
  expect(p.news!.rated).toBe(false);
  await startGame([p]);
  const sr = serverRoom(p.room);
  p.room.send('concede', {});
  await until(() => !!sr.game?.result, 'the end');
  p.room.send('rematch', { accept: true });
  await until(() => !!p.rematch?.roomId, 'the new room');
  expect(p.rematch!.accepted).toEqual(['p1', 'p2']);
  const again = await seat(await t.client().joinById(p.rematch!.roomId!, { token: h.token, code: p.rematch!.code! }));
  expect(again.seat).toBe('p1');
  const nr = serverRoom(again.room);
  expect(nr.state.seats.get('p2')!.bot).toBe(true);
  await Promise.all([p.room.leave(), again.room.leave()]);
});

it('who sits where is told on a change only: a spectator is sent it alone, a seat given up tells everyone', async () => {
  const [a, b, w] = await Promise.all([guest('Nia'), guest('Noa'), guest('Wes')]);
  /** Every `players` news a client gets, and its chat lines (to know the earlier frames have come). */
  const listen = (room: Room) => {
    const c = { room, news: [] as PlayersNews[], chat: [] as string[], code: undefined as string | undefined };
    room.onMessage('players', (m: PlayersNews) => c.news.push(m));
    room.onMessage('chat', (l: { text: string }) => c.chat.push(l.text));
    room.onMessage('welcome', (m: { code?: string }) => (c.code ??= m.code));
    room.onMessage('*', () => {});
    return c;
  };
  const p1 = listen(await t.client().create('match', { mode: 'duel', private: true, token: a.token }));
  await until(() => p1.code !== undefined && p1.news.length === 1, 'the first seat’s welcome and news');
  const p2 = listen(await t.client().joinById(p1.room.roomId, { token: b.token, code: p1.code }));
  await until(() => p2.news.length === 1 && p1.news.length === 2, 'the second seat to be told to both');
  expect(Object.keys(p1.news[1]!.seats).sort()).toEqual(['p1', 'p2']);
  expect(p2.news[0]).toEqual(p1.news[1]);

  const watcher = listen(await t.client().joinById(p1.room.roomId, { token: w.token, code: p1.code, spectate: true }));
  await until(() => watcher.news.length === 1, 'the spectator’s news');
  expect(watcher.news[0]).toEqual(p1.news[1]);
  // A line said after the spectator came reaches the seats after anything its arrival sent them.
  watcher.room.send('chat', { channel: 'all', text: 'hello from the stands' });
  await until(() => [p1, p2].every((p) => p.chat.includes('hello from the stands')), 'the line to reach both seats');
  expect([p1.news.length, p2.news.length]).toEqual([2, 1]);

  await p2.room.leave();
  await until(() => p1.news.length === 3 && watcher.news.length === 2, 'the seat given up to be told to everyone left');
  expect(Object.keys(p1.news[2]!.seats)).toEqual(['p1']);
  await Promise.all([p1.room.leave(), watcher.room.leave()]);
});

it('a bad session token refuses the join with a sentence; a bad name too', async () => {
  await expect(t.client().create('match', { mode: 'duel', token: 'A'.repeat(43) })).rejects.toThrow(/session is not valid/);
  await expect(t.client().create('match', { mode: 'duel', name: 'evil\u202Eeman' })).rejects.toThrow(/control or text-direction/);
});

it('quick match pairs a newcomer with the waiting room nearest in rating, within a band that widens as rooms wait', () => {
  const rooms = [
    { roomId: 'low', rating: -200, waitedMs: 0 },
    { roomId: 'mid', rating: 300, waitedMs: 0 },
    { roomId: 'high', rating: 1200, waitedMs: 0 },
  ];
  expect(nearestRoom(rooms, 250)).toBe('mid');
  expect(nearestRoom(rooms, -150)).toBe('low');
  expect(nearestRoom(rooms, 800)).toBeNull(); // nobody near: open a room of one's own
  expect(nearestRoom([{ roomId: 'high', rating: 1200, waitedMs: 40_000 }], 800)).toBe('high'); // it waited 40 s: its band reached 550
  expect(nearestRoom([], 0)).toBeNull();
});

it('POST /quickmatch answers the nearest open public room, and refuses bad modes and sessions', async () => {
  const g = await guest('Qui');
  const open = await seat(await t.client().create('match', { mode: 'ffa3', token: g.token }));
  await new Promise((r) => setTimeout(r, 100));
  const other = await guest('Que');
  const ask = (body: unknown, token?: string) =>
    fetch(`${base}/quickmatch`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) }).then(async (r) => ({ status: r.status, json: (await r.json()) as { roomId?: string | null; code?: string } }));
  expect((await ask({ mode: 'ffa3' }, other.token)).json.roomId).toBe(open.room.roomId);
  expect((await ask({ mode: 'ffa4' }, other.token)).json.roomId).toBeNull();
  expect((await ask({ mode: 'chess' }, other.token)).json.code).toBe('BAD_MODE');
  expect((await ask({ mode: 'ffa3' })).json.code).toBe('BAD_SESSION');
  await open.room.leave();
});
