import type { Loadout } from '../state/types';
import type { Card, CardType } from './schema';
import { findCard } from './registry';

/** Stable codes for the reasons a loadout is illegal (rulebook: Deck building). */
export const DECK_REASON_CODES = [
  'UNKNOWN_CARD', 'NOT_A_HERO', 'NOT_A_MINION', 'WRONG_MINION', 'DECK_SIZE', 'NOT_A_DECK_CARD', 'WRONG_FACTION',
  'TOO_MANY_DOGS_OF_WAR_CHARACTERS', 'TOO_MANY_DOGS_OF_WAR_SUPPORTS', 'DUPLICATE_CHARACTER_NAME', 'TOO_MANY_COPIES',
  'HERO_REQUIRED', 'BAD_BUILDING', 'BAD_TERRAIN', 'TOO_FEW_CHARACTERS',
] as const;
/** One reason code. */
export type DeckReasonCode = (typeof DECK_REASON_CODES)[number];

/** Why a loadout is illegal: a stable code and a sentence for the player. */
export interface DeckReason {
  code: DeckReasonCode;
  message: string;
}

/** The outcome of `validateDeck`: ok only when there are no reasons. */
export interface DeckCheck {
  ok: boolean;
  reasons: DeckReason[];
}

/** The deck-size bounds of a ruleset (20–40 in the rulebook, 30–40 in the 2017 summary). */
export interface DeckSizeRules {
  deckMin: number;
  deckMax: number;
  /** Which Dogs of War limits apply (docs/rules-decisions.md #60); the rulebook's halves when absent. */
  dogsOfWarRule?: 'halves' | 'classic2017';
}

/** Card types that may be in a Battle Deck (rulebook: Card types). */
const DECK_TYPES: ReadonlySet<CardType> = new Set(['character', 'spell', 'relic', 'tactic']);
/** Support card types (rulebook: Card types). */
const SUPPORT_TYPES: ReadonlySet<CardType> = new Set(['spell', 'relic', 'tactic']);

/** Whether a card is a support (spell, relic or tactic). */
export function isSupport(card: Card): boolean {
  return SUPPORT_TYPES.has(card.type);
}

/**
 * The name that counts for the one-character-per-name rule (rulebook: Deck building): the card name up to its
 * first comma, so "Ruphus, the Young Squire" and "Ruphus, Knight of the Road" share the name "Ruphus".
 * A moniker written without a comma ("Caillion the Captain of Steel Blades") is part of the name.
 */
export function characterBaseName(name: string): string {
  return (name.split(',')[0] ?? name).trim().toLowerCase();
}

/** Counts of items by key, in first-seen order. */
function tally<T>(items: readonly T[], key: (item: T) => string): Map<string, { count: number; first: T }> {
  const out = new Map<string, { count: number; first: T }>();
  for (const item of items) {
    const k = key(item);
    const entry = out.get(k);
    if (entry) entry.count += 1;
    else out.set(k, { count: 1, first: item });
  }
  return out;
}

/** Every reason a loadout (hero, minion, Battle Deck, building and terrain pools) is illegal; rulebook: Deck building and docs/rules-decisions.md #60–#61. */
export function validateDeck(loadout: Loadout, ruleset: DeckSizeRules): DeckCheck {
  const reasons: DeckReason[] = [];
  const add = (code: DeckReasonCode, message: string) => reasons.push({ code, message });
  const known = (id: string, where: string): Card | undefined => {
    const card = findCard(id);
    if (!card) add('UNKNOWN_CARD', `There is no card "${id}" (${where}).`);
    return card;
  };

  // Hero and minion (rulebook: Card types, docs/rules-decisions.md #61).
  let hero = known(loadout.hero, 'hero');
  if (hero && hero.type !== 'hero') {
    add('NOT_A_HERO', `${hero.name} is a ${hero.type} card, not a hero.`);
    hero = undefined;
  }
  const minion = known(loadout.minion, 'minion');
  if (minion && minion.type !== 'minion') add('NOT_A_MINION', `${minion.name} is a ${minion.type} card, not a minion.`);
  else if (minion && hero && minion.faction !== hero.faction) {
    // docs/rules-decisions.md #61: the minion is chosen with the deck and must be of the hero's faction.
    add('WRONG_MINION', `${minion.name} is a ${minion.faction} minion; ${hero.name} leads ${hero.faction}, so choose a ${hero.faction} minion (such as ${findCard(hero.minion ?? '')?.name ?? 'the one on its card'}).`);
  }

  // Battle Deck size (rulebook: Deck building).
  const size = loadout.deck.length;
  if (size < ruleset.deckMin || size > ruleset.deckMax) {
    add('DECK_SIZE', `The Battle Deck has ${size} cards; it must have between ${ruleset.deckMin} and ${ruleset.deckMax}.`);
  }

  // Each card of the deck, once per distinct id.
  const deck: Card[] = [];
  for (const id of loadout.deck) {
    const card = findCard(id);
    if (card) deck.push(card);
  }
  for (const id of new Set(loadout.deck)) {
    const card = known(id, 'Battle Deck');
    if (!card) continue;
    if (!DECK_TYPES.has(card.type)) {
      add('NOT_A_DECK_CARD', `${card.name} is a ${card.type} card; only characters, spells, relics and tactics go in the Battle Deck.`);
      continue;
    }
    if (hero && !factionAllows(hero, card)) {
      add('WRONG_FACTION', `${card.name} belongs to another faction (${card.faction}); this deck may only use ${hero.faction}, Dogs of War and universal cards.`);
    }
    if (card.namesHero !== undefined && card.namesHero !== loadout.hero) {
      add('HERO_REQUIRED', `${card.name} can only be used when ${findCard(card.namesHero)?.name ?? card.namesHero} leads the squad.`);
    }
  }

  checkComposition(deck, add, ruleset.dogsOfWarRule ?? 'halves');
  checkPool(loadout.buildings, 'building', hero, add, known);
  checkPool(loadout.terrains, 'terrain', hero, add, known);
  return { ok: reasons.length === 0, reasons };
}

