import type { ChatLine } from '@signum/shared';
import { allStoreKinds, type StoreKind } from '../../test-support/store-kinds';
import type { MatchStore } from './match-store';
import { PlayerStoreError, playerStoreOf, type PlayerStore } from './player-store';

// The players' tables (migration 2) under one contract on memory, SQLite and PostgreSQL, as the match log's.

async function refusal(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (err) {
    if (err instanceof PlayerStoreError) return err.code;
    throw err;
  }
  throw new Error('the store accepted a write it should have refused');
}

const line = (index: number, extra: Partial<ChatLine> = {}): ChatLine => ({
  index, channel: 'all', seat: 'p1', playerId: 'a', name: 'Ælfrida', text: `line ${index} <b>not markup</b> ✓`, at: '2026-01-01T00:00:00.000Z', ...extra,
});

jest.setTimeout(30_000); // a loaded machine (other suites in parallel) made one SQLite step miss the 5 s default

function contract(kind: StoreKind): void {
  let store: MatchStore;
  let players: PlayerStore;
  let n = 0;
  const id = (p = 'pl') => `${p}-${++n}`;

  beforeAll(async () => {
    await kind.setup();
    store = await kind.open();
    players = playerStoreOf(store)!;
  });
  afterAll(async () => {
    await store?.close();
    await kind.teardown();
  });

  it('creates guests and reads them back; a second id is refused', async () => {
    const g = { id: id(), name: 'Guest 1', createdAt: '2026-01-01T00:00:00.000Z' };
    await players.createPlayer(g);
    expect(await players.getPlayer(g.id)).toEqual(g);
    expect(await refusal(players.createPlayer(g))).toBe('PLAYER_EXISTS');
    expect(await players.getPlayer('nobody')).toBeUndefined();
  });

  it('keeps account names unique by key, guests may share a name, and a refused rename changes nothing', async () => {
    const a = id(); const b = id(); const c = id();
    for (const p of [a, b, c]) await players.createPlayer({ id: p, name: 'Same Name', createdAt: '2026-01-01T00:00:00.000Z' });
    await players.setAccount(a, 'Morgana', 'morgana', 'hash-a');
    expect(await refusal(players.setAccount(b, 'MORGANA', 'morgana', 'hash-b'))).toBe('NAME_TAKEN');
    expect(await players.getPlayer(b)).toEqual({ id: b, name: 'Same Name', createdAt: '2026-01-01T00:00:00.000Z' });
    expect((await players.playerByNameKey('morgana'))?.id).toBe(a);
    expect(await refusal(players.createPlayer({ id: id(), name: 'x', nameKey: 'morgana', createdAt: '2026-01-01T00:00:00.000Z' }))).toBe('NAME_TAKEN');
    expect(await refusal(players.setAccount('nobody', 'Zed', 'zed', 'h'))).toBe('UNKNOWN_PLAYER');
    await players.renamePlayer(c, 'Renamed');
    expect((await players.getPlayer(c))?.name).toBe('Renamed');
  });

  it('finds a live session by its hash, and not once revoked', async () => {
    const p = id();
    await players.createPlayer({ id: p, name: 'Sess', createdAt: '2026-01-01T00:00:00.000Z' });
    await players.createSession(`hash-${p}`, p, '2026-01-01T00:00:00.000Z');
    expect(await players.sessionPlayer(`hash-${p}`)).toBe(p);
    expect(await players.sessionPlayer('guessed')).toBeUndefined();
    await players.revokeSession(`hash-${p}`, '2026-01-02T00:00:00.000Z');
    expect(await players.sessionPlayer(`hash-${p}`)).toBeUndefined();
  });

  it('applies a match’s ratings once, and ranks the leaderboard by mu − 3 sigma', async () => {
    const [x, y, z] = [id(), id(), id()];
    for (const p of [x, y, z]) await players.createPlayer({ id: p, name: `N ${p}`, createdAt: '2026-01-01T00:00:00.000Z' });
    const m = id('match');
    const first = [
      { playerId: x, family: 'teams' as const, mu: 30, sigma: 5, games: 1 },
      { playerId: y, family: 'teams' as const, mu: 28, sigma: 2, games: 1 },
      { playerId: z, family: 'teams' as const, mu: 20, sigma: 8, games: 1 },
    ];
    expect(await players.applyRatings(m, 'teams', first, '2026-01-01T00:00:00.000Z')).toBe(true);
    expect(await players.applyRatings(m, 'teams', first.map((r) => ({ ...r, mu: 0 })), '2026-01-01T00:00:01.000Z')).toBe(false);
    expect(await players.ratingsOf(x)).toEqual([first[0]]);
    const board = await players.leaderboard('teams', 10);
    const ours = board.filter((r) => [x, y, z].includes(r.playerId));
    expect(ours.map((r) => r.playerId)).toEqual([y, x, z]); // 22, 15, −4
    expect(ours[0]).toEqual({ ...first[1], name: `N ${y}` });
    expect(await players.leaderboard('duel', 10)).not.toContainEqual(expect.objectContaining({ playerId: x }));
  });

  it('records who sat where and lists a player’s matches newest first with their results', async () => {
    const p = id();
    await players.createPlayer({ id: p, name: 'Seated', createdAt: '2026-01-01T00:00:00.000Z' });
    const m1 = id('match'); const m2 = id('match');
    await store.createMatch({ id: m1, mode: 'duel', config: {}, createdAt: '2026-02-01T00:00:00.000Z' });
    await store.createMatch({ id: m2, mode: 'teams', config: {}, createdAt: '2026-02-02T00:00:00.000Z' });
    await store.finishMatch(m1, '2026-02-01T01:00:00.000Z', { winners: ['p1'], reason: 'forfeit' });
    await players.recordMatchSeats([{ matchId: m1, seat: 'p1', playerId: p, team: '', rated: true }, { matchId: m1, seat: 'p2', playerId: 'other', team: '', rated: true }]);
    await players.recordMatchSeats([{ matchId: m2, seat: 'p3', playerId: p, team: 'B', rated: false }]);
    await players.recordMatchSeats([{ matchId: m1, seat: 'p1', playerId: 'intruder', team: '', rated: false }]); // already recorded: kept
    expect(await players.matchSeats(m1)).toEqual([
      { matchId: m1, seat: 'p1', playerId: p, team: '', rated: true },
      { matchId: m1, seat: 'p2', playerId: 'other', team: '', rated: true },
    ]);
    expect(await players.matchesOf(p, 10)).toEqual([
      { matchId: m2, seat: 'p3', mode: 'teams', rated: false, createdAt: '2026-02-02T00:00:00.000Z' },
      { matchId: m1, seat: 'p1', mode: 'duel', rated: true, createdAt: '2026-02-01T00:00:00.000Z', finishedAt: '2026-02-01T01:00:00.000Z', result: { winners: ['p1'], reason: 'forfeit' } },
    ]);
    expect(await players.matchesOf(p, 1)).toHaveLength(1);
  });

  it('keeps a room’s chat in order, exactly as given, and refuses a duplicate index', async () => {
    const room = id('room');
    const lines = [line(0), line(1, { channel: 'team', team: 'A' }), line(2, { channel: 'spectators', seat: null, phrase: 'gg', text: 'Good game' })];
    for (const l of lines) await players.appendChat(room, l);
    expect(await refusal(players.appendChat(room, line(1, { text: 'another' })))).toBe('DUPLICATE_LINE');
    expect(await players.chatOf(room)).toEqual(lines);
    expect(await players.chatOf('silent-room')).toEqual([]);
  });

  if (kind.durable) it('keeps players, sessions, ratings and chat after close and reopen', async () => {
    const p = id();
    await players.createPlayer({ id: p, name: 'Durable', createdAt: '2026-01-01T00:00:00.000Z' });
    await players.setAccount(p, 'Durable', `durable-${p}`, 'scrypt$x');
    await players.createSession(`dur-${p}`, p, '2026-01-01T00:00:00.000Z');
    await players.appendChat(`room-${p}`, line(0));
    await store.close();
    store = await kind.open();
    players = playerStoreOf(store)!;
    expect(await players.sessionPlayer(`dur-${p}`)).toBe(p);
    expect((await players.getPlayer(p))?.passwordHash).toBe('scrypt$x');
    expect(await players.chatOf(`room-${p}`)).toEqual([line(0)]);
  });
}

for (const kind of allStoreKinds()) {
  const available = !kind.service || kind.service.available;
  (available ? describe : describe.skip)(`PlayerStore contract: ${kind.name}`, () => contract(kind));
}
