import { findCard } from '../cards/registry';
import { CONSTRUCTION_DECK_MAX } from '../queries/experienced-architect';
import type { Loadout } from '../state/types';

/**
 * A legal Construction Deck for bot games in the Experienced Architect variant (rulebook: Variants):
 * the pool's basic buildings first, then the others in pool order, with one class building at
 * most, cut to 12 cards.
 */
export function withConstructionDeck(l: Loadout): Loadout {
  const cards = l.buildings.map((id) => findCard(id)).filter((c) => c?.type === 'building');
  const basics = cards.filter((c) => c!.building?.basic);
  const firstClass = cards.find((c) => !c!.building?.basic && c!.building?.class);
  const others = cards.filter((c) => !c!.building?.basic && (!c!.building?.class || c === firstClass));
  const deck = [...new Set([...basics, ...others].map((c) => c!.id))].slice(0, CONSTRUCTION_DECK_MAX);
  return { ...l, constructionDeck: deck };
}
