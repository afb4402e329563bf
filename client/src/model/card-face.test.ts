import { ALL_CARDS } from '@signum/shared';
import { cardFace } from './card-face';

describe('card face', () => {
  it('shows a character with its cost, stats, text and keyword reminders', () => {
    const card = ALL_CARDS.find((c) => c.type === 'character' && c.keywords.length > 0)!;
    const face = cardFace(card.id);
    expect(face.name).toBe(card.name);
    expect(face.cost).toMatch(/^Cost: /);
    expect(face.stats).toContain(`Strength ${card.stats!.strength}`);
    expect(face.lines.some((l) => l.startsWith('Strength '))).toBe(false);
    expect(face.keywords).toHaveLength(card.keywords.length);
    expect(face.lines).not.toContain(`${face.keywords.map((k) => `${k.label}.`).join(' ')}`);
    expect(face.keywords[0]!.reminder.length).toBeGreaterThan(10);
  });
  it('gives a building its price', () => {
    const card = ALL_CARDS.find((c) => c.type === 'building')!;
    expect(cardFace(card.id).cost).toBe(`Build for ${card.cost.prosperity} Prosperity.`);
  });
  it('survives an unknown card', () => {
    expect(cardFace('no-such-card').name).toBe('no-such-card');
  });
});
