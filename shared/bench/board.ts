import { circleOverlapsPolygon, circlesOverlap, polygonPolygonDistance } from '../src/geometry/distance';
import { ellipsePolygon, rectanglePolygon, type Circle, type Polygon } from '../src/geometry/shapes';
import { nextInt, nextUint32, seedPrng, type PrngState } from '../src/random/prng';

/** A benchmark battlefield: round bases and terrain polygons that do not overlap. */
export interface BenchBoard {
  bases: Circle[];
  terrain: Polygon[];
}

/** The field is 600 × 600 mm (DESIGN.md section 4). */
export const FIELD = 600;
const DIAMETERS = [32, 32, 50, 50, 60, 80] as const;

/** A uniform float in [0, 1) from the seeded stream. */
export function uniform(rng: PrngState): number {
  return nextUint32(rng) / 0x100000000;
}

/** A uniform point inside the field, `margin` mm from every edge. */
export function randomPoint(rng: PrngState, margin = 0): { x: number; y: number } {
  return { x: margin + uniform(rng) * (FIELD - 2 * margin), y: margin + uniform(rng) * (FIELD - 2 * margin) };
}

/** Place `terrains` polygons, then `creatures` bases, by rejection sampling from `seed`. */
export function buildBoard(seed: string, creatures = 16, terrains = 6): BenchBoard {
  const rng = seedPrng(seed);
  const terrain: Polygon[] = [];
  while (terrain.length < terrains) {
    const c = randomPoint(rng, 80);
    const rot = uniform(rng) * Math.PI;
    const poly = nextInt(rng, 2) === 0 ? ellipsePolygon(c, 30 + uniform(rng) * 30, 20 + uniform(rng) * 25, 16, rot) : rectanglePolygon(c, 40 + uniform(rng) * 40, 30 + uniform(rng) * 30, rot);
    if (terrain.every((t) => polygonPolygonDistance(t, poly) > 20)) terrain.push(poly);
  }
  const bases: Circle[] = [];
  while (bases.length < creatures) {
    const r = (DIAMETERS[nextInt(rng, DIAMETERS.length)] as number) / 2;
    const base = { c: randomPoint(rng, r), r };
    if (bases.every((b) => !circlesOverlap(b, base)) && terrain.every((t) => !circleOverlapsPolygon(base, t))) bases.push(base);
  }
  return { bases, terrain };
}
