import { getCard } from '../cards/registry';
import type { Keyword } from '../cards/effects';
import type { Creature, GameState, Seat } from '../state/types';
import { areEnemies } from './creatures';
import { has, keyword } from './stats';

/**
 * Who may be targeted by what, in one place (glossary: Shield against, Beast, Monster, Forged,
 * Resurgent, Stealth token). Attacks, activated abilities and card effects all ask here.
 */

/** Everything that can target a creature. The first eight are the `Shield against` list (SHIELDED_FROM). */
export type TargetedBy =
  | 'spells' | 'tactics' | 'shooting' | 'throwing' | 'magicalShot' | 'magicalStrike' | 'control' | 'buildingAbilities'
  | 'melee' | 'healer' | 'healing' | 'concentration';

/** Every `Shield against` list the creature carries: printed, scenario or timed, and granted (auras, relics). */
function shieldLists(s: GameState, c: Creature): Keyword[] {
  const out = getCard(c.card).keywords.filter((k) => k.kw === 'shieldAgainst');
  for (const m of c.modifiers) if (m.keyword?.kw === 'shieldAgainst') out.push(m.keyword);
  const granted = keyword(s, c, 'shieldAgainst');
  if (granted) out.push(granted);
  return out;
}

/** Shield against [list] (glossary): the creature cannot be targeted by what the list names. */
export function shieldedFrom(s: GameState, c: Creature, by: TargetedBy): boolean {
  return shieldLists(s, c).some((k) => (k.against as readonly string[] | undefined)?.includes(by) ?? false);
}

/** Forged, Resurgent (glossary): immune to Poison and Disease tokens. */
export function immuneToAfflictions(s: GameState, c: Creature): boolean {
  return has(s, c, 'forged') || has(s, c, 'resurgent');
}

/** Forged, Resurgent (glossary): Vampirism cannot heal off wounds dealt to this creature. */
export function vampirismCanHealOff(s: GameState, c: Creature): boolean {
  return !immuneToAfflictions(s, c);
}

/** Monster (glossary): support-card effects (spells, tactics) do not affect it. */
export function supportCardsAffect(s: GameState, c: Creature): boolean {
  return !has(s, c, 'monster');
}

/**
 * Whether `by`, used by `seat`, may target `c`: Shield against; Beast (not by Control or building
 * abilities); Monster (not controlled, not by support cards); a Stealth token hides a creature from
 * enemy attacks and abilities but not from support cards (rulebook: Stealth).
 */
export function canBeTargetedBy(s: GameState, c: Creature, by: TargetedBy, seat?: Seat): boolean {
  if (shieldedFrom(s, c, by)) return false;
  if ((by === 'control' || by === 'buildingAbilities') && has(s, c, 'beast')) return false;
  if ((by === 'control' || by === 'spells' || by === 'tactics') && has(s, c, 'monster')) return false;
  const support = by === 'spells' || by === 'tactics' || by === 'buildingAbilities';
  if (!support && c.stealth && seat && areEnemies(s, seat, c.controller)) return false;
  return true;
}

/**
 * Whether an effect may return `c` to a hand or a deck: only a character has a card to go back, and a
 * Monster cannot be returned to hand (glossary: Monster). Where such an effect meets a Monster, the
 * cancelling rule wins (rulebook: Dragon rules).
 */
export function canBeReturned(s: GameState, c: Creature): boolean {
  return c.kind === 'character' && c.instance !== undefined && !has(s, c, 'monster');
}
