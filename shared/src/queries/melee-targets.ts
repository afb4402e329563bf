import { DISTANCE, inContact } from '../geometry';
import { ensure } from '../protocol/codes';
import type { Creature, GameState } from '../state/types';
import { checkSightWithin } from './sight';
import { baseOf, enemiesInContact, gapBetween } from './creatures';
import { has } from './stats';

/**
 * Who a creature may fight in melee: an enemy in base contact (rulebook: Melee combat) or, with Lunge, one
 * within S in line of sight (glossary: Lunge). An enemy Defender it touches must be the target
 * (glossary: Defender; several Defenders: the attacker picks one). Returns whether it is a Lunge at a
 * target not in contact.
 */
export function checkMeleeReach(s: GameState, c: Creature, t: Creature): { lunge: boolean } {
  const touching = inContact(baseOf(c), baseOf(t));
  if (!touching) {
    ensure(has(s, c, 'lunge'), 'NOT_IN_CONTACT', 'The target must be in base contact.');
    ensure(gapBetween(c, t) <= DISTANCE.S, 'OUT_OF_RANGE', 'Lunge reaches a target within S (80 mm) at most.');
    checkSightWithin(s, c, t, DISTANCE.S, 'Lunge needs line of sight to the target.');
  }
  checkDefender(s, c, t);
  return { lunge: !touching };
}

/**
 * glossary: Defender — an attacker touching an enemy Defender (not hidden) must target a Defender.
 * Also for Magical Strike, which is a melee attack (docs/rules-decisions.md #23).
 */
export function checkDefender(s: GameState, c: Creature, t: Creature): void {
  const defenders = enemiesInContact(s, c).filter((e) => !e.stealth && has(s, e, 'defender'));
  ensure(defenders.length === 0 || defenders.some((d) => d.id === t.id), 'BAD_TARGET',
    'An enemy Defender touches this creature: its melee attack must target a Defender.');
}
