import { cardName, cardText, costText, FACTION_NAME, findCard, keywordLabel, type Card, type RulesetName } from '@signum/shared';
import { ICON, iconForCardType, iconForCost } from '../icons/icon-choice';
import { keywordTips, type KeywordTip } from './keyword-tips';

/** One part of a cost as an icon: a building to tap (by name), any building, or an amount of Prosperity. */
export interface CostPart {
  icon: string;
  /** "Smithy", "Any building", "2 Prosperity". */
  label: string;
  /** Prosperity's amount (shown on the icon); absent for buildings. */
  amount?: number;
}

/** One stat as an icon and its value. */
export interface StatPart {
  icon: string;
  label: string;
  value: string;
}

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
  /** The type's icon (icons/icon-choice.ts). */
  typeIcon: string;
  /** "Alliance of the Unicorn"; empty for neutral cards. */
  factionName: string;
  unique: boolean;
  /** The cost as icons (empty when free or for heroes and minions). */
  costParts: CostPart[];
  /** Strength, Health and Movement as icons (creatures only). */
  statParts: StatPart[];
}

/** The face of a card by id; an unknown id (a newer pool) still gets a face with its id as name. */
export function cardFace(id: string, ruleset: RulesetName = 'rulebook'): CardFaceModel {
  const card = findCard(id);
  if (!card) return { id, name: id, type: 'spell', faction: 'neutral', cost: '', stats: '', lines: [], keywords: [], typeIcon: iconForCardType('spell'), factionName: '', unique: false, costParts: [], statParts: [] };
  const s = card.stats;
  const creature = card.type === 'hero' || card.type === 'minion';
  const cost = creature ? '' : card.type === 'building' ? `Build for ${card.cost.prosperity} Prosperity.` : costText(card.cost);
  const stats = s ? `Strength ${s.strength} · Health ${s.health} · Move ${s.movement} · ${s.base} mm` : '';
  // The chips show the keywords line; the cost and stats have their own rows.
  const keywordLine = card.keywords.map((k) => `${keywordLabel(k, ruleset)}.`).join(' ');
  const lines = cardText(card, ruleset)
    .split('\n')
    .filter((l) => l !== cost && l !== keywordLine && !l.startsWith('Strength '));
  return {
    id, name: card.name, type: card.type, faction: card.faction, cost, stats, lines, keywords: keywordTips(card, ruleset),
    typeIcon: iconForCardType(card.type),
    factionName: card.faction === 'neutral' ? '' : FACTION_NAME[card.faction],
    unique: card.unique === true,
    costParts: creature ? [] : costParts(card),
    statParts: s ? [
      { icon: ICON.strength, label: 'Strength', value: String(s.strength) },
      { icon: ICON.health, label: 'Health', value: String(s.health) },
      { icon: ICON.movement, label: 'Movement', value: String(s.movement) },
    ] : [],
  };
}

/** A card's cost as icons: each building to tap, then Prosperity (a building card's price is Prosperity). */
export function costParts(card: Card): CostPart[] {
  const parts: CostPart[] = card.type === 'building' ? [] : card.cost.buildings.map((b) => ({
    icon: iconForCost(b),
    label: b === 'any' ? 'Any building' : cardName(b),
  }));
  if (card.cost.prosperity > 0) parts.push({ icon: iconForCost('prosperity'), label: `${card.cost.prosperity} Prosperity`, amount: card.cost.prosperity });
  return parts;
}
