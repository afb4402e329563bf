import { isLegal } from '../engine/check-action';
import { legalActions } from '../engine/legal-actions';
import { apply } from '../engine/apply';
import { newTestDuel, throughSetup } from '../engine/test-game';
import type { GameState, Seat } from '../state/types';
import { seedPrng } from '../random/prng';
import { END_TURN_ODDS, randomBot, sampleLegalAction } from './random-bot';

/** Play `n` bot actions from a fresh duel and return the actions chosen. */
function play(seed: string, n: number) {
  let s: GameState = throughSetup(newTestDuel('bot-game'));
  const bots = { p1: randomBot(`${seed}-1`), p2: randomBot(`${seed}-2`) };
  const chosen = [];
  for (let i = 0; i < n && !s.result; i++) {
    const seat = (s.pending?.seat ?? s.activeSeat) as 'p1' | 'p2';
    const a = bots[seat].choose(s, seat)!;
    expect(isLegal(s, seat, a)).toBe(true);
    chosen.push(a);
    const r = apply(s, seat, a);
    expect(r.ok).toBe(true);
    if (r.ok) s = r.state;
  }
  return chosen;
}

describe('randomBot', () => {
  it('only chooses actions the rules accept, and is deterministic for a seed', () => {
    const a = play('a', 100);
    expect(a).toHaveLength(100);
    expect(play('a', 100)).toEqual(a);
    expect(play('b', 100)).not.toEqual(a);
  });

  it('chooses among the legal actions of its own seat only', () => {
    const s = throughSetup(newTestDuel('own-seat'));
    const other: Seat = s.activeSeat === 'p1' ? 'p2' : 'p1';
    expect(randomBot('x').choose(s, other)).toBeNull();
    const pick = randomBot('x').choose(s, s.activeSeat)!;
    expect(legalActions(s, s.activeSeat).map((x) => JSON.stringify(x))).toContain(JSON.stringify(pick));
  });

  it('ends the turn about one time in END_TURN_ODDS while other actions exist', () => {
    const start = throughSetup(newTestDuel('spread'));
    const r = apply(start, start.activeSeat, { type: 'takeProsperity' });
    if (!r.ok) throw new Error(r.message);
    const state = r.state; // the Activation phase: creatures to move, and endTurn
    const seat = state.activeSeat;
    const rng = seedPrng('spread');
    const legal = legalActions(state, seat);
    expect(legal.some((a) => a.type === 'endTurn')).toBe(true);
    expect(legal.length).toBeGreaterThan(1);
    const N = 5000;
    let ends = 0;
    for (let i = 0; i < N; i++) if (sampleLegalAction(state, seat, rng)?.type === 'endTurn') ends++;
    expect(ends / N).toBeGreaterThan(1 / END_TURN_ODDS - 0.02);
    expect(ends / N).toBeLessThan(1 / END_TURN_ODDS + 0.02);
  });
});
