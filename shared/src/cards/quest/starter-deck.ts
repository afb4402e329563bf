import { PRECONS } from '../decks';
import type { Loadout } from '../../state/types';

/**
 * The Hero's starter deck of 20 cards (checklist 22.26, 22.38): the Moonlit Vanguard, an ordinary
 * legal 20-card deck, with quest terrains only (22.4: the basic terrain cards are replaced, and in this
 * mode terrain comes only from quests, 22.7).
 */
export const STARTER_PRECON_ID = 'moonlit-vanguard';

export function starterHeroLoadout(): Loadout {
  const precon = PRECONS.find((p) => p.id === STARTER_PRECON_ID);
  if (!precon) throw new Error(`the starter deck's precon "${STARTER_PRECON_ID}" is missing`);
  return { ...precon.loadout, deck: [...precon.loadout.deck], buildings: [...precon.loadout.buildings], terrains: [] };
}
