import { circleGap, inContact, type Circle } from '../geometry';
import { getCard } from '../cards/registry';
import type { Creature, GameState, Seat } from '../state/types';
import { RuleError } from '../protocol/codes';

/** The round base of a creature on the table. */
export function baseOf(c: Creature): Circle {
  return { c: c.pos, r: (getCard(c.card).stats?.base ?? 32) / 2 };
}

/** A creature by id, or a rejection the player understands. */
export function creatureOrReject(s: GameState, id: string): Creature {
  const c = s.creatures[id];
  if (!c) throw new RuleError('UNKNOWN_CREATURE', `There is no creature "${id}" on the Battlefield.`);
  return c;
}

/** The team of a seat. */
export function teamOf(s: GameState, seat: Seat): number {
  return s.players[seat]?.team ?? 0;
}

/** Whether two seats are enemies (different teams); allies are treated like your own for attacks (rulebook: Variants). */
export function areEnemies(s: GameState, a: Seat, b: Seat): boolean {
  return teamOf(s, a) !== teamOf(s, b);
}

/** Every creature on the Battlefield, in a stable order. */
export function allCreatures(s: GameState): Creature[] {
  return Object.values(s.creatures);
}

/** Creatures that are enemies of `seat`. */
export function enemiesOf(s: GameState, seat: Seat): Creature[] {
  return allCreatures(s).filter((c) => areEnemies(s, seat, c.controller));
}

/** Enemy creatures in base contact with `c` (gap under 3 mm). */
export function enemiesInContact(s: GameState, c: Creature): Creature[] {
  const base = baseOf(c);
  return enemiesOf(s, c.controller).filter((e) => inContact(base, baseOf(e)));
}

/** Edge-to-edge distance between two creatures' bases. */
export function gapBetween(a: Creature, b: Creature): number {
  return Math.max(0, circleGap(baseOf(a), baseOf(b)));
}
