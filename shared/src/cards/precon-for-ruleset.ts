import type { Loadout } from '../state/types';
import type { Ruleset } from '../state/ruleset';
import { ALL_CARDS, getCard } from './registry';
import { validateDeck, type DeckReasonCode } from './deck-rules';
import type { Precon } from './decks';

/** Reasons that only say the deck is still too small or short of characters: the ones filling it up removes. */
const STILL_FILLING: ReadonlySet<DeckReasonCode> = new Set(['DECK_SIZE', 'TOO_FEW_CHARACTERS']);

/** Whether `deck` breaks no deck-building rule other than being still too small. */
function fillable(loadout: Loadout, deck: string[], ruleset: Ruleset): boolean {
  return validateDeck({ ...loadout, deck }, ruleset).reasons.every((r) => STILL_FILLING.has(r.code));
}

/**
 * A precon's loadout under `ruleset`. The precons are built for the rulebook (20 cards); the 2017
 * summary asks for 30 to 40 with at least half of them characters (rulebook: Deck building, the
 * 2017 summary). Under such a ruleset the deck is filled up the same way every time: first more
 * characters of the hero's faction, in pool order, until half the deck would be characters, then
 * second copies of its own faction's supports, then more characters if still short, so it is legal at once and stays close to the precon.
 */
export function preconLoadout(precon: Precon, ruleset: Ruleset): Loadout {
  const loadout = structuredClone(precon.loadout);
  if (loadout.deck.length >= ruleset.deckMin) return loadout;
  const deck = [...loadout.deck];
  const faction = getCard(loadout.hero).faction;
  const characters = () => deck.filter((id) => getCard(id).type === 'character').length;
  for (const card of ALL_CARDS) {
    if (characters() * 2 >= ruleset.deckMin) break;
    if (card.type !== 'character' || card.faction !== faction || deck.includes(card.id)) continue;
    if (fillable(loadout, [...deck, card.id], ruleset)) deck.push(card.id);
  }
  const supports = [...new Set(deck.filter((id) => getCard(id).type !== 'character' && getCard(id).faction === faction))];
  // Then, if still short, more characters of the faction (a bigger deck keeps half of it characters).
  const more = ALL_CARDS.filter((c) => c.type === 'character' && c.faction === faction).map((c) => c.id);
  for (const id of [...supports, ...more]) {
    if (deck.length >= ruleset.deckMin) break;
    if (!deck.includes(id) || getCard(id).type !== 'character') if (fillable(loadout, [...deck, id], ruleset)) deck.push(id);
  }
  return { ...loadout, deck };
}
