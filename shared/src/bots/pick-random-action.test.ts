import type { Action } from '../protocol/actions';
import { seedPrng } from '../random/prng';
import { END_TURN_ODDS, pickRandomAction } from './pick-random-action';

const pass = (creature: string): Action => ({ type: 'pass', creature });
const endTurn: Action = { type: 'endTurn' };

describe('pickRandomAction', () => {
  it('returns null when there is nothing to do and endTurn when it is all there is', () => {
    const rng = seedPrng('x');
    expect(pickRandomAction([], rng)).toBeNull();
    expect(pickRandomAction([endTurn], rng)).toBe(endTurn);
  });

  it('picks every non-endTurn action about equally and endTurn about 1 time in END_TURN_ODDS', () => {
    const rng = seedPrng('spread');
    const actions = [pass('a'), pass('b'), pass('c'), endTurn];
    const counts = new Map<Action, number>();
    const N = 30_000;
    for (let i = 0; i < N; i++) {
      const a = pickRandomAction(actions, rng)!;
      counts.set(a, (counts.get(a) ?? 0) + 1);
    }
    const endShare = (counts.get(endTurn) ?? 0) / N;
    expect(endShare).toBeGreaterThan(1 / END_TURN_ODDS - 0.01);
    expect(endShare).toBeLessThan(1 / END_TURN_ODDS + 0.01);
    for (const a of actions.slice(0, 3)) expect((counts.get(a) ?? 0) / N).toBeCloseTo((1 - 1 / END_TURN_ODDS) / 3, 1);
  });
});
