import { PRECONS } from '../cards/decks';
import type { Bot } from './bot';
import { pickLoadouts } from './pick-loadouts';
import { playGame, replay, type GameConfigInput } from './play-game';

const config: GameConfigInput = {
  seed: 'play-test',
  mode: 'duel',
  loadouts: { p1: PRECONS[0]!.loadout, p2: PRECONS[2]!.loadout },
  turnLimit: 60,
};

describe('playGame', () => {
  const game = playGame(config);

  it('plays a random duel to a result without errors', () => {
    expect(game.errors).toEqual([]);
    expect(game.finished).toBe(true);
    expect(game.state.result).not.toBeNull();
    expect(game.log.length).toBeGreaterThan(10);
    expect(game.events).toBeGreaterThan(game.log.length);
  });

  it('is a pure function of its config', () => {
    const again = playGame(config);
    expect(again.log).toEqual(game.log);
    expect(JSON.stringify(again.state)).toBe(JSON.stringify(game.state));
  });

  it('replays its log to the same final state, byte for byte', () => {
    expect(JSON.stringify(replay(config, game.log))).toBe(JSON.stringify(game.state));
  });

  it('stops at maxActions without calling it an error', () => {
    const short = playGame({ ...config, maxActions: 5 });
    expect(short.log).toHaveLength(5);
    expect(short.finished).toBe(false);
    expect(short.errors).toEqual([]);
  });

  it('records a rejected bot action, with seed, action and code, and stops', () => {
    const cheat: Bot = { choose: () => ({ type: 'endTurn' }) };
    const g = playGame({ ...config, bots: { p1: cheat, p2: cheat } });
    expect(g.log).toHaveLength(0);
    expect(g.errors).toEqual([expect.stringMatching(/^seed play-test, action #1, turn 0: p\d \{"type":"endTurn"\} rejected [A-Z_]+: .+/)]);
  });

  it('records a thrown exception and stops', () => {
    const broken: Bot = {
      choose: () => {
        throw new Error('bot exploded');
      },
    };
    const g = playGame({ ...config, bots: { p1: broken, p2: broken } });
    expect(g.errors).toEqual([expect.stringContaining('threw: bot exploded')]);
  });

  it('records a seat that must act but has nothing to do', () => {
    const idle: Bot = { choose: () => null };
    const g = playGame({ ...config, bots: { p1: idle, p2: idle } });
    expect(g.errors).toEqual([expect.stringMatching(/legalActions is empty$/)]);
  });

  it('reports every accepted action to onAction', () => {
    let seen = 0;
    playGame({ ...config, maxActions: 7, onAction: () => seen++ });
    expect(seen).toBe(7);
  });
});

describe('replay', () => {
  it('throws when a logged action is no longer accepted', () => {
    expect(() => replay(config, [{ seat: 'p1', action: { type: 'endTurn' } }])).toThrow(/replay of seed play-test: action #1 p1 .* rejected/);
  });

  it.each(['ffa3', 'ffa4', 'teams'] as const)('plays a %s game to a result with seats, teams and edges for more players', (mode) => {
    for (let i = 0; i < 3; i++) {
      const seed = `${mode}-${i}`;
      const { loadouts } = pickLoadouts(seed, i, mode, PRECONS);
      const g = playGame({ seed, mode, loadouts, turnLimit: 80 });
      expect(g.errors).toEqual([]);
      expect(g.finished).toBe(true);
      expect(JSON.stringify(replay({ seed, mode, loadouts, turnLimit: 80 }, g.log))).toBe(JSON.stringify(g.state));
    }
  });
});
