import type { GameView } from '@signum/shared';
import { ALL_CARDS } from '@signum/shared';
import { namesBook } from './names-book';

describe('names book', () => {
  const hero = ALL_CARDS.find((c) => c.type === 'hero')!;
  const character = ALL_CARDS.find((c) => c.type === 'character')!;
  it('names heroes from the players, creatures from the view and newcomers from their summoning', () => {
    const book = namesBook();
    expect(book.creature('p1-hero')).toBe('a creature');
    book.learnView({ players: { p1: { heroCreature: 'p1-hero', hero: hero.id } }, creatures: [] } as unknown as GameView);
    expect(book.creature('p1-hero')).toBe(hero.name);
    book.learnEvents([{ e: 'summoned', seat: 'p1', creature: 'k1', card: character.id, at: { x: 0, y: 0 } }]);
    expect(book.creature('k1')).toBe(character.name);
    book.learnView({ players: {}, creatures: [] } as unknown as GameView);
    expect(book.creature('k1')).toBe(character.name);
  });
  it('never shows an id: a second creature of the same card is numbered', () => {
    const book = namesBook();
    book.learnEvents([{ e: 'summoned', seat: 'p1', creature: 'k1', card: character.id, at: { x: 0, y: 0 } }]);
    book.learnEvents([{ e: 'summoned', seat: 'p2', creature: 'k9', card: character.id, at: { x: 0, y: 0 } }]);
    book.learnView({ players: {}, creatures: [{ id: 'k1', card: character.id }, { id: 'k9', card: character.id }] } as unknown as GameView);
    expect([book.creature('k1'), book.creature('k9')]).toEqual([character.name, `${character.name} 2`]);
  });
});
