import { CLASSIC_2017, getCard, PRECONS, RULEBOOK, validateDeck } from '@signum/shared';
import { addCard, copiesOf, deckLines, deckTotals, heroes, isDeckCard, newLoadout, poolCandidates, removeCard, togglePool, withHero } from './deck-edit';

describe('deck editing', () => {
  it('a new deck takes the minion on the hero card and every building and terrain the faction may take', () => {
    const l = newLoadout('vessira-high-weaver');
    expect(l.minion).toBe('broodling-spider');
    expect(l.deck).toEqual([]);
    expect(l.buildings).toEqual(expect.arrayContaining(['barracks', 'queens-temple']));
    expect(l.terrains).toEqual(expect.arrayContaining(['forest', 'webbed-hollow']));
    // The pools it offers pass the validator's pool rules; only the deck size is wrong.
    expect(validateDeck(l, RULEBOOK).reasons.map((r) => r.code)).toEqual(['DECK_SIZE']);
  });

  it('the precons pools are within the candidates for their hero', () => {
    for (const p of PRECONS) {
      const b = poolCandidates(p.loadout.hero, 'building').map((c) => c.id);
      const t = poolCandidates(p.loadout.hero, 'terrain').map((c) => c.id);
      expect(b).toEqual(expect.arrayContaining(p.loadout.buildings));
      expect(t).toEqual(expect.arrayContaining(p.loadout.terrains));
      expect(b.some((id) => getCard(id).faction !== 'neutral' && getCard(id).faction !== p.faction)).toBe(false);
    }
  });

  it('changing hero: the minion follows; the deck stays; pools stay within a faction and reset across factions', () => {
    const base = { ...PRECONS[0]!.loadout, buildings: ['barracks'] };
    const same = withHero(base, 'vargha-stormhowl');
    expect(same.minion).toBe('moonwolf-cub');
    expect(same.deck).toEqual(base.deck);
    expect(same.buildings).toEqual(['barracks']);
    const other = withHero(base, 'corvin-hale-master-engineer');
    expect(other.minion).toBe('clockwork-squire');
    expect(other.buildings).toContain('mint');
    expect(validateDeck(other, RULEBOOK).reasons.some((r) => r.code === 'WRONG_FACTION')).toBe(true);
  });

  it('adds and removes copies, and counts them', () => {
    let l = newLoadout('aelrin-warden-of-the-moon');
    l = addCard(addCard(addCard(l, 'moonfire'), 'moonfire'), 'moonfire');
    expect(copiesOf(l, 'moonfire')).toBe(3);
    expect(validateDeck(l, RULEBOOK).reasons.map((r) => r.code)).toContain('TOO_MANY_COPIES');
    l = removeCard(l, 'moonfire');
    expect(copiesOf(l, 'moonfire')).toBe(2);
    expect(removeCard(l, 'herrick')).toBe(l);
  });

  it('toggles pool cards', () => {
    const l = newLoadout('aelrin-warden-of-the-moon');
    const without = togglePool(l, 'buildings', 'barracks');
    expect(without.buildings).not.toContain('barracks');
    expect(togglePool(without, 'buildings', 'barracks').buildings).toContain('barracks');
  });

  it('lists the deck with counts, characters first, and totals it', () => {
    const l = PRECONS[1]!.loadout;
    const lines = deckLines(l);
    expect(lines.find((x) => x.id === 'stormhowls-fury')!.count).toBe(2);
    expect(lines.reduce((n, x) => n + x.count, 0)).toBe(20);
    expect(lines[0]!.type).toBe('character');
    const types = lines.map((x) => x.type);
    expect(types.lastIndexOf('character')).toBeLessThan(types.indexOf('spell'));
    expect(deckTotals(l)).toEqual({ size: 20, characters: 10, supports: 10, dogsOfWarCharacters: 3, dogsOfWarSupports: 1 });
    // The same precon is illegal under the 2017 summary, for its size.
    expect(validateDeck(l, CLASSIC_2017).reasons.map((r) => r.code)).toContain('DECK_SIZE');
  });

  it('knows heroes and Battle Deck cards', () => {
    expect(heroes().every((c) => c.type === 'hero')).toBe(true);
    expect(heroes().length).toBeGreaterThanOrEqual(8);
    expect(isDeckCard(getCard('moonfire'))).toBe(true);
    expect(isDeckCard(getCard('barracks'))).toBe(false);
  });
});
