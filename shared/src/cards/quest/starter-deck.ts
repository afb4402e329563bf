import { PRECONS } from '../decks';
import type { Loadout } from '../../state/types';
import { WARDING_OF_THE_DAWN } from './hero-tactics';

/**
 * The Hero's starter deck of 20 cards (checklist 22.26, 22.38): the Moonlit Vanguard, an ordinary
 * legal 20-card deck, with quest terrains only (22.4: the basic terrain cards are replaced, and in this
 * mode terrain comes only from quests, 22.7), and the quest tactic that cancels an Overlord card (22.65,
 * docs/rules-decisions.md #142) in place of `SWAPPED_FOR_QUEST_TACTIC`.
 */
export const STARTER_PRECON_ID = 'moonlit-vanguard';
export const SWAPPED_FOR_QUEST_TACTIC = 'dirty-trick';

export function starterHeroLoadout(): Loadout {
  const precon = PRECONS.find((p) => p.id === STARTER_PRECON_ID);
  if (!precon) throw new Error(`the starter deck's precon "${STARTER_PRECON_ID}" is missing`);
  const deck = [...precon.loadout.deck];
  const swap = deck.indexOf(SWAPPED_FOR_QUEST_TACTIC);
  if (swap < 0) throw new Error(`the starter deck's precon no longer holds "${SWAPPED_FOR_QUEST_TACTIC}"`);
  deck[swap] = WARDING_OF_THE_DAWN;
  return { ...precon.loadout, deck, buildings: [...precon.loadout.buildings], terrains: [] };
}
