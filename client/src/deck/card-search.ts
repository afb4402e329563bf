import { cardText, keywordName, type Card, type CardType, type Faction, type KeywordId } from '@signum/shared';

/** What the deck builder's search box and filters ask for; empty fields match everything. */
export interface CardQuery {
  /** Words that must all appear in the card's name or generated text (case ignored). */
  text: string;
  faction: Faction | '';
  type: CardType | '';
  /** Prosperity cost; 3 means 3 or more. */
  cost: number | '';
  keyword: KeywordId | '';
}

/** A query that matches every card. */
export const ANY_CARD: CardQuery = { text: '', faction: '', type: '', cost: '', keyword: '' };

/** The highest cost the cost filter names by itself; costs above it are grouped with it. */
export const COST_CAP = 3;

const haystacks = new WeakMap<Card, string>();

/** The text a search looks through: name, faction, type and the generated rules text (both keyword spellings). */
function haystackOf(card: Card): string {
  let h = haystacks.get(card);
  if (h === undefined) {
    const names = card.keywords.flatMap((k) => [keywordName(k.kw), keywordName(k.kw, 'classic2017')]);
    h = [card.name, card.faction, card.type, cardText(card), ...names].join('\n').toLowerCase();
    haystacks.set(card, h);
  }
  return h;
}

/** Whether a card answers the query. */
export function matchesQuery(card: Card, q: CardQuery): boolean {
  if (q.faction && card.faction !== q.faction) return false;
  if (q.type && card.type !== q.type) return false;
  if (q.cost !== '' && Math.min(card.cost.prosperity, COST_CAP) !== q.cost) return false;
  if (q.keyword && !card.keywords.some((k) => k.kw === q.keyword)) return false;
  const words = q.text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const hay = haystackOf(card);
  return words.every((w) => hay.includes(w));
}

/** The cards that answer the query, in the order given. */
export function searchCards(cards: readonly Card[], q: CardQuery): Card[] {
  return cards.filter((c) => matchesQuery(c, q));
}

/** Every keyword some card of `cards` prints, sorted by display name (the keyword filter's choices). */
export function keywordsIn(cards: readonly Card[]): KeywordId[] {
  const ids = new Set<KeywordId>();
  for (const c of cards) for (const k of c.keywords) ids.add(k.kw);
  return [...ids].sort((a, b) => keywordName(a).localeCompare(keywordName(b)));
}
