import { playArenaGame } from './arena';
import { traceArenaGame } from './arena-trace';

describe('traceArenaGame (the arena’s --game N)', () => {
  const spec = { a: 'easy', b: 'random', mode: 'duel', seed: 'trace', index: 1, turnLimit: 6 } as const;

  it('plays the same game as the series did and tells it turn by turn, sides marked', () => {
    const lines: string[] = [];
    const traced = traceArenaGame(spec, 'turns', (l) => lines.push(l));
    expect(traced).toEqual(playArenaGame(spec));
    const turns = lines.filter((l) => l.startsWith('turn '));
    expect(turns.length).toBeGreaterThanOrEqual(5);
    // Game 2 of a series (index 1): side A plays the second seat.
    expect(turns[0]).toMatch(/p1\(B\) P\d+ basics \d\/9 .* \| p2\(A\) P\d+/);
    expect(lines.at(-1)).toMatch(/^result: side (a|b|draw) \(\w+, turn \d+\); .*side A seats p2$/);
  });

  it('adds every event with events', () => {
    const lines: string[] = [];
    traceArenaGame(spec, 'events', (l) => lines.push(l));
    expect(lines.some((l) => /^ {2}p[12]: — Turn 2: p[12] —$/.test(l))).toBe(true);
  });
});
