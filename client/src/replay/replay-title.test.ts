import { replayFixture } from './replay-fixture';
import { replayTitle } from './replay-title';

describe('replayTitle', () => {
  it('names the mode, the players and the result', () => {
    expect(replayTitle(replayFixture('duel', 0))).toBe('Replay · Duel · Name p1 (p1) vs Name p2 (p2) — Game over: p1 wins (the last enemy hero was killed).');
  });

  it('leaves out a result it cannot read', () => {
    const r = replayFixture('ffa3', 0);
    r.match.result = null;
    expect(replayTitle(r)).toBe('Replay · Free-for-all (3) · Name p1 (p1) vs Name p2 (p2) vs Name p3 (p3)');
  });
});
