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

describe('card face icons', () => {
  it('shows a cost as building icons and Prosperity', () => {
    const card = ALL_CARDS.find((c) => c.type === 'spell' && c.cost.buildings.includes('smithy') && c.cost.prosperity > 0)!;
    const parts = cardFace(card.id).costParts;
    expect(parts.find((p) => p.label === 'Smithy')?.icon).toBe('anvil');
    expect(parts.at(-1)).toEqual({ icon: 'two-coins', label: `${card.cost.prosperity} Prosperity`, amount: card.cost.prosperity });
  });

  it('shows "any building" with its own icon', () => {
    const card = ALL_CARDS.find((c) => c.cost.buildings.includes('any'))!;
    expect(cardFace(card.id).costParts[0]).toEqual({ icon: 'village', label: 'Any building' });
  });

  it('gives each type its icon and creatures their stats as icons', () => {
    const hero = ALL_CARDS.find((c) => c.type === 'hero')!;
    const f = cardFace(hero.id);
    expect(f.typeIcon).toBe('crown');
    expect(f.costParts).toEqual([]);
    expect(f.statParts.map((p) => [p.icon, p.value])).toEqual([['fist', String(hero.stats!.strength)], ['hearts', String(hero.stats!.health)], ['walking-boot', hero.stats!.movement]]);
    for (const [type, icon] of [['spell', 'magic-swirl'], ['relic', 'gem-pendant'], ['tactic', 'trap-mask'], ['building', 'castle'], ['terrain', 'mountains'], ['character', 'swordman']] as const) {
      expect(cardFace(ALL_CARDS.find((c) => c.type === type)!.id).typeIcon).toBe(icon);
    }
  });

  it('prices a building card in Prosperity only', () => {
    const card = ALL_CARDS.find((c) => c.type === 'building' && c.cost.prosperity > 0)!;
    expect(cardFace(card.id).costParts).toEqual([{ icon: 'two-coins', label: `${card.cost.prosperity} Prosperity`, amount: card.cost.prosperity }]);
  });
});
