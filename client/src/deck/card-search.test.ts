import { ALL_CARDS, getCard } from '@signum/shared';
import { ANY_CARD, keywordsIn, matchesQuery, searchCards } from './card-search';

describe('card search and filters', () => {
  it('matches every card with an empty query', () => {
    expect(searchCards(ALL_CARDS, ANY_CARD)).toHaveLength(ALL_CARDS.length);
  });

  it('finds by name words in any case and by generated rules text', () => {
    const byName = searchCards(ALL_CARDS, { ...ANY_CARD, text: 'MOONLIT' });
    expect(byName.length).toBeGreaterThan(0);
    // "Reckless" is printed only in the generated text of cards with that keyword.
    const reckless = searchCards(ALL_CARDS, { ...ANY_CARD, text: 'reckless' });
    expect(reckless.length).toBeGreaterThan(0);
    expect(reckless.some((c) => c.keywords.some((k) => k.kw === 'reckless'))).toBe(true);
    expect(searchCards(ALL_CARDS, { ...ANY_CARD, text: 'zzqx-no-such-card' })).toEqual([]);
  });

  it('every word must appear', () => {
    const aelrin = getCard('aelrin-warden-of-the-moon');
    expect(matchesQuery(aelrin, { ...ANY_CARD, text: 'aelrin warden' })).toBe(true);
    expect(matchesQuery(aelrin, { ...ANY_CARD, text: 'aelrin spider' })).toBe(false);
  });

  it('filters by faction, type, cost (3 = 3 or more) and keyword', () => {
    const akkariSpells = searchCards(ALL_CARDS, { ...ANY_CARD, faction: 'akkari', type: 'spell' });
    expect(akkariSpells.length).toBeGreaterThan(0);
    expect(akkariSpells.every((c) => c.faction === 'akkari' && c.type === 'spell')).toBe(true);
    const cost2 = searchCards(ALL_CARDS, { ...ANY_CARD, cost: 2 });
    expect(cost2.length).toBeGreaterThan(0);
    expect(cost2.every((c) => c.cost.prosperity === 2)).toBe(true);
    const cost3 = searchCards(ALL_CARDS, { ...ANY_CARD, cost: 3 });
    expect(cost3.some((c) => c.cost.prosperity > 3)).toBe(true);
    expect(cost3.every((c) => c.cost.prosperity >= 3)).toBe(true);
    const flyers = searchCards(ALL_CARDS, { ...ANY_CARD, keyword: 'flight' });
    expect(flyers.length).toBeGreaterThan(0);
    expect(flyers.every((c) => c.keywords.some((k) => k.kw === 'flight'))).toBe(true);
  });

  it('lists the keywords cards print, each once', () => {
    const ids = keywordsIn(ALL_CARDS);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('flight');
    expect(keywordsIn([getCard('barracks')])).toEqual([]);
  });
});
