import { diceOf, faceSymbols } from './dice-model';

describe('dice model', () => {
  it('reads the dice of rolls, rerolls, backstabs, detections and searches', () => {
    expect(diceOf({ e: 'rolled', creature: 'k1', purpose: 'melee attack', faces: ['axe', 'bullseye'], successes: 1 }))
      .toEqual({ creature: 'k1', faces: ['axe', 'bullseye'], successes: 1, label: 'melee attack' });
    expect(diceOf({ e: 'rerolled', creature: 'k1', purpose: 'shooting', indices: [0], faces: ['shield'], successes: 0 })!.label).toBe('shooting (reroll)');
    expect(diceOf({ e: 'backstab', by: 'k2', victim: 'k1', faces: ['axe'], successes: 1 })!.creature).toBe('k2');
    expect(diceOf({ e: 'detection', by: 'k2', target: 'k1', face: 'bullseye', success: true })).toEqual({ creature: 'k2', faces: ['bullseye'], label: 'detection: found' });
    expect(diceOf({ e: 'searched', creature: 'k3', terrain: 't1', face: 'shield' })!.label).toBe('Ruins search');
  });
  it('ignores events without dice', () => {
    expect(diceOf({ e: 'died', creature: 'k1', card: 'x' })).toBeNull();
  });
  it('draws faces as symbols', () => {
    expect(faceSymbols(['bullseye', 'axe', 'shield'])).toBe('◎ ⚒ ⬟');
  });
});
