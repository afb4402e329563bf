import { PRECONS } from '../cards/decks';
import { FIELD_SIZE } from '../geometry';
import { healthOf } from '../queries/stats';
import type { Creature, GameState, Seat, Writable } from '../state/types';
import { evaluate } from './evaluate';
import { pickLoadouts } from './pick-loadouts';
import { playGame } from './play-game';
import { tiebreakWorth, TIEBREAK_ROUNDS } from './tiebreak-worth';
import { creatureToChange } from '../primitives/copy-on-write';

/**
 * A Shoulder to Shoulder game (p1+p2 against p3+p4) played at random into its first turns, every
 * hero unwounded and every player level on Prosperity and buildings, with a turn limit `roundsLeft`
 * rounds away.
 */
function levelGame(roundsLeft: number): GameState {
  const seed = 'tiebreak-worth';
  const { loadouts } = pickLoadouts(seed, 0, 'teams', PRECONS);
  const s = playGame({ seed, mode: 'teams', loadouts, turnLimit: 60, maxActions: 120 }).state;
  expect(s.result).toBeNull();
  for (const c of Object.values(s.creatures)) if (c.kind === 'hero') creatureToChange(s, c.id).wounds = 0;
  for (const p of Object.values(s.players)) Object.assign(p!, { prosperity: 0, buildings: [] });
  s.config.turnLimit = s.turn + Math.round(roundsLeft * 4);
  return s;
}

function heroOf(s: GameState, seat: Seat): Writable<Creature> {
  return creatureToChange(s, s.players[seat]!.heroCreature);
}

/** `s` with one more wound on each of these heroes. */
function wound(s: GameState, ...seats: Seat[]): GameState {
  const t = structuredClone(s);
  for (const seat of seats) heroOf(t, seat).wounds += 1;
  return t;
}

/** `s` with a creature of team p1+p2 other than a hero set down beside `target`'s hero. */
function oursBeside(s: GameState, target: Seat): GameState {
  const t = structuredClone(s);
  const c = Object.values(t.creatures).find((x) => (x.controller === 'p1' || x.controller === 'p2') && x.kind !== 'hero')!;
  const at = heroOf(t, target).pos;
  creatureToChange(t, c.id).pos = { x: Math.min(FIELD_SIZE - 40, at.x + 60), y: at.y };
  return t;
}

describe('tiebreakWorth (the turn-limit tiebreak in the evaluation)', () => {
  it('counts nothing without a limit or while the limit is far', () => {
    const s = levelGame(TIEBREAK_ROUNDS + 2);
    expect(tiebreakWorth(s, s.players.p1!.team)).toBe(0);
    const none = structuredClone(s);
    none.config.turnLimit = 0;
    expect(tiebreakWorth(wound(none, 'p3', 'p4'), none.players.p1!.team)).toBe(0);
  });

  it('in the last round, wounding the last unwounded enemy hero is worth more than a wound anywhere else', () => {
    const s = wound(levelGame(0.5), 'p3');
    const onLast = evaluate(wound(s, 'p4'), 'p1') - evaluate(s, 'p1');
    const onWounded = evaluate(wound(s, 'p3'), 'p1') - evaluate(s, 'p1');
    // The one flips who the tiebreak names (ours: fewest wounds); the other only deepens a wound.
    expect(onLast).toBeGreaterThan(onWounded + 300);
    // And the evaluation stays zero-sum between the teams.
    for (const t of [s, wound(s, 'p4'), wound(s, 'p1')]) expect(evaluate(t, 'p2')).toBeCloseTo(-evaluate(t, 'p4'), 6);
  });

  it('keeps our cleanest hero clean: a wound on our only unwounded hero costs more near the limit than far from it', () => {
    const near = wound(levelGame(0.5), 'p2');
    const far = wound(levelGame(TIEBREAK_ROUNDS + 2), 'p2');
    const cost = (t: GameState) => evaluate(t, 'p1') - evaluate(wound(t, 'p1'), 'p1');
    expect(cost(near)).toBeGreaterThan(cost(far) + 300);
    expect(healthOf(heroOf(near, 'p1'))).toBeGreaterThan(1);
  });

  it('pulls our creatures toward the enemy hero that holds their first step (the least wounded), only near the limit', () => {
    const near = wound(levelGame(3), 'p4');
    const far = wound(levelGame(TIEBREAK_ROUNDS + 2), 'p4');
    const pull = (t: GameState, target: Seat) => tiebreakWorth(oursBeside(t, target), t.players.p1!.team) - tiebreakWorth(t, t.players.p1!.team);
    expect(pull(near, 'p3')).toBeGreaterThan(0);
    expect(pull(near, 'p3')).toBeGreaterThan(pull(near, 'p4'));
    expect(pull(far, 'p3')).toBe(0);
  });
});
