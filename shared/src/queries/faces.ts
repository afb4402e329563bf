import { AXE_OR_SHIELD, SHIELD_ONLY, type SuccessFaces } from '../random';
import type { Creature, GameState } from '../state/types';
import { has, isWounded } from './stats';

/**
 * Success faces of melee attack dice, Backstab and Magical Strike (rulebook: Melee combat): AX or SH, but
 * SH only for a wounded creature without Fortitude.
 */
export function meleeSuccessFaces(s: GameState, c: Creature): SuccessFaces {
  return isWounded(c) && !has(s, c, 'fortitude') ? SHIELD_ONLY : AXE_OR_SHIELD;
}
