import { cardText, costText, findCard, keywordLabel, type Card, type RulesetName } from '@signum/shared';
import { keywordTips, type KeywordTip } from './keyword-tips';

/**
 * What a card face shows, wherever it is drawn (the hand, a graveyard, the deck builder): everything
 * comes from the card data and the shared text generator.
 */
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
  keywords: KeywordTip[];
}

/** The face of a card by id; an unknown id (a newer pool) still gets a face with its id as name. */
export function cardFace(id: string, ruleset: RulesetName = 'rulebook'): CardFaceModel {
  const card = findCard(id);
  if (!card) return { id, name: id, type: 'spell', faction: 'neutral', cost: '', stats: '', lines: [], keywords: [] };
  const s = card.stats;
  const creature = card.type === 'hero' || card.type === 'minion';
  const cost = creature ? '' : card.type === 'building' ? `Build for ${card.cost.prosperity} Prosperity.` : costText(card.cost);
  const stats = s ? `Strength ${s.strength} · Health ${s.health} · Move ${s.movement} · ${s.base} mm` : '';
  // The chips show the keywords line; the cost and stats have their own rows.
  const keywordLine = card.keywords.map((k) => `${keywordLabel(k, ruleset)}.`).join(' ');
  const lines = cardText(card, ruleset)
    .split('\n')
    .filter((l) => l !== cost && l !== keywordLine && !l.startsWith('Strength '));
  return { id, name: card.name, type: card.type, faction: card.faction, cost, stats, lines, keywords: keywordTips(card, ruleset) };
}
