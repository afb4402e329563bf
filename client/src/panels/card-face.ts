import { cardText, costText, findCard, KEYWORD_TEXT, keywordLabel, type Card, type Keyword } from '@signum/shared';

/** A keyword as printed on the face, with its reminder for the hover box. */
export interface KeywordChip {
  label: string;
  reminder: string;
}

/** What a card face shows: everything comes from the card data and the shared text generator. */
export interface CardFaceModel {
  id: string;
  name: string;
  type: Card['type'];
  faction: Card['faction'];
  /** "Cost: Arena + 1 Prosperity." (building cards: their price); empty for heroes and minions. */
  cost: string;
  /** "S 3 · H 4 · M · 50 mm" for creatures; empty otherwise. */
  stats: string;
  /** The generated rules text, one line per part, without the cost, stats and keyword lines shown apart. */
  lines: string[];
  keywords: KeywordChip[];
}

type Ruleset = 'rulebook' | 'classic2017';

/** One keyword's chip: its printed label and its reminder sentence. */
export function keywordChip(k: Keyword, ruleset: Ruleset = 'rulebook'): KeywordChip {
  return { label: keywordLabel(k, ruleset), reminder: KEYWORD_TEXT[k.kw].reminder };
}

/** The face of a card by id; an unknown id (a newer pool) still gets a face with its id as name. */
export function cardFace(id: string, ruleset: Ruleset = 'rulebook'): CardFaceModel {
  const card = findCard(id);
  if (!card) return { id, name: id, type: 'spell', faction: 'neutral', cost: '', stats: '', lines: [], keywords: [] };
  const s = card.stats;
  const creature = card.type === 'hero' || card.type === 'minion';
  const cost = creature ? '' : card.type === 'building' ? `Build for ${card.cost.prosperity} Prosperity.` : costText(card.cost);
  const stats = s ? `Strength ${s.strength} · Health ${s.health} · Move ${s.movement} · ${s.base} mm` : '';
  const relicKeywords = card.relic?.grants.keywords ?? [];
  // The chips show the keywords line; the cost and stats have their own rows.
  const keywordLine = card.keywords.map((k) => `${keywordLabel(k, ruleset)}.`).join(' ');
  const lines = cardText(card, ruleset)
    .split('\n')
    .filter((l) => l !== cost && l !== keywordLine && !l.startsWith('Strength '));
  return { id, name: card.name, type: card.type, faction: card.faction, cost, stats, lines, keywords: [...card.keywords, ...relicKeywords].map((k) => keywordChip(k, ruleset)) };
}
