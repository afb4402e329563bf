import { segmentCrossesCircleInterior, segmentCrossesPolygonInterior } from './intersect';
import { lineOfSight, type SightBlockers } from './sight';
import { lineOfSightWithin } from './sight-within';
import { rectanglePolygon, type Circle } from './shapes';
import { distance, vec, type Vec } from './vec';

const circle = (x: number, y: number, r: number): Circle => ({ c: vec(x, y), r });
const clear = (p: Vec, q: Vec, b: SightBlockers) =>
  b.circles.every((c) => !segmentCrossesCircleInterior(p, q, c)) && b.polygons.every((poly) => !segmentCrossesPolygonInterior(p, q, poly));

/** The shortest clear boundary-to-boundary segment among n × n samples (Infinity when none is clear). */
function bruteShortest(from: Circle, to: Circle, b: SightBlockers, n: number): number {
  let best = Infinity;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const p = { x: from.c.x + from.r * Math.cos((2 * Math.PI * i) / n), y: from.c.y + from.r * Math.sin((2 * Math.PI * i) / n) };
      const q = { x: to.c.x + to.r * Math.cos((2 * Math.PI * j) / n), y: to.c.y + to.r * Math.sin((2 * Math.PI * j) / n) };
      const d = distance(p, q);
      if (d < best && clear(p, q, b)) best = d;
    }
  }
  return best;
}

function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

describe('line of sight within a range', () => {
  // A shooter (32 mm base) and a target (50 mm) 240 mm apart, base to base: within XL (250 mm).
  const shooter = circle(100, 300, 16);
  const target = circle(381, 300, 25);

  it('is out of range when every clear line is longer than the range, though the target is in sight', () => {
    const b = { circles: [circle(240, 300, 16)], polygons: [] };
    expect(lineOfSight(shooter, target, b).clear).toBe(true);
    expect(lineOfSightWithin(shooter, target, b, 250)).toEqual({ clear: false, beyondRange: true });
    expect(bruteShortest(shooter, target, b, 360)).toBeGreaterThan(255);
  });

  it('finds a clear line within range when the first witness of line of sight is longer', () => {
    const b = { circles: [circle(240, 292, 16)], polygons: [] };
    const [p0, q0] = lineOfSight(shooter, target, b).segment!;
    expect(distance(p0, q0)).toBeGreaterThan(250);
    const r = lineOfSightWithin(shooter, target, b, 250);
    expect(r.clear).toBe(true);
    const [p, q] = r.segment!;
    expect(distance(p, q)).toBeLessThanOrEqual(250);
    expect(clear(p, q, b)).toBe(true);
  });

  it('is out of range when the bases are farther apart than the range, and blocked when nothing is in sight', () => {
    expect(lineOfSightWithin(shooter, circle(400, 300, 25), { circles: [], polygons: [] }, 250)).toEqual({ clear: false, beyondRange: true });
    expect(lineOfSightWithin(shooter, target, { circles: [circle(240, 300, 60)], polygons: [] }, 250)).toEqual({ clear: false });
  });

  it('agrees with dense sampling on random boards, and every witness is clear and within range', () => {
    const rnd = lcg(15);
    let disagreements = 0;
    const seen = { fallbackFound: 0, beyondRange: 0 };
    for (let board = 0; board < 30; board++) {
      const from = circle(80 + rnd() * 60, 200 + rnd() * 200, 16 + rnd() * 9);
      const to = circle(330 + rnd() * 60, 200 + rnd() * 200, 16 + rnd() * 9);
      const b: SightBlockers = {
        circles: Array.from({ length: 3 }, () => circle(170 + rnd() * 140, 200 + rnd() * 200, 12 + rnd() * 14)),
        polygons: [rectanglePolygon(vec(170 + rnd() * 140, 200 + rnd() * 200), 10 + rnd() * 30, 10 + rnd() * 30)],
      };
      const range = distance(from.c, to.c) - from.r - to.r + rnd() * 30;
      const r = lineOfSightWithin(from, to, b, range);
      const first = lineOfSight(from, to, b);
      if (r.clear && distance(first.segment![0], first.segment![1]) > range) seen.fallbackFound++;
      if (r.beyondRange && first.clear) seen.beyondRange++;
      if (r.clear) {
        const [p, q] = r.segment!;
        expect(distance(p, q)).toBeLessThanOrEqual(range + 1e-6);
        expect(clear(p, q, b)).toBe(true);
      }
      // Sampling finds a line 0.5 mm inside the range: the search must find one too (a corridor wider than its spacing).
      if (!r.clear && bruteShortest(from, to, b, 240) < range - 0.5) disagreements++;
    }
    expect(disagreements).toBe(0);
    // The boards exercise both cases the range adds: a shorter line found, and sight only beyond range.
    expect(seen.fallbackFound).toBeGreaterThan(0);
    expect(seen.beyondRange).toBeGreaterThan(0);
  });
});
