import type { GameView } from '@signum/shared';
import { ALL_CARDS } from '@signum/shared';
import { shortName } from '../table/card-labels';
import { shortLabels } from '../table/short-labels';
import { namesBook } from './names-book';

describe('names book', () => {
  const hero = ALL_CARDS.find((c) => c.type === 'hero')!;
  const character = ALL_CARDS.find((c) => c.type === 'character' && shortName(c.name) !== c.name)!;
  const view = (creatures: { id: string; card: string }[], players = {}) => ({ players, creatures } as unknown as GameView);

  it('names heroes from the players, creatures from the view and newcomers from their summoning, by their short name', () => {
    const book = namesBook();
    expect(book.creature('p1-hero')).toBe('a creature');
    book.learnView(view([], { p1: { heroCreature: 'p1-hero', hero: hero.id } }));
    expect(book.creature('p1-hero')).toBe(shortName(hero.name));
    book.learnEvents([{ e: 'summoned', seat: 'p1', creature: 'k1', card: character.id, at: { x: 0, y: 0 } }]);
    expect(book.creature('k1')).toBe(shortName(character.name));
    expect(book.creature('k1')).not.toBe(character.name);
    // The full name stays with the card, which the log previews.
    expect(book.cardOf('k1')).toBe(character.id);
    book.learnView(view([]));
    expect(book.creature('k1')).toBe(shortName(character.name));
  });

  it('never shows an id: a second creature of the same card is numbered, and the first keeps its name', () => {
    const book = namesBook();
    book.learnEvents([{ e: 'summoned', seat: 'p1', creature: 'k1', card: character.id, at: { x: 0, y: 0 } }]);
    book.learnEvents([{ e: 'summoned', seat: 'p2', creature: 'k9', card: character.id, at: { x: 0, y: 0 } }]);
    book.learnView(view([{ id: 'k1', card: character.id }, { id: 'k9', card: character.id }]));
    const short = shortName(character.name);
    expect([book.creature('k1'), book.creature('k9')]).toEqual([short, `${short} 2`]);
  });

  it('says what the name plates on the table say: both read one set of labels', () => {
    const labels = shortLabels();
    const book = namesBook(labels);
    // The battlefield learns the view's creatures into the same labels (creature-layer.ts).
    labels.learn([{ id: 'k3', name: character.name }, { id: 'k5', name: character.name }]);
    book.learnView(view([{ id: 'k3', card: character.id }, { id: 'k5', card: character.id }]));
    expect([book.creature('k3'), book.creature('k5')]).toEqual([labels.label('k3'), labels.label('k5')]);
    expect(book.creature('k5')).toBe(`${shortName(character.name)} 2`);
  });
});
