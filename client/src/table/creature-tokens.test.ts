import { getCard, type Creature } from '@signum/shared';
import { ICON } from '../icons/icon-choice';
import { baseFace } from './creature-tokens';

const creature = (over: Partial<Creature>): Creature => ({
  id: 'c', card: 'wolfen-packrunner', kind: 'character', owner: 'p1', controller: 'p1', pos: { x: 0, y: 0 }, wounds: 0, armour: 0,
  stealth: false, poison: false, disease: false, activated: false, meleesThisTurn: 0, rangedTargetedOnTurn: 0, modifiers: [], ...over,
});

describe('baseFace', () => {
  const printed = getCard('wolfen-packrunner').stats!;

  it('a fresh character has its printed stats, the character icon and no marks', () => {
    const f = baseFace(creature({}), printed.strength);
    expect(f).toEqual({ strength: printed.strength, printedStrength: printed.strength, healthLeft: printed.health, health: printed.health, movement: printed.movement, icon: ICON.character, tokens: [] });
  });

  it('picks the icon by what the creature is: hero, character or minion', () => {
    expect(baseFace(creature({ kind: 'hero' }), 1).icon).toBe('crown');
    expect(baseFace(creature({ kind: 'minion' }), 1).icon).toBe('minions');
    expect(baseFace(creature({ kind: 'character' }), 1).icon).toBe('swordman');
  });

  it('marks Armour, Stealth, Poison, Disease, Concentration, relics, Strength changes and activation, each with its icon', () => {
    const f = baseFace(
      creature({ wounds: 1, armour: 2, stealth: true, poison: true, disease: true, concentration: 3, activated: true, modifiers: [{ strength: -1 }, { strength: -1, untilEndOfTurn: 4 }] }),
      printed.strength - 2,
      2,
    );
    expect(f.healthLeft).toBe(printed.health - 1);
    expect(f.tokens.map((t) => [t.kind, t.icon, t.text])).toEqual([
      ['armour', 'checked-shield', '2'],
      ['stealth', 'hood', ''],
      ['poison', 'poison-bottle', ''],
      ['disease', 'mushroom-gills', ''],
      ['concentration', 'meditation', '3'],
      ['relics', 'gem-pendant', '2'],
      ['strength', 'fist', '−2'],
      ['activated', 'hourglass', ''],
    ]);
    expect(f.strength).toBe(printed.strength - 2);
  });
});
