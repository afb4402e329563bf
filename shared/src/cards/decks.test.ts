import { validateDeck } from './deck-rules';
import { BASIC_TERRAIN_IDS, getPrecon, PRECONS } from './decks';
import { BASIC_BUILDING_IDS, getCard } from './registry';

const BASIC = new Set<string>([...BASIC_BUILDING_IDS, 'any']);

describe('PRECONS', () => {
  it('has two decks per main faction with unique ids', () => {
    expect(PRECONS.filter((p) => p.faction === 'alliance')).toHaveLength(2);
    expect(PRECONS.filter((p) => p.faction === 'akkari')).toHaveLength(2);
    expect(new Set(PRECONS.map((p) => p.id)).size).toBe(PRECONS.length);
  });

  it.each(PRECONS.map((p) => [p.id, p] as const))('%s is legal under the rulebook', (_id, precon) => {
    expect(validateDeck(precon.loadout, { deckMin: 20, deckMax: 40 })).toEqual({ ok: true, reasons: [] });
    expect(precon.loadout.deck).toHaveLength(20);
    expect(getCard(precon.loadout.hero)).toMatchObject({ type: 'hero', faction: precon.faction });
  });

  it.each(PRECONS.map((p) => [p.id, p] as const))('%s hires Dogs of War and can pay for every card with basic buildings', (_id, precon) => {
    const cards = precon.loadout.deck.map(getCard);
    expect(cards.some((c) => c.faction === 'dogs-of-war')).toBe(true);
    for (const card of cards) for (const b of card.cost.buildings) expect(BASIC.has(b)).toBe(true);
  });

  it.each(PRECONS.map((p) => [p.id, p] as const))('%s pools the basics plus its faction buildings and terrains', (_id, precon) => {
    const { buildings, terrains } = precon.loadout;
    expect(buildings.slice(0, 9)).toEqual([...BASIC_BUILDING_IDS]);
    expect(terrains.slice(0, BASIC_TERRAIN_IDS.length)).toEqual([...BASIC_TERRAIN_IDS]);
    for (const id of [...buildings.slice(9), ...terrains.slice(BASIC_TERRAIN_IDS.length)]) expect(getCard(id).faction).toBe(precon.faction);
    expect(buildings.length).toBeGreaterThan(9);
    expect(terrains.length).toBeGreaterThan(BASIC_TERRAIN_IDS.length);
  });

  it('getPrecon finds a deck by id and throws on an unknown one', () => {
    expect(getPrecon('howling-pack').loadout.hero).toBe('vargha-stormhowl');
    expect(() => getPrecon('nope')).toThrow(/nope/);
  });
});
