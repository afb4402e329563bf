import { CardSchema, type Card, type CardInput } from './schema';
import { BASIC_POOL } from './pool/basic';
import { ALLIANCE_POOL } from './pool/alliance';
import { AKKARI_POOL } from './pool/akkari';
import { DOGS_OF_WAR_POOL } from './pool/dogs-of-war';
import { UNIVERSAL_POOL } from './pool/universal';
import { VALLOR_POOL } from './pool/vallor';
import { GRYPHARIM_POOL } from './pool/grypharim';
import { QUEST_CARD_INPUTS } from './quest/cards';
import { uniformShape } from './uniform-shape';

/** Every card as written in the pool files, in pool order. */
export const POOL_INPUTS: readonly CardInput[] = [...BASIC_POOL, ...ALLIANCE_POOL, ...AKKARI_POOL, ...VALLOR_POOL, ...GRYPHARIM_POOL, ...DOGS_OF_WAR_POOL, ...UNIVERSAL_POOL];

/** Validate pool inputs with `CardSchema` and check that ids are unique; throws naming the bad card. */
export function parsePool(inputs: readonly CardInput[]): Card[] {
  const seen = new Set<string>();
  return inputs.map((input) => {
    const result = CardSchema.safeParse(input);
    if (!result.success) {
      const detail = result.error.issues.map((i) => `${i.path.join('.') || '(card)'}: ${i.message}`).join('; ');
      throw new Error(`card "${input.id}" is invalid: ${detail}`);
    }
    if (seen.has(result.data.id)) throw new Error(`card id "${result.data.id}" is used twice in the pool`);
    seen.add(result.data.id);
    return result.data;
  });
}

/** The parts of a card the rules read most, each given one shape of its own across the pool. */
export const UNIFORM_PARTS = ['cost', 'stats', 'spell', 'relic', 'tactic', 'building', 'terrain'] as const;

/**
 * The parsed cards in one shape (cards/uniform-shape.ts): every card with every field of CardSchema in
 * its order, and each of UNIFORM_PARTS in one shape of its own, so that the engine's reads of them
 * stay monomorphic.
 */
function oneShape(cards: readonly Card[]): Card[] {
  const shaped = uniformShape(cards, Object.keys(CardSchema.shape));
  for (const part of UNIFORM_PARTS) {
    const having = shaped.filter((c) => c[part] !== undefined);
    const parts = uniformShape(having.map((c) => c[part]!));
    having.forEach((c, i) => ((c as Record<string, unknown>)[part] = parts[i]));
  }
  return shaped;
}

// Parsed once, together, so that an id is unique across the pool and the quest cards.
const PARSED = oneShape(parsePool([...POOL_INPUTS, ...QUEST_CARD_INPUTS]));

/** Every card in the game, parsed (defaults filled) at module load. */
export const ALL_CARDS: readonly Card[] = Object.freeze(PARSED.slice(0, POOL_INPUTS.length));

/**
 * Quest mode's own cards (Overlord creatures, quest terrains): found by id like any card, but outside
 * the pool that decks are built from (docs/architecture.md §10).
 */
export const QUEST_CARDS: readonly Card[] = Object.freeze(PARSED.slice(POOL_INPUTS.length));

const BY_ID: ReadonlyMap<string, Card> = new Map([...ALL_CARDS, ...QUEST_CARDS].map((c) => [c.id, c]));

/** The card with this id, or undefined. */
export function findCard(id: string): Card | undefined {
  return BY_ID.get(id);
}

/** The card with this id; throws on an unknown id. */
export function getCard(id: string): Card {
  const card = BY_ID.get(id);
  if (!card) throw new Error(`unknown card id "${id}"`);
  return card;
}

/** The nine basic buildings (rulebook: Card types), in rulebook order. */
export const BASIC_BUILDING_IDS = [
  'barracks', 'tavern', 'school-of-magic', 'shooting-range', 'library', 'smithy', 'arena', 'temple', 'city-hall',
] as const;

/** A basic building's id. */
export type BasicBuildingId = (typeof BASIC_BUILDING_IDS)[number];
