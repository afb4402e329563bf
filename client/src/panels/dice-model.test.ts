import { diceOf, faceSymbols, startsNewRoll } from './dice-model';

describe('dice model', () => {
  it('reads the dice of rolls, rerolls, backstabs, detections and searches', () => {
    expect(diceOf({ e: 'rolled', creature: 'k1', purpose: 'melee attack', faces: ['axe', 'bullseye'], successes: 1 }))
      .toEqual({ creature: 'k1', faces: ['axe', 'bullseye'], successes: 1, label: 'Melee attack', rerolled: [], counted: [], rule: '' });
    expect(diceOf({ e: 'rerolled', creature: 'k1', purpose: 'shooting', indices: [0], faces: ['shield'], successes: 0 })!.label).toBe('Shooting (reroll)');
    expect(diceOf({ e: 'backstab', by: 'k2', victim: 'k1', faces: ['axe'], successes: 1 })!.creature).toBe('k2');
    expect(diceOf({ e: 'detection', by: 'k2', target: 'k1', face: 'bullseye', success: true })).toMatchObject({ creature: 'k2', faces: ['bullseye'], label: 'Detection: found' });
    expect(diceOf({ e: 'searched', creature: 'k3', terrain: 't1', face: 'shield' })!.label).toBe('Ruins search');
  });

  it('marks the faces that counted for this roll, with the rule, from the engine\'s counts', () => {
    // Melee: a Shield is an attack success when unwounded…
    const melee = diceOf({ e: 'rolled', creature: 'k1', purpose: 'melee attack', faces: ['shield', 'bullseye', 'axe'], successes: 2, counts: ['axe', 'shield'] })!;
    expect(melee.counted).toEqual([true, false, true]);
    expect(melee.rule).toBe('Melee attack: Axes and Shields hit');
    // …shooting counts only Bullseyes, so the same Shield does not count.
    const shot = diceOf({ e: 'rolled', creature: 'k1', purpose: 'shooting', faces: ['shield', 'bullseye'], successes: 1, counts: ['bullseye'] })!;
    expect(shot.counted).toEqual([false, true]);
    expect(shot.rule).toBe('Shooting: only Bullseyes hit');
    const defence = diceOf({ e: 'rolled', creature: 'k2', purpose: 'ranged defence', faces: ['shield', 'axe'], successes: 1, counts: ['shield'] })!;
    expect(defence.counted).toEqual([true, false]);
    expect(defence.rule).toBe('Defence: only Shields block');
    const reroll = diceOf({ e: 'rerolled', creature: 'k1', purpose: 'masterOfShooting', indices: [1], faces: ['bullseye', 'bullseye'], successes: 2, counts: ['bullseye'] })!;
    expect(reroll.rerolled).toEqual([1]);
    expect(reroll.counted).toEqual([true, true]);
  });

  it('starts a new roll at an attack, an activation or a turn', () => {
    expect(startsNewRoll({ e: 'meleeDeclared', attacker: 'a', defender: 'b' })).toBe(true);
    expect(startsNewRoll({ e: 'rolled', creature: 'k1', purpose: 'x', faces: [], successes: 0 })).toBe(false);
  });

  it('ignores events without dice', () => {
    expect(diceOf({ e: 'died', creature: 'k1', card: 'x' })).toBeNull();
  });

  it('draws faces as symbols', () => {
    expect(faceSymbols(['bullseye', 'axe', 'shield'])).toBe('◎ ⚒ ⬟');
  });
});
