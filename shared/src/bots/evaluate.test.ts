import { PRECONS } from '../cards/decks';
import { healthOf } from '../queries/stats';
import type { GameState } from '../state/types';
import { evaluate } from './evaluate';
import { SEARCH_SETTINGS } from './levels';
import { pickLoadouts } from './pick-loadouts';
import { playGame } from './play-game';
import { creatureToChange, creaturesToChange, playerToChange } from '../primitives/copy-on-write';

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
  const hero = creatureToChange(t, t.players[seat]!.heroCreature);
  hero.wounds = healthOf(hero) - 1;
  return t;
}

/** The same state with `seat` fallen, as the rules leave it: eliminated, its creatures gone. */
function fallen(s: GameState, seat: 'p3' | 'p4'): GameState {
  const t = structuredClone(s);
  playerToChange(t, seat).eliminated = true;
  for (const c of Object.values(t.creatures)) if (c.controller === seat) delete creaturesToChange(t)[c.id];
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

  it('near a turn limit weighs the tiebreak: a wound on our least wounded hero costs more, one on theirs gains more', () => {
    const s = teamsGame();
    for (const c of Object.values(s.creatures)) if (c.kind === 'hero') creatureToChange(s, c.id).wounds = 0;
    // Level on the tiebreak's second step too (Prosperity plus building costs).
    for (const p of Object.values(s.players)) Object.assign(p!, { prosperity: 0, buildings: [] });
    const withLimit = (t: GameState, limit: number) => {
      const u = structuredClone(t);
      u.config.turnLimit = limit;
      return u;
    };
    const woundAll = (t: GameState, seats: readonly string[]) => {
      const u = structuredClone(t);
      for (const seat of seats) creatureToChange(u, u.players[seat as 'p1']!.heroCreature).wounds += 1;
      return u;
    };
    const gain = (t: GameState) => evaluate(woundAll(t, ['p3', 'p4']), 'p1') - evaluate(t, 'p1');
    const loss = (t: GameState) => evaluate(t, 'p1') - evaluate(woundAll(t, ['p1', 'p2']), 'p1');
    const far = withLimit(s, s.turn + 40);
    const near = withLimit(s, s.turn + 2);
    expect(gain(far)).toBeCloseTo(gain(withLimit(s, 0)), 6);
    expect(gain(near)).toBeGreaterThan(gain(far) + 50);
    expect(loss(near)).toBeGreaterThan(loss(far) + 50);
    expect(evaluate(near, 'p1')).toBeCloseTo(-evaluate(near, 'p3'), 6);
    // Level on wounds, more Prosperity is worth more near the limit (the second step).
    const richer = (t: GameState) => {
      const u = structuredClone(t);
      playerToChange(u, 'p2').prosperity = 3;
      return evaluate(u, 'p1') - evaluate(t, 'p1');
    };
    expect(richer(near)).toBeGreaterThan(richer(far) + 20);
  });
});

describe('evaluate with the hard level’s weights', () => {
  /** The first duel state of a seeded random game, with `building` added to p1's City. */
  function withBuilding(building: string | null): GameState {
    const seed = 'evaluate-basics';
    const { loadouts } = pickLoadouts(seed, 0, 'duel', PRECONS);
    const s = structuredClone(playGame({ seed, mode: 'duel', loadouts, turnLimit: 60, maxActions: 40 }).state);
    playerToChange(s, 'p1').buildings = playerToChange(s, 'p1').buildings.filter((b) => b.card !== 'library' && b.card !== 'monastery');
    if (building) playerToChange(s, 'p1').buildings.push({ card: building, tapped: false });
    return s;
  }

  it('values a basic building (Library, 3) above a dearer non-basic one (Monastery, 4): the Prosperity victory needs all nine basics', () => {
    const gain = (building: string, weights: Parameters<typeof evaluate>[2]) => evaluate(withBuilding(building), 'p1', weights) - evaluate(withBuilding(null), 'p1', weights);
    const hard = SEARCH_SETTINGS.hard.weights;
    expect(gain('library', hard)).toBeGreaterThan(gain('monastery', hard));
    // The base weights count a building by its cost alone, so the Monastery looked the better build.
    expect(gain('library', undefined)).toBeLessThan(gain('monastery', undefined));
  });
});
