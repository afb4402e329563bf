import { arenaOptions } from './arena-options';

describe('arenaOptions', () => {
  it('reads players, mode, games, seed, ally, workers and turn limit', () => {
    expect(arenaOptions({ a: 'hard', b: 'normal', mode: 'teams', games: '200', seed: '1', ally: 'random', workers: '2', 'turn-limit': '40' })).toEqual({
      a: 'hard', b: 'normal', ally: 'random', mode: 'teams', games: 200, seed: '1', turnLimit: 40, workers: 2,
    });
    expect(arenaOptions({ a: 'greedy', b: 'random' })).toEqual({ a: 'greedy', b: 'random', mode: 'duel', games: 20, seed: '1', turnLimit: 60, workers: 1 });
  });

  it('reads --game N (one game to narrate) and --events', () => {
    expect(arenaOptions({ a: 'hard', b: 'greedy', game: '7', events: 'true' })).toMatchObject({ game: 7, events: true });
    expect(arenaOptions({ a: 'hard', b: 'greedy' })).not.toHaveProperty('game');
    expect(() => arenaOptions({ a: 'hard', b: 'greedy', game: 'x' })).toThrow(/--game must be a whole number/);
  });

  it('refuses unknown players, modes and counts with a readable error', () => {
    expect(() => arenaOptions({ a: 'grandmaster', b: 'random' })).toThrow(/--a must be one of random, greedy, easy, normal, hard/);
    expect(() => arenaOptions({ a: 'hard' })).toThrow(/--b must be one of/);
    expect(() => arenaOptions({ a: 'hard', b: 'easy', mode: 'ffa4' })).toThrow(/--mode must be duel or teams/);
    expect(() => arenaOptions({ a: 'hard', b: 'easy', games: '0' })).toThrow(/--games must be a whole number/);
  });
});
