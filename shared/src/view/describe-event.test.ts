import type { GameEvent } from '../protocol/events';
import type { GameState } from '../state/types';
import { cardName, describeEvent, describeResult, nameBook } from './describe-event';

const names = {
  creature: (id: string) => (id === 'c1' ? 'Caillion' : id === 'c2' ? 'Reaper' : id),
  card: (id: string) => id.toUpperCase(),
};

describe('describeEvent', () => {
  it('gives keywords and abilities by their printed names, and no ids or coordinates', () => {
    const lines = ([
      { e: 'keywordGained', creature: 'c1', keyword: 'masterOfMagic', untilEndOfTurn: 3 },
      { e: 'keywordGained', creature: 'c2', keyword: 'predator' },
      { e: 'rolled', creature: 'c2', purpose: 'steamEngine', faces: ['axe'], successes: 1 },
      { e: 'rerolled', creature: 'c2', purpose: 'difficultTarget', indices: [0], faces: ['axe'], successes: 1 },
      { e: 'rangedDeclared', attacker: 'c2', target: 'c1', attack: 'magicalShot', dice: 2, distance: 120.4 },
      { e: 'summoned', seat: 'p1', creature: 'c1', card: 'caillion', at: { x: 123, y: 456 } },
      { e: 'terrainPlaced', seat: 'p2', terrain: 't7', card: 'forest', at: { x: 300, y: 300 }, rotation: 45 },
      { e: 'searched', creature: 'c1', terrain: 't7', face: 'axe' },
      { e: 'edgeClaimed', seat: 'p1', corner: 'nw', edge: { a: { x: 0, y: 0 }, b: { x: 300, y: 0 } } },
      { e: 'pushed', creature: 'c1', from: { x: 1, y: 1 }, to: { x: 40, y: 40 }, length: 55, blocked: false },
      { e: 'relicDestroyed', seat: 'p1', relic: 'r1', card: 'blade', why: 'durability' },
      { e: 'decision', seat: 'p1', kind: 'diceSplit', id: 4 },
    ] as GameEvent[]).map((e) => describeEvent(e, names));
    expect(lines).toEqual([
      'Caillion gains Master of Magic until end of turn.',
      'Reaper gains Predator.',
      'Reaper rolls for Steam Engine: axe — 1 success.',
      'Reaper rerolls 1 die for Difficult Target: now axe — 1 success.',
      'Reaper makes a Magical Shot attack on Caillion at 120 mm with 2 dice.',
      'p1 summons Caillion.',
      'p2 lays the terrain FOREST.',
      'Caillion searches the Ruins: axe.',
      'p1 takes the edge beside that corner.',
      'Caillion is pushed 55 mm.',
      "p1's BLADE is destroyed (worn out).",
      'p1 must decide (dice split).',
    ]);
    for (const line of lines) expect(line).not.toMatch(/\(\d+, \d+\)|[a-z][A-Z]|\bt7\b|\br1\b/);
  });

  it('says a clock ran out rather than that the player chose', () => {
    expect(describeEvent({ e: 'timedOut', seat: 'p2', kind: 'decision' }, names)).toBe("p2's time to decide ran out: the clock gives the default answer.");
    expect(describeEvent({ e: 'timedOut', seat: 'p1', kind: 'turn' }, names)).toBe("p1's time for the turn ran out: the clock ends it for them.");
  });

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
      'Caillion moves 80 mm, stopping on contact with Reaper.',
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
