import { countsByFaction, summarise, summaryLines, type GameRecord } from './sim-summary';

const game = (over: Partial<GameRecord>): GameRecord => ({
  seed: 's', decks: { p1: 'a', p2: 'b' }, result: null, turns: 10, actions: 100, events: 300, errors: [], replayMismatch: false, ...over,
});

describe('summarise', () => {
  it('counts results, errors, mismatches and means', () => {
    const s = summarise([
      game({ result: { winners: ['p1'], reason: 'heroKilled' }, turns: 10, actions: 100 }),
      game({ result: { winners: ['p2'], reason: 'tiebreak' }, turns: 60, actions: 500 }),
      game({ result: { winners: [], reason: 'draw' }, turns: 20, actions: 51 }),
      game({ errors: ['boom'], replayMismatch: true, turns: 1, actions: 0 }),
    ]);
    expect(s).toMatchObject({
      games: 4, finished: 3, errors: 1, replayMismatches: 1,
      winsByReason: { heroKilled: 1, tiebreak: 1, draw: 1 },
      winsByDeck: { a: 1, b: 1 }, gamesByDeck: { a: 4, b: 4 },
      meanTurns: 22.75, meanActions: 162.75, totalActions: 651,
    });
    expect(summaryLines(s)).toContain('results by reason: draw 1, heroKilled 1, tiebreak 1');
  });

  it('handles an empty series', () => {
    expect(summarise([])).toMatchObject({ games: 0, meanTurns: 0, meanActions: 0 });
  });
});

describe('countsByFaction', () => {
  it('adds deck counts up by faction', () => {
    const faction: Record<string, string> = { a1: 'alliance', a2: 'alliance', k1: 'akkari' };
    expect(countsByFaction({ a1: 3, a2: 2, k1: 4, zz: 1 }, (d) => faction[d])).toEqual({ alliance: 5, akkari: 4, '?': 1 });
  });
});