/** Battle Deck cards a hero may take: its own faction, Dogs of War, and universal (neutral) supports. */
function factionAllows(hero: Card, card: Card): boolean {
  if (card.faction === hero.faction || card.faction === 'dogs-of-war') return true;
  return card.faction === 'neutral' && isSupport(card);
}

/** Dogs of War limits (rulebook: Deck building, docs/rules-decisions.md #60), one character per name (rulebook: Deck building), two copies per support name (rulebook: Deck building). */
function checkComposition(deck: readonly Card[], add: (code: DeckReasonCode, message: string) => void, dogsOfWarRule: 'halves' | 'classic2017'): void {
  const characters = deck.filter((c) => c.type === 'character');
  const supports = deck.filter(isSupport);
  const dowCharacters = characters.filter((c) => c.faction === 'dogs-of-war').length;
  const dowSupports = supports.filter((c) => c.faction === 'dogs-of-war').length;
  const maxCharacters = Math.floor(characters.length / 2);
  const maxSupports = Math.floor(supports.length / 2);
  if (dowCharacters > maxCharacters) {
    add('TOO_MANY_DOGS_OF_WAR_CHARACTERS', `The deck has ${dowCharacters} Dogs of War characters out of ${characters.length}; at most ${maxCharacters} (half) are allowed.`);
  }
  if (dogsOfWarRule === 'classic2017' && characters.length * 2 < deck.length) {
    add('TOO_FEW_CHARACTERS', `The deck has ${characters.length} characters out of ${deck.length} cards; at least half must be characters.`);
  }
  if (dogsOfWarRule === 'halves' && dowSupports > maxSupports) {
    add('TOO_MANY_DOGS_OF_WAR_SUPPORTS', `The deck has ${dowSupports} Dogs of War support cards out of ${supports.length}; at most ${maxSupports} (half) are allowed.`);
  }
  for (const { count, first } of tally(characters, (c) => characterBaseName(c.name)).values()) {
    if (count > 1) add('DUPLICATE_CHARACTER_NAME', `The deck has ${count} characters named ${first.name.split(',')[0]}; only one character of each name is allowed.`);
  }
  for (const { count, first } of tally(supports, (c) => c.name.toLowerCase()).values()) {
    if (count > 2) add('TOO_MANY_COPIES', `The deck has ${count} copies of ${first.name}; at most 2 copies of a spell, relic or tactic are allowed.`);
  }
}

/** Building and terrain pools: cards of that type from the hero's faction, or neutral (basic) ones (rulebook: Deck building). */
function checkPool(
  ids: readonly string[],
  type: 'building' | 'terrain',
  hero: Card | undefined,
  add: (code: DeckReasonCode, message: string) => void,
  known: (id: string, where: string) => Card | undefined,
): void {
  const code = type === 'building' ? 'BAD_BUILDING' : 'BAD_TERRAIN';
  for (const id of new Set(ids)) {
    const card = known(id, `${type} pool`);
    if (!card) continue;
    if (card.type !== type) {
      add(code, `${card.name} is a ${card.type} card, not a ${type}, so it cannot be in the ${type} pool.`);
      continue;
    }
    const neutralOk = card.faction === 'neutral' && (type === 'terrain' || card.building?.basic === true);
    if (!neutralOk && hero && card.faction !== hero.faction) {
      add(code, `${card.name} belongs to another faction (${card.faction}); the ${type} pool may only hold ${hero.faction} and basic ${type}s.`);
    }
  }
}
