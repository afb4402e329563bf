import { DISTANCE, inContact } from '../geometry';
import { ensure } from '../protocol/codes';
import type { Creature, GameState } from '../state/types';
import { baseOf, gapBetween } from './creatures';
import { checkSightWithin } from './sight';
import { has } from './stats';
import { canBeTargetedBy } from './targeting';

/** Keywords that forbid healing (rulebook: Damage and wounds; glossary Forged, Resurgent, Monster). */
const UNHEALABLE = ['forged', 'resurgent', 'monster'] as const;

/** Whether a creature can be healed at all. */
export function canBeHealed(s: GameState, c: Creature): boolean {
  return !UNHEALABLE.some((k) => has(s, c, k));
}

/**
 * Healing a target (Healer X, Healing X): it must have wounds and be healable (rulebook: Damage and wounds), be
 * visible to this creature (Stealth), in contact or within XL in line of sight (docs/rules-decisions.md #28).
 */
export function checkHealTarget(s: GameState, c: Creature, t: Creature, by: 'healer' | 'healing'): void {
  ensure(t.wounds > 0, 'CANNOT_HEAL', 'That creature has no wounds to heal.');
  ensure(canBeHealed(s, t), 'CANNOT_HEAL', 'That creature cannot be healed.');
  ensure(canBeTargetedBy(s, t, by, c.controller), 'BAD_TARGET', 'That creature cannot be targeted by this ability.');
  if (t.id === c.id) return;
  const touching = inContact(baseOf(c), baseOf(t));
  ensure(touching || gapBetween(c, t) <= DISTANCE.XL, 'OUT_OF_RANGE', 'Healing at range reaches XL at most.');
  if (!touching) checkSightWithin(s, c, t, DISTANCE.XL, 'Healing at range needs line of sight (docs/rules-decisions.md #28).');
}
