import { getCard, type Creature } from '@signum/shared';
import { baseFace } from './creature-tokens';

const creature = (over: Partial<Creature>): Creature => ({
  id: 'c', card: 'wolfen-packrunner', kind: 'character', owner: 'p1', controller: 'p1', pos: { x: 0, y: 0 }, wounds: 0, armour: 0,
  stealth: false, poison: false, disease: false, activated: false, meleesThisTurn: 0, rangedTargetedOnTurn: 0, modifiers: [], ...over,
});

describe('baseFace', () => {
  const printed = getCard('wolfen-packrunner').stats!;

  it('a fresh creature has its printed stats and no tokens', () => {
    const f = baseFace(creature({}), printed.strength);
    expect(f).toEqual({ strength: printed.strength, printedStrength: printed.strength, healthLeft: printed.health, health: printed.health, movement: printed.movement, tokens: [] });
  });

  it('shows wounds, Armour, Poison, Disease, Concentration and Strength changes', () => {
    const f = baseFace(
      creature({ wounds: 1, armour: 2, poison: true, disease: true, concentration: 3, modifiers: [{ strength: -1 }, { strength: -1, untilEndOfTurn: 4 }] }),
      printed.strength - 2,
    );
    expect(f.healthLeft).toBe(printed.health - 1);
    expect(f.tokens.map((t) => t.text)).toEqual(['−1', 'A2', 'P', 'D', 'C3', '−2']);
    expect(f.strength).toBe(printed.strength - 2);
  });
});
