import { getCard } from '../cards/registry';
import { FIELD_SIZE } from '../geometry';
import { createScenarioState } from '../scenario/scenario-state';
import type { GameState } from '../state/types';
import { apply } from './apply';
import { rejectionOf, terrainKinds } from './action-kinds';
import { terrainSpot } from './terrain-spots';
import { playerToChange } from '../primitives/copy-on-write';

/** A duel's activation phase, p1 to act with Rocks (80 × 60 mm) in its pool and a building to pay for it, these bases on the field. */
function field(at: { x: number; y: number }[]): GameState {
  const creatures = at.map((p, i) => ({ id: `c${i}`, card: 'keledan-bladedancer', owner: (i % 2 ? 'p2' : 'p1') as 'p1' | 'p2', at: p }));
  const s = createScenarioState({ activeSeat: 'p1', players: { p1: { buildings: ['barracks'], prosperity: 3, heroAt: { x: 40, y: 584 } }, p2: { heroAt: { x: 560, y: 16 } } }, creatures }, []);
  playerToChange(s, 'p1').terrainPool = ['rocks'];
  return s;
}

/** A fixed scatter of bases (a small linear congruential generator: the same numbers every run). */
function scatter(seed: number, n: number): { x: number; y: number }[] {
  let x = seed >>> 0;
  const next = () => (x = (Math.imul(x, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  return Array.from({ length: n }, () => ({ x: 20 + next() * 560, y: 110 + next() * 380 }));
}

/** Whether any spot of a square grid of `step` mm, at any of `rotations`, takes Rocks (the engine's own check). */
function sweep(s: GameState, step: number, rotations: readonly number[]): boolean {
  for (const rotation of rotations) {
    for (let x = 0; x <= FIELD_SIZE; x += step) for (let y = 0; y <= FIELD_SIZE; y += step) if (!rejectionOf(s, 'p1', { type: 'playTerrain', card: 'rocks', at: { x, y }, rotation })) return true;
  }
  return false;
}

describe('terrain spots: whether a template fits, from the placement rules', () => {
  it('finds a spot a 50 mm grid misses, and the engine takes it', () => {
    // 130 bases scattered over the middle: the old 50 mm grid (turned 0° and 90°) finds no spot here.
    const s = field(scatter(7919 + 130, 130));
    expect(sweep(s, 50, [0, 90])).toBe(false);
    const [rocks] = terrainKinds(s, 'p1');
    if (!rocks?.enabled) throw new Error(`Lay Rocks is disabled: ${rocks && !rocks.enabled ? rocks.reason : 'not listed'}`);
    const r = apply(s, 'p1', rocks.actions[0]!);
    expect(r.ok).toBe(true);
  });

  it('every spot it finds on crowded fields is one the engine takes', () => {
    let found = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const s = field(scatter(seed * 104729, 140));
      const spot = terrainSpot(s, 'p1', getCard('rocks').terrain!.shape);
      if (!spot) continue;
      found++;
      expect(rejectionOf(s, 'p1', { type: 'playTerrain', card: 'rocks', ...spot })).toBeNull();
    }
    expect(found).toBeGreaterThan(6);
  });

  it('says there is no room when bases fill the middle, and a 10 mm sweep at four turns agrees', () => {
    // Bases every 50 mm across the band a template could use: the gaps (18 mm) are narrower than Rocks.
    const lattice: { x: number; y: number }[] = [];
    for (let x = 16; x <= 584; x += 50) for (let y = 100; y <= 520; y += 50) lattice.push({ x, y });
    const s = field(lattice);
    expect(terrainSpot(s, 'p1', getCard('rocks').terrain!.shape)).toBeNull();
    expect(sweep(s, 10, [0, 45, 90, 135])).toBe(false);
    const [rocks] = terrainKinds(s, 'p1');
    expect(rocks).toMatchObject({ enabled: false, code: 'BAD_PLACEMENT' });
    expect(rocks && !rocks.enabled && rocks.reason).toMatch(/no room for it on the Battlefield/);
    // One base taken away opens a pocket: the search finds it, where it is.
    const open = field(lattice.filter((p) => !(p.x === 266 && (p.y === 300 || p.y === 250))));
    const spot = terrainSpot(open, 'p1', getCard('rocks').terrain!.shape);
    expect(spot).not.toBeNull();
    expect(rejectionOf(open, 'p1', { type: 'playTerrain', card: 'rocks', ...spot! })).toBeNull();
  });
});
