import { animateEvents } from './event-animations';

describe('animateEvents', () => {
  it('turns moves, attacks, damage and deaths into battlefield animations, in order', () => {
    const calls: string[] = [];
    const field = {
      showMove: (id: string, path: readonly unknown[]) => calls.push(`move ${id} ${path.length}`),
      showMelee: (a: string, d: string) => calls.push(`melee ${a}>${d}`),
      showShot: (a: string, t: string, k: string) => calls.push(`shot ${a}>${t} ${k}`),
      showDamage: (id: string, n: number) => calls.push(`damage ${id} ${n}`),
      showDeath: (id: string) => calls.push(`death ${id}`),
    };
    animateEvents(field, [
      { e: 'moved', creature: 'a', path: [{ x: 0, y: 0 }, { x: 5, y: 0 }, { x: 9, y: 9 }], length: 20, run: false },
      { e: 'meleeDeclared', attacker: 'a', defender: 'b' },
      { e: 'rolled', creature: 'a', purpose: 'melee attack', faces: ['axe'], successes: 1 },
      { e: 'damaged', creature: 'b', amount: 3, absorbedByRelics: 1, absorbedByArmour: 1, wounds: 1 },
      { e: 'rangedDeclared', attacker: 'c', target: 'b', attack: 'shooting', dice: 2, distance: 120 },
      { e: 'pushed', creature: 'b', from: { x: 1, y: 1 }, to: { x: 2, y: 2 }, length: 1.4, blocked: false },
      { e: 'died', creature: 'b', card: 'x' },
    ]);
    expect(calls).toEqual(['move a 3', 'melee a>b', 'damage b 1', 'shot c>b shooting', 'move b 2', 'death b']);
  });
});
