import { getCard } from '../cards/registry';
import type { Grant } from '../cards/keywords';
import type { Card } from '../cards/schema';
import type { Effect } from '../cards/effects';
import type { Creature, GameState, Seat } from '../state/types';

/** Whether `seat` has a building with this card id standing in its City. */
export function hasBuilt(s: GameState, seat: Seat, building: string): boolean {
  return s.players[seat]?.buildings.some((b) => b.card === building) ?? false;
}

/**
 * What a creature gets from its controller's City: the class building's bonus for a class card
 * (rulebook: Card types) and its own "while built" text whose building stands (rulebook: Card types).
 */
export function cityGrants(s: GameState, c: Creature): Grant[] {
  const card = getCard(c.card);
  if (!card.affiliation && !card.whileBuilt) return [];
  const p = s.players[c.controller];
  if (!p) return [];
  const out: Grant[] = [];
  if (card.affiliation) {
    for (const b of p.buildings) {
      const bc = getCard(b.card).building;
      if (bc?.class === card.affiliation && bc.classBonus) out.push(bc.classBonus);
    }
  }
  for (const w of card.whileBuilt ?? []) if (w.grant && hasBuilt(s, c.controller, w.building)) out.push(w.grant);
  return out;
}

/** The extra effects a spell, tactic or First Word resolves while its named building stands (rulebook: Card types). */
export function whileBuiltEffects(s: GameState, seat: Seat, card: Card): Effect[] {
  return (card.whileBuilt ?? []).filter((w) => w.effects && hasBuilt(s, seat, w.building)).flatMap((w) => w.effects!);
}
