import { PRECONS } from '../cards/decks';
import { healthOf } from '../queries/stats';
import type { GameState } from '../state/types';
import { evaluate } from './evaluate';
import { pickLoadouts } from './pick-loadouts';
import { playGame } from './play-game';

/** A Shoulder to Shoulder game (p1+p2 against p3+p4) played at random into its first turns. */
function teamsGame(): GameState {
  const seed = 'evaluate-teams';
  const { loadouts } = pickLoadouts(seed, 0, 'teams', PRECONS);
  const s = playGame({ seed, mode: 'teams', loadouts, turnLimit: 60, maxActions: 120 }).state;
  expect(s.result).toBeNull();
  return s;
}

/** The same state with `seat`'s hero at its last wound. */
function heroAtLastWound(s: GameState, seat: 'p3' | 'p4'): GameState {
  const t = structuredClone(s);
  const hero = t.creatures[t.players[seat]!.heroCreature]!;
  hero.wounds = healthOf(hero) - 1;
  return t;
}

/** The same state with `seat` fallen, as the rules leave it: eliminated, its creatures gone. */
function fallen(s: GameState, seat: 'p3' | 'p4'): GameState {
  const t = structuredClone(s);
  t.players[seat]!.eliminated = true;
  for (const c of Object.values(t.creatures)) if (c.controller === seat) delete t.creatures[c.id];
  return t;
}

describe('evaluate in Shoulder to Shoulder', () => {
  it('values killing one enemy hero of two above leaving it at its last wound, for both players of the other team', () => {
    const wounded = heroAtLastWound(teamsGame(), 'p3');
    const killed = fallen(wounded, 'p3');
    for (const seat of ['p1', 'p2'] as const) expect(evaluate(killed, seat)).toBeGreaterThan(evaluate(wounded, seat));
    // And the fallen hero's ally sees it as the loss it is.
    expect(evaluate(killed, 'p4')).toBeLessThan(evaluate(wounded, 'p4'));
  });

  it('is zero-sum between the teams, so a wound dealt weighs what one taken does (our team is not counted twice)', () => {
    const s = teamsGame();
    for (const t of [s, heroAtLastWound(s, 'p4'), fallen(heroAtLastWound(s, 'p3'), 'p3')]) {
      expect(evaluate(t, 'p1')).toBeCloseTo(evaluate(t, 'p2'), 6);
      expect(evaluate(t, 'p1')).toBeCloseTo(-evaluate(t, 'p3'), 6);
      expect(evaluate(t, 'p1')).toBeCloseTo(-evaluate(t, 'p4'), 6);
    }
  });
});
