import { PRECONS } from '../src/cards/decks';
import { getCard } from '../src/cards/registry';
import { circleOverlapsPolygon, circlesOverlap, type Circle, type Polygon } from '../src/geometry';
import { nextInt, nextUint32, seedPrng, type PrngState } from '../src/random/prng';
import type { ScenarioCreature, ScenarioSetup, ScenarioTerrain } from '../src/state/scenario-setup';
import { createScenarioState } from '../src/scenario/scenario-state';
import type { Creature, GameState } from '../src/state/types';

/** A benchmark battlefield: a game position plus its bases and terrain as plain geometry. */
export interface BenchBoard {
  state: GameState;
  creatures: Creature[];
  bases: Circle[];
  terrain: Polygon[];
}

/** The field is 600 × 600 mm (docs/architecture.md §4). */
export const FIELD = 600;
/** Terrain cards used on the bench board: difficult, impassable, plain and sight-blocking pieces. */
const TERRAIN_CARDS = ['forest', 'rocks', 'ruins', 'hill', 'marsh', 'rocks'] as const;

/** A uniform float in [0, 1) from the seeded stream. */
export function uniform(rng: PrngState): number {
  return nextUint32(rng) / 0x100000000;
}

/** A uniform point inside the field, `margin` mm from every edge. */
export function randomPoint(rng: PrngState, margin = 0): { x: number; y: number } {
  return { x: margin + uniform(rng) * (FIELD - 2 * margin), y: margin + uniform(rng) * (FIELD - 2 * margin) };
}

/**
 * A mid-game position with `creatures` creatures (the two heroes included) and six terrain pieces,
 * nothing overlapping, all drawn from `seed`. Terrain sits on a 3 × 2 grid with jitter so pieces
 * never touch; bases are placed by rejection sampling.
 */
export function buildBoard(seed: string, creatures = 16): BenchBoard {
  const rng = seedPrng(seed);
  const terrain: ScenarioTerrain[] = TERRAIN_CARDS.map((card, i) => ({
    id: `t${i}`,
    card,
    at: { x: 100 + (i % 3) * 200 + (uniform(rng) - 0.5) * 40, y: 200 + Math.floor(i / 3) * 200 + (uniform(rng) - 0.5) * 40 },
    rotation: Math.round(uniform(rng) * 180),
  }));
  const polygons = createScenarioState({ players: { p1: {}, p2: {} }, terrain }, []).terrain.map((t) => t.polygon);
  const characters = [...new Set(PRECONS.flatMap((p) => p.loadout.deck))].filter((id) => getCard(id).type === 'character');
  const placed: Circle[] = [];
  const place = (card: string): { x: number; y: number } => {
    const r = getCard(card).stats!.base / 2;
    for (;;) {
      const at = randomPoint(rng, r + 1);
      const base = { c: at, r };
      if (placed.every((b) => !circlesOverlap(b, base)) && polygons.every((t) => !circleOverlapsPolygon(base, t))) {
        placed.push(base);
        return at;
      }
    }
  };
  const heroes = { p1: PRECONS[0]!.loadout.hero, p2: PRECONS[2]!.loadout.hero };
  const setup: ScenarioSetup = {
    activeSeat: 'p1',
    players: { p1: { hero: heroes.p1, heroAt: place(heroes.p1) }, p2: { hero: heroes.p2, heroAt: place(heroes.p2) } },
    terrain,
    creatures: Array.from({ length: creatures - 2 }, (_, i): ScenarioCreature => {
      const card = characters[nextInt(rng, characters.length)]!;
      return { id: `c${i}`, card, owner: i % 2 === 0 ? 'p1' : 'p2', at: place(card) };
    }),
  };
  const state = createScenarioState(setup, []);
  const list = Object.values(state.creatures);
  return { state, creatures: list, bases: list.map((c) => ({ c: c.pos, r: getCard(c.card).stats!.base / 2 })), terrain: state.terrain.map((t) => t.polygon) };
}
