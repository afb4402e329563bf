import { PRECONS } from '../cards/decks';
import { BASIC_BUILDING_IDS } from '../cards/registry';
import { validateConstructionDeck } from '../queries/experienced-architect';
import { withConstructionDeck } from './construction-deck';

describe('withConstructionDeck', () => {
  it.each(PRECONS.map((p) => [p.id, p.loadout] as const))('gives %s a legal Construction Deck that starts with every basic building', (_id, loadout) => {
    const l = withConstructionDeck(loadout);
    expect(validateConstructionDeck(l, true)).toEqual([]);
    expect([...l.constructionDeck!.slice(0, BASIC_BUILDING_IDS.length)].sort()).toEqual([...BASIC_BUILDING_IDS].sort());
  });
});
