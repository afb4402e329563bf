import { pickLoadouts, playGame, PRECONS, type GameConfigInput, type GameState, type PlayedGame } from '@signum/shared';
import { allStoreKinds, type StoreKind } from '../../test-support/store-kinds';
import type { MatchStore } from './match-store';
import { MemoryStore } from './memory-store';
import { applyLogged, SERVER_SEAT } from '../room/system-actions';
import { restoreMatch } from './restore';

// A real bot game, logged action by action as the room will log it, must come back to the same state.

const duel: GameConfigInput = { seed: 'restore-duel', mode: 'duel', loadouts: { p1: PRECONS[0]!.loadout, p2: PRECONS[3]!.loadout }, turnLimit: 60 };
const mid: GameConfigInput = { ...duel, seed: 'restore-mid' };
const ffa: GameConfigInput = { seed: 'restore-ffa3', mode: 'ffa3', loadouts: pickLoadouts('restore-ffa3', 1, 'ffa3', PRECONS).loadouts, turnLimit: 40 };

/** Log a played game into the store the way a room does: create, append each action, finish if it ended. */
async function logGame(store: MatchStore, id: string, config: GameConfigInput, game: PlayedGame): Promise<void> {
  await store.createMatch({ id, mode: config.mode, config: { game: config, room: { private: true } }, createdAt: '2026-05-01T00:00:00.000Z' });
  for (const [index, step] of game.log.entries()) await store.appendAction(id, { index, seat: step.seat, action: step.action });
  if (game.state.result) await store.finishMatch(id, '2026-05-01T01:00:00.000Z', game.state.result);
}

const json = (s: GameState) => JSON.stringify(s);

const games = {
  duel: playGame(duel),
  ffa: playGame(ffa),
  // Cut short: a match still in progress when the server stops.
  unfinished: playGame({ ...mid, maxActions: 60 }),
};

it('the bot games used here are real games', () => {
  for (const g of Object.values(games)) expect(g.errors).toEqual([]);
  expect(games.duel.finished && games.ffa.finished).toBe(true);
  expect(games.unfinished.finished).toBe(false);
  expect(games.unfinished.log).toHaveLength(60);
  expect(games.duel.log.length).toBeGreaterThan(60);
});

function restoring(kind: StoreKind): void {
  let store: MatchStore;
  beforeAll(async () => {
    await kind.setup();
    store = await kind.open();
    await logGame(store, 'duel', duel, games.duel);
    await logGame(store, 'ffa', ffa, games.ffa);
    await logGame(store, 'mid', mid, games.unfinished);
  }, 30_000); // hundreds of appends one after another, each its own fsync: more than 5 s on a loaded machine
  afterAll(async () => {
    await store?.close();
    await kind.teardown();
  });

  it('restores a finished duel and a three-player game to the same state, byte for byte', async () => {
    expect(json(await restoreMatch(store, 'duel'))).toBe(json(games.duel.state));
    expect(json(await restoreMatch(store, 'ffa'))).toBe(json(games.ffa.state));
    expect((await store.finishedMatches(10)).map((m) => m.id).sort()).toEqual(['duel', 'ffa']);
  });

  it('restores an unfinished match (after reopening the store when it is durable)', async () => {
    if (kind.durable) {
      await store.close();
      store = await kind.open();
    }
    expect((await store.unfinishedMatches()).map((m) => m.id)).toEqual(['mid']);
    const state = await restoreMatch(store, 'mid');
    expect(json(state)).toBe(json(games.unfinished.state));
    expect(state.result).toBeNull();
  });
}

for (const kind of allStoreKinds()) {
  const available = !kind.service || kind.service.available;
  (available ? describe : describe.skip)(`restoreMatch from ${kind.name}`, () => restoring(kind));
}

describe('restoreMatch fails loudly on a log it cannot trust', () => {
  it('an unknown match', async () => {
    await expect(restoreMatch(new MemoryStore(), 'ghost')).rejects.toThrow(/ghost: it is not in the store/);
  });

  it('a logged action the engine rejects (here: the record says another seed)', async () => {
    const store = new MemoryStore();
    await logGame(store, 'bad', mid, games.duel);
    await expect(restoreMatch(store, 'bad')).rejects.toThrow(/logged action #\d+ .* is rejected on replay: [A-Z_]+/);
  });

  it('a record with no game options', async () => {
    const store = new MemoryStore();
    await store.createMatch({ id: 'bare', mode: 'duel', config: { room: { private: false } }, createdAt: '2026-05-01T00:00:00.000Z' });
    await expect(restoreMatch(store, 'bare')).rejects.toThrow(/no game options/);
  });

  it('a log whose indexes do not count from 0 (a store that lost an action)', async () => {
    const store = new MemoryStore();
    await logGame(store, 'holey', mid, games.unfinished);
    const lossy: MatchStore = Object.assign(Object.create(store), {
      getMatch: async (id: string) => {
        const m = await store.getMatch(id);
        return m && { ...m, actions: m.actions.filter((a) => a.index !== 7) };
      },
    });
    await expect(restoreMatch(lossy, 'holey')).rejects.toThrow(/action #7 is logged with index 8/);
  });

  it('accepts the createGame options as the whole config too', async () => {
    const store = new MemoryStore();
    await store.createMatch({ id: 'flat', mode: 'duel', config: mid, createdAt: '2026-05-01T00:00:00.000Z' });
    for (const [index, step] of games.unfinished.log.entries()) await store.appendAction('flat', { index, seat: step.seat, action: step.action });
    expect(json(await restoreMatch(store, 'flat'))).toBe(json(games.unfinished.state));
  });

  it("a server entry (the match clock ran out) needs the room's applier: rejected by the default, replayed by applyLogged", async () => {
    const store = new MemoryStore();
    await logGame(store, 'clocked', mid, games.unfinished);
    await store.appendAction('clocked', { index: games.unfinished.log.length, seat: SERVER_SEAT, action: { type: 'timeLimit' } as never });
    await expect(restoreMatch(store, 'clocked')).rejects.toThrow(/logged action #60 \(server .*\) is rejected on replay/);
    const state = await restoreMatch(store, 'clocked', applyLogged);
    expect(state.result).not.toBeNull();
    const expected = applyLogged(games.unfinished.state, { index: 60, seat: SERVER_SEAT, action: { type: 'timeLimit' } as never });
    expect(expected.ok && JSON.stringify(expected.state)).toBe(JSON.stringify(state));
  });
});
