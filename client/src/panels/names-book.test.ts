import type { GameView } from '@signum/shared';
import { ALL_CARDS } from '@signum/shared';
import { namesBook } from './names-book';

describe('names book', () => {
  const hero = ALL_CARDS.find((c) => c.type === 'hero')!;
  const character = ALL_CARDS.find((c) => c.type === 'character')!;
  it('names heroes from the players, creatures from the view and newcomers from their summoning', () => {
    const book = namesBook();
    expect(book.creature('p1-hero')).toBe('p1-hero');
    book.learnView({ players: { p1: { heroCreature: 'p1-hero', hero: hero.id } }, creatures: [] } as unknown as GameView);
    expect(book.creature('p1-hero')).toBe(`${hero.name} (p1-hero)`);
    book.learnEvents([{ e: 'summoned', seat: 'p1', creature: 'k1', card: character.id, at: { x: 0, y: 0 } }]);
    expect(book.creature('k1')).toBe(`${character.name} (k1)`);
    book.learnView({ players: {}, creatures: [] } as unknown as GameView);
    expect(book.creature('k1')).toBe(`${character.name} (k1)`);
  });
});
