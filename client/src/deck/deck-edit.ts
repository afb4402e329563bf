import { ALL_CARDS, findCard, getCard, isSupport, type Card, type CardType, type Loadout } from '@signum/shared';

/** Card types a Battle Deck may hold (rulebook: Card types). */
const DECK_TYPES: ReadonlySet<CardType> = new Set(['character', 'spell', 'relic', 'tactic']);

/** Whether a card may be put in a Battle Deck at all (legality is the validator's job). */
export function isDeckCard(card: Card): boolean {
  return DECK_TYPES.has(card.type);
}

/** Every hero card, the hero picker's choices. */
export function heroes(cards: readonly Card[] = ALL_CARDS): Card[] {
  return cards.filter((c) => c.type === 'hero');
}

/**
 * The building (terrain) cards a hero's pool may hold: its faction's and the basic (neutral) ones,
 * as the deck rules allow (rulebook: Deck building).
 */
export function poolCandidates(heroId: string, type: 'building' | 'terrain', cards: readonly Card[] = ALL_CARDS): Card[] {
  const hero = findCard(heroId);
  return cards.filter((c) => {
    if (c.type !== type) return false;
    if (c.faction === 'neutral') return type === 'terrain' || c.building?.basic === true;
    return c.faction === hero?.faction;
  });
}

/** A new deck for a hero: its minion, no Battle Deck cards, every building and terrain it may take. */
export function newLoadout(heroId: string): Loadout {
  const hero = getCard(heroId);
  return {
    hero: heroId,
    minion: hero.minion ?? '',
    deck: [],
    buildings: poolCandidates(heroId, 'building').map((c) => c.id),
    terrains: poolCandidates(heroId, 'terrain').map((c) => c.id),
  };
}

/**
 * Another hero leads the deck: the minion follows the hero card. The Battle Deck is kept (the
 * validator says what no longer fits); the pools keep what the new hero may take, or take all of
 * its candidates when the faction changes.
 */
export function withHero(l: Loadout, heroId: string): Loadout {
  const fresh = newLoadout(heroId);
  const sameFaction = findCard(l.hero)?.faction === getCard(heroId).faction;
  return { ...fresh, deck: [...l.deck], ...(sameFaction ? { buildings: [...l.buildings], terrains: [...l.terrains] } : {}) };
}

/** One more copy of a card in the Battle Deck. */
export function addCard(l: Loadout, id: string): Loadout {
  return { ...l, deck: [...l.deck, id] };
}

/** One copy fewer of a card in the Battle Deck (nothing changes if there is none). */
export function removeCard(l: Loadout, id: string): Loadout {
  const i = l.deck.lastIndexOf(id);
  if (i < 0) return l;
  return { ...l, deck: [...l.deck.slice(0, i), ...l.deck.slice(i + 1)] };
}

/** Put a card in a pool, or take it out. */
export function togglePool(l: Loadout, pool: 'buildings' | 'terrains', id: string): Loadout {
  const has = l[pool].includes(id);
  return { ...l, [pool]: has ? l[pool].filter((x) => x !== id) : [...l[pool], id] };
}

/** How many copies of a card the Battle Deck holds. */
export function copiesOf(l: Loadout, id: string): number {
  return l.deck.filter((x) => x === id).length;
}

/** A line of the deck list: a card and its copies. */
export interface DeckLine {
  id: string;
  name: string;
  type: CardType | 'unknown';
  count: number;
}

const TYPE_ORDER: Record<string, number> = { character: 0, spell: 1, relic: 2, tactic: 3 };

/** The Battle Deck as a list with counts, characters first, then spells, relics, tactics; by name within a type. */
export function deckLines(l: Loadout): DeckLine[] {
  const counts = new Map<string, number>();
  for (const id of l.deck) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].map(([id, count]) => {
    const card = findCard(id);
    return { id, name: card?.name ?? id, type: card?.type ?? ('unknown' as const), count };
  }).sort((a, b) => (TYPE_ORDER[a.type] ?? 9) - (TYPE_ORDER[b.type] ?? 9) || a.name.localeCompare(b.name));
}

/** How the Battle Deck splits: its size, characters, supports and the Dogs of War among them. */
export interface DeckTotals {
  size: number;
  characters: number;
  supports: number;
  dogsOfWarCharacters: number;
  dogsOfWarSupports: number;
}

/** The Battle Deck's totals, for the line above the list. */
export function deckTotals(l: Loadout): DeckTotals {
  const cards = l.deck.map((id) => findCard(id)).filter((c): c is Card => !!c);
  const characters = cards.filter((c) => c.type === 'character');
  const supports = cards.filter(isSupport);
  return {
    size: l.deck.length,
    characters: characters.length,
    supports: supports.length,
    dogsOfWarCharacters: characters.filter((c) => c.faction === 'dogs-of-war').length,
    dogsOfWarSupports: supports.filter((c) => c.faction === 'dogs-of-war').length,
  };
}
