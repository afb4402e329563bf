import type { GameEvent } from '../protocol/events';
import type { GameState } from '../state/types';
import { cardName, describeEvent, describeResult, nameBook } from './describe-event';

const names = {
  creature: (id: string) => (id === 'c1' ? 'Caillion' : id === 'c2' ? 'Reaper' : id),
  card: (id: string) => id.toUpperCase(),
};

describe('describeEvent', () => {
  it('tells a melee in plain English', () => {
    const lines = ([
      { e: 'meleeDeclared', attacker: 'c2', defender: 'c1' },
      { e: 'rolled', creature: 'c2', purpose: 'attack', faces: ['axe', 'shield'], successes: 2 },
      { e: 'damaged', creature: 'c1', amount: 2, absorbedByRelics: 1, absorbedByArmour: 0, wounds: 1 },
      { e: 'died', creature: 'c1', card: 'caillion' },
    ] as GameEvent[]).map((e) => describeEvent(e, names));
    expect(lines).toEqual([
      'Reaper attacks Caillion in melee.',
      'Reaper rolls for attack: axe, shield — 2 successes.',
      'Caillion takes 2 damage (1 absorbed): 1 wound.',
      'Caillion dies.',
    ]);
  });

  it('names cards and hides what the event hides', () => {
    expect(describeEvent({ e: 'drew', seat: 'p1', card: 'elven-blade' }, names)).toBe('p1 draws ELVEN-BLADE.');
    expect(describeEvent({ e: 'drew', seat: 'p2' }, names)).toBe('p2 draws a card.');
    expect(describeEvent({ e: 'moved', creature: 'c1', path: [{ x: 10.4, y: 20.6 }], length: 79.6, run: false, stoppedBy: 'c2' }, names)).toBe(
      'Caillion moves 80 mm to (10, 21), stopping on contact with Reaper.',
    );
  });

  it('states the result', () => {
    expect(describeResult({ winners: ['p2'], reason: 'tiebreak' })).toBe('Game over: p2 wins (time-limit tiebreak).');
    expect(describeResult({ winners: [], reason: 'draw' })).toBe('Game over: nobody wins (a draw).');
  });
});

describe('nameBook', () => {
  it('uses card names from the pool and remembers creatures that have left the state', () => {
    const book = nameBook();
    const state = { creatures: { x1: { id: 'x1', card: 'caillion-the-captain-of-steel-blades' } } } as unknown as GameState;
    book.learn(state);
    expect(book.creature('x1')).toBe(`${cardName('caillion-the-captain-of-steel-blades')} (x1)`);
    expect(cardName('caillion-the-captain-of-steel-blades')).toMatch(/^Caillion/);
    expect(book.creature('zz')).toBe('zz');
    expect(cardName('no-such-card')).toBe('no-such-card');
  });
});
