import { randomBot } from '../bots/random-bot';
import { nextInt, seedPrng, type PrngState } from '../random';
import type { GameState } from '../state/types';
import { apply } from './apply';
import { newTestDuel } from './test-game';

/** Random JSON-ish values: wrong types, huge numbers, NaN-like strings, deep nesting, prototype keys. */
function junk(rng: PrngState, depth = 0): unknown {
  const pick = nextInt(rng, 12);
  const pool: unknown[] = [null, true, -1, 1e308, 0.5, '', 'p1', 'NaN', '__proto__', [], {}, 'x'.repeat(200)];
  if (depth > 2 || pick < 8) return pool[nextInt(rng, pool.length)];
  if (pick < 10) return Array.from({ length: nextInt(rng, 4) }, () => junk(rng, depth + 1));
  const o: Record<string, unknown> = {};
  for (let i = nextInt(rng, 4); i > 0; i--) o[['type', 'card', 'path', 'x', 'answer', 'decision', 'constructor'][nextInt(rng, 7)]!] = junk(rng, depth + 1);
  return o;
}

const TYPES = ['build', 'takeProsperity', 'playCard', 'playTerrain', 'move', 'melee', 'magicalStrike', 'ranged', 'ability', 'concentrate', 'search', 'secretEntrance', 'useBuilding', 'useRelic', 'pass', 'endActivation', 'endTurn', 'answer'];

/** A well-formed action aimed at random things of this game: mostly illegal, sometimes legal. */
function wellFormed(rng: PrngState, s: GameState): Record<string, unknown> {
  const any = <T>(xs: T[]): T | string => (xs.length ? xs[nextInt(rng, xs.length)]! : 'none');
  const creature = any(Object.keys(s.creatures));
  const card = any([...Object.keys(s.cards), 'forest', 'arena', 'caillion-the-captain-of-steel-blades']);
  const at = { x: nextInt(rng, 700) - 50, y: nextInt(rng, 700) - 50 };
  return {
    type: any(TYPES), creature, target: any(Object.keys(s.creatures)), card, building: any(['arena', 'tavern', 'fairy-garden', 'queens-temple', 'nope']),
    path: [at], at, run: nextInt(rng, 2) === 0, attack: any(['shooting', 'throwing', 'magicalShot']), ability: any(['stealth', 'healer', 'ritual', 'curePoison']),
    terrain: any(s.terrain.map((t) => t.id)), from: any(s.terrain.map((t) => t.id)), to: any(s.terrain.map((t) => t.id)), rotation: nextInt(rng, 360),
    relic: any([...Object.values(s.players).flatMap((p) => p!.relics.map((r) => r.id)), 'p1-relic-0']),
    decision: s.pending?.id ?? 1, answer: junk(rng),
  };
}

/** Keep only the keys a variant accepts, so zod's strict objects let most of them through to the rules. */
function trim(a: Record<string, unknown>): Record<string, unknown> {
  const keys: Record<string, string[]> = {
    build: ['building'], takeProsperity: [], playCard: ['card', 'at', 'target'], playTerrain: ['card', 'at', 'rotation'], move: ['creature', 'path', 'run'],
    melee: ['creature', 'target'], magicalStrike: ['creature', 'target'], ranged: ['creature', 'target', 'attack'], ability: ['creature', 'ability', 'target'], concentrate: ['creature', 'target'],
    search: ['creature', 'terrain'], secretEntrance: ['creature', 'from', 'to', 'at'], useBuilding: ['building', 'target'], useRelic: ['relic', 'target'], pass: ['creature'], endActivation: [], endTurn: [], answer: ['decision', 'answer'],
  };
  const out: Record<string, unknown> = { type: a.type };
  for (const k of keys[a.type as string] ?? []) out[k] = a[k];
  return out;
}

describe('apply under fuzzing', () => {
  it('never throws, and a rejected message never changes the state, at many points of real games', () => {
    const rng = seedPrng('fuzz');
    let rejected = 0;
    let accepted = 0;
    for (const seed of ['fz-1', 'fz-2', 'fz-3']) {
      let s: GameState = newTestDuel(seed);
      const bots = { p1: randomBot(`${seed}-1`), p2: randomBot(`${seed}-2`) };
      for (let step = 0; step < 400 && !s.result; step++) {
        const before = JSON.stringify(s);
        for (let k = 0; k < 25; k++) {
          const seat = nextInt(rng, 2) === 0 ? 'p1' : 'p2';
          const msg = k % 3 === 0 ? junk(rng) : trim(wellFormed(rng, s));
          const r = apply(s, seat, msg);
          if (r.ok) accepted++;
          else {
            rejected++;
            expect(typeof r.code).toBe('string');
            expect(r.message.length).toBeGreaterThan(5);
          }
        }
        expect(JSON.stringify(s)).toBe(before);
        const seat = (s.pending?.seat ?? s.activeSeat) as 'p1' | 'p2';
        const r = apply(s, seat, bots[seat].choose(s, seat)!);
        if (!r.ok) throw new Error(r.message);
        s = r.state;
      }
    }
    expect(rejected).toBeGreaterThan(10_000);
    expect(accepted).toBeGreaterThan(0);
  });
});
