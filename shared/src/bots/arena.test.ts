import { playArenaGame, summariseArena, wilson, quantile, type ArenaGameRecord } from './arena';
import type { ArenaPlayer } from './levels';

/** A short seeded series: the same games every run (budgets count engine actions, never time). */
function series(a: ArenaPlayer, b: ArenaPlayer, games: number, seed: string): ArenaGameRecord[] {
  return Array.from({ length: games }, (_, index) => playArenaGame({ a, b, mode: 'duel', seed, index, turnLimit: 60 }));
}

describe('arena (a short tournament in CI)', () => {
  it('the easy level beats the random bot in at least 80% of 30 duels, seats alternating, with no errors', () => {
    const records = series('easy', 'random', 30, 'ci-easy');
    const s = summariseArena('easy', 'random', 'duel', records);
    expect(s.errors).toBe(0);
    expect(s.winsA / s.games).toBeGreaterThanOrEqual(0.8);
    // Seats alternate: side A played each seat in half of the games.
    expect(records.filter((r) => r.index % 2 === 1)).toHaveLength(15);
  }, 120_000);

  it('the normal (searching) level beats the random bot in at least 80% of 6 duels, with no errors', () => {
    const s = summariseArena('normal', 'random', 'duel', series('normal', 'random', 6, 'ci-normal'));
    expect(s.errors).toBe(0);
    expect(s.winsA / s.games).toBeGreaterThanOrEqual(0.8);
  }, 300_000);

  it('repeats exactly for a seed', () => {
    const once = playArenaGame({ a: 'greedy', b: 'random', mode: 'duel', seed: 'again', index: 1, turnLimit: 8 });
    const twice = playArenaGame({ a: 'greedy', b: 'random', mode: 'duel', seed: 'again', index: 1, turnLimit: 8 });
    expect(twice).toEqual(once);
  }, 60_000);
});

describe('arena statistics', () => {
  it('gives the Wilson interval and nearest-rank quantiles', () => {
    expect(wilson(190, 200)).toEqual([0.91, 0.973]);
    expect(wilson(0, 0)).toEqual([0, 1]);
    expect(quantile([5, 1, 3, 2, 4], 0.99)).toBe(5);
    expect(quantile([5, 1, 3, 2, 4], 0.5)).toBe(3);
    expect(quantile([], 0.99)).toBe(0);
  });
});
