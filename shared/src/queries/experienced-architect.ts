import { findCard } from '../cards/registry';
import { ensure } from '../protocol/codes';
import type { GameState, Loadout, PlayerState, Seat, Writable } from '../state/types';

/** The largest Construction Deck (rulebook: Variants). */
export const CONSTRUCTION_DECK_MAX = 12;

/** Stable codes for an illegal Construction Deck. */
export type ConstructionDeckCode = 'CONSTRUCTION_DECK_MISSING' | 'CONSTRUCTION_DECK_SIZE' | 'NOT_A_BUILDING' | 'NOT_IN_POOL' | 'DUPLICATE_BUILDING' | 'CLASS_BUILDING_LIMIT' | 'NOT_THIS_VARIANT';

/** Whether the game plays the Experienced Architect variant. */
export function isExperiencedArchitect(s: GameState): boolean {
  return s.config.variants?.experiencedArchitect === true;
}

/**
 * Every reason a loadout's Construction Deck is illegal (rulebook: Variants, docs/rules-decisions.md #81): with the
 * variant it must exist and hold at most 12 building cards from the player's building pool, each
 * once, with at most one class building, so that its top card can always be built when affordable
 * (a City never holds two of a name or two class buildings, rulebook: Construction phase). Without the
 * variant it must be absent.
 */
export function validateConstructionDeck(loadout: Loadout, variant: boolean): { code: ConstructionDeckCode; message: string }[] {
  const out: { code: ConstructionDeckCode; message: string }[] = [];
  const deck = loadout.constructionDeck;
  if (!variant) {
    if (deck) out.push({ code: 'NOT_THIS_VARIANT', message: 'A Construction Deck is only used in the Experienced Architect variant.' });
    return out;
  }
  if (!deck) return [{ code: 'CONSTRUCTION_DECK_MISSING', message: 'The Experienced Architect variant needs a Construction Deck of up to 12 buildings.' }];
  if (deck.length > CONSTRUCTION_DECK_MAX) out.push({ code: 'CONSTRUCTION_DECK_SIZE', message: `The Construction Deck has ${deck.length} cards; at most ${CONSTRUCTION_DECK_MAX} are allowed.` });
  let classes = 0;
  deck.forEach((id, i) => {
    const card = findCard(id);
    if (!card || card.type !== 'building') return void out.push({ code: 'NOT_A_BUILDING', message: `"${id}" is not a building card.` });
    if (!loadout.buildings.includes(id)) out.push({ code: 'NOT_IN_POOL', message: `${card.name} is not in your building pool.` });
    if (deck.indexOf(id) !== i) out.push({ code: 'DUPLICATE_BUILDING', message: `${card.name} is in the Construction Deck twice; a City holds one of each.` });
    if (card.building?.class && ++classes === 2) out.push({ code: 'CLASS_BUILDING_LIMIT', message: 'A City may hold only one class building, so the Construction Deck may hold only one.' });
  });
  return out;
}

/** In the variant, only the top card of the Construction Deck may be built (rulebook: Variants, docs/rules-decisions.md #81). */
export function checkTopBuilding(s: GameState, seat: Seat, buildingId: string): void {
  if (!isExperiencedArchitect(s)) return;
  const top = s.players[seat]!.constructionDeck?.[0];
  ensure(top !== undefined, 'NOT_TOP_BUILDING', 'Your Construction Deck is empty: take Prosperity instead.');
  ensure(top === buildingId, 'NOT_TOP_BUILDING', 'Only the top card of your Construction Deck can be built.');
}

/** Take the built card off the top of the Construction Deck (its order never changes otherwise). */
export function takeTopBuilding(p: Writable<PlayerState>): void {
  p.constructionDeck?.shift();
}
