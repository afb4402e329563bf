import { segmentCrossesCircleInterior, segmentCrossesPolygonInterior } from './intersect';
import { rectanglePolygon, regularPolygon, type Circle, type Polygon } from './shapes';
import { lineOfSight, type SightBlockers, type SightResult } from './sight';
import { distance, vec, type Vec } from './vec';

/** Deterministic linear congruential generator for reproducible random scenes (Numerical Recipes constants). */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

const circle = (x: number, y: number, r: number): Circle => ({ c: vec(x, y), r });
const A = circle(100, 300, 25);
const B = circle(500, 300, 25);
const none: SightBlockers = { circles: [], polygons: [] };

/** True if segment pq crosses no blocker interior (the public exact predicates). */
function segmentClear(p: Vec, q: Vec, blockers: SightBlockers): boolean {
  return (
    blockers.circles.every((c) => !segmentCrossesCircleInterior(p, q, c)) &&
    blockers.polygons.every((poly) => !segmentCrossesPolygonInterior(p, q, poly))
  );
}

/** Asserts the result is clear with a witness from `from`'s disc to `to`'s disc that no blocker interrupts. */
function expectWitness(res: SightResult, from: Circle, to: Circle, blockers: SightBlockers): [Vec, Vec] {
  expect(res.clear).toBe(true);
  const seg = res.segment!;
  expect(seg).toBeDefined();
  expect(distance(seg[0], from.c)).toBeLessThanOrEqual(from.r + 1e-6);
  expect(distance(seg[1], to.c)).toBeLessThanOrEqual(to.r + 1e-6);
  expect(segmentClear(seg[0], seg[1], blockers)).toBe(true);
  return seg;
}

describe('lineOfSight', () => {
  it('is clear on an empty board, with the centre line as witness', () => {
    const seg = expectWitness(lineOfSight(A, B, none), A, B, none);
    expect(seg[0].y).toBeCloseTo(300, 9);
    expect(seg[1].y).toBeCloseTo(300, 9);
  });

  it('is clear when blockers are off to the side', () => {
    const blockers = { circles: [circle(300, 100, 40)], polygons: [rectanglePolygon(vec(300, 500), 100, 50)] };
    expectWitness(lineOfSight(A, B, blockers), A, B, blockers);
  });

  it('is blocked by a big circle between', () => {
    expect(lineOfSight(A, B, { circles: [circle(300, 300, 100)], polygons: [] })).toEqual({ clear: false });
  });

  it('is blocked by a wall polygon between', () => {
    expect(lineOfSight(A, B, { circles: [], polygons: [rectanglePolygon(vec(300, 300), 20, 200)] })).toEqual({ clear: false });
  });

  it('is blocked by a combination that no single blocker achieves', () => {
    const blockers = { circles: [circle(250, 280, 30)], polygons: [rectanglePolygon(vec(350, 320), 20, 60)] };
    expect(lineOfSight(A, B, { circles: blockers.circles, polygons: [] }).clear).toBe(true);
    expect(lineOfSight(A, B, { circles: [], polygons: blockers.polygons }).clear).toBe(true);
    expect(lineOfSight(A, B, blockers).clear).toBe(false);
  });

  it('finds the only edge-to-edge line beside a blocker that covers the rest of the corridor', () => {
    // The blocker touches the lower outer tangent (y = 325) only in the limit: a 1 mm sliver remains below it.
    const blockers = { circles: [circle(300, 299, 25)], polygons: [] };
    const seg = expectWitness(lineOfSight(A, B, blockers), A, B, blockers);
    expect(seg[0].y).toBeGreaterThan(320);
    expect(seg[1].y).toBeGreaterThan(320);
    // A slightly bigger blocker closes it.
    expect(lineOfSight(A, B, { circles: [circle(300, 300, 25.01)], polygons: [] }).clear).toBe(false);
  });

  it('counts a tangent graze as clear: the outer tangents of equal-width blocker', () => {
    // Only the two outer tangents y = 275 and y = 325 avoid the open disc; both graze it.
    const blockers = { circles: [circle(300, 300, 25)], polygons: [] };
    const seg = expectWitness(lineOfSight(A, B, blockers), A, B, blockers);
    expect(Math.abs(seg[0].y - 300)).toBeCloseTo(25, 6);
  });

  it('counts grazing two touching blockers at their contact point as clear', () => {
    const blockers = { circles: [circle(300, 250, 50), circle(300, 350, 50)], polygons: [] };
    const seg = expectWitness(lineOfSight(A, B, blockers), A, B, blockers);
    expect(seg[0].y).toBeCloseTo(300, 6);
  });

  it('counts running along a polygon edge as clear', () => {
    const blockers = { circles: [circle(300, 250, 50)], polygons: [rectanglePolygon(vec(300, 350), 100, 100)] };
    expectWitness(lineOfSight(A, B, blockers), A, B, blockers);
  });

  it('sees through a 1 mm slit in a wall away from the axis', () => {
    const wall = [rectanglePolygon(vec(300, 154.75), 10, 309.5), rectanglePolygon(vec(300, 455.25), 10, 289.5)];
    const blockers = { circles: [], polygons: wall };
    const seg = expectWitness(lineOfSight(A, B, blockers), A, B, blockers);
    const yAtWall = seg[0].y + ((seg[1].y - seg[0].y) * (300 - seg[0].x)) / (seg[1].x - seg[0].x);
    expect(yAtWall).toBeGreaterThanOrEqual(309.5 - 1e-6);
    expect(yAtWall).toBeLessThanOrEqual(310.5 + 1e-6);
    // Closing the slit blocks it.
    expect(lineOfSight(A, B, { circles: [], polygons: [rectanglePolygon(vec(300, 300), 10, 600)] }).clear).toBe(false);
  });

  it('sees through a slanted gap that the axis and the bases\' tangents all miss', () => {
    // Found by search: dense sampling (180 × 180 boundary points) finds only a handful of clear pairs.
    const from = circle(100, 150, 16);
    const to = circle(500, 450, 16);
    const blockers = { circles: [circle(335, 350, 11), circle(341, 310, 25)], polygons: [regularPolygon(vec(166, 257), 22, 6)] };
    expect(segmentClear(from.c, to.c, blockers)).toBe(false);
    expectWitness(lineOfSight(from, to, blockers), from, to, blockers);
  });

  it('is clear for touching and overlapping bases (zero-length witness in the lens)', () => {
    const touching = circle(150, 300, 25);
    const res = lineOfSight(A, touching, none);
    const seg = expectWitness(res, A, touching, none);
    expect(seg[0]).toEqual(seg[1]);
    expect(seg[0].x).toBeCloseTo(125, 9);
    const overlapping = circle(140, 300, 25);
    const blockers = { circles: [circle(120, 200, 50)], polygons: [] };
    expectWitness(lineOfSight(A, overlapping, blockers), A, overlapping, blockers);
    expectWitness(lineOfSight(A, A, none), A, A, none);
  });

  it('ignores degenerate polygons and zero-radius circles (no interior)', () => {
    const blockers = { circles: [circle(300, 300, 0)], polygons: [[vec(300, 0), vec(300, 600), vec(300, 300)]] };
    expectWitness(lineOfSight(A, B, blockers), A, B, blockers);
  });

  it('works for point "bases" (radius 0)', () => {
    const p = circle(100, 300, 0);
    const q = circle(500, 300, 0);
    expect(lineOfSight(p, q, { circles: [circle(300, 300, 10)], polygons: [] }).clear).toBe(false);
    const blockers = { circles: [circle(300, 310, 10)], polygons: [] };
    expectWitness(lineOfSight(p, q, blockers), p, q, blockers);
  });

  it('sees out of a base that overlaps blockers through the sliver they leave uncovered', () => {
    // The rectangle covers y ≥ 270.5 of a base spanning 270..330: only a 0.5 mm cap of its edge is free.
    const from = circle(100, 300, 30);
    const to = circle(500, 300, 25);
    const blockers = { circles: [circle(136, 301, 30)], polygons: [rectanglePolygon(vec(114, 298), 52, 55)] };
    const seg = expectWitness(lineOfSight(from, to, blockers), from, to, blockers);
    expect(seg[0].y).toBeLessThanOrEqual(270.5);
    expect(lineOfSight(from, to, { circles: blockers.circles, polygons: [rectanglePolygon(vec(114, 297), 52, 58)] }).clear).toBe(false);
  });

  describe('agrees with brute force on random boards', () => {
    const rnd = lcg(12345);
    const radii = [16, 25, 30, 40];
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
    const scenes: { from: Circle; to: Circle; blockers: SightBlockers }[] = [];
    while (scenes.length < 250) {
      const from = circle(50 + rnd() * 500, 50 + rnd() * 500, pick(radii));
      const to = circle(50 + rnd() * 500, 50 + rnd() * 500, pick(radii));
      if (distance(from.c, to.c) < from.r + to.r + 5) continue;
      const circles: Circle[] = [];
      const polygons: Polygon[] = [];
      // Blockers are placed near the corridor so that many scenes are blocked or nearly so.
      for (let i = 0; i < 6; i++) {
        const t = rnd();
        const cx = from.c.x + (to.c.x - from.c.x) * t + (rnd() - 0.5) * 120;
        const cy = from.c.y + (to.c.y - from.c.y) * t + (rnd() - 0.5) * 120;
        if (rnd() < 0.6) circles.push(circle(cx, cy, pick(radii)));
        else if (rnd() < 0.5) polygons.push(rectanglePolygon(vec(cx, cy), 10 + rnd() * 80, 10 + rnd() * 30, rnd() * Math.PI));
        else polygons.push(regularPolygon(vec(cx, cy), 10 + rnd() * 40, 3 + Math.floor(rnd() * 6), rnd()));
      }
      scenes.push({ from, to, blockers: { circles, polygons } });
    }

    it('never misses a line that dense boundary sampling finds, and every witness is valid', () => {
      const K = 72;
      let sampledClear = 0;
      let blocked = 0;
      for (const { from, to, blockers } of scenes) {
        const res = lineOfSight(from, to, blockers);
        if (res.clear) expectWitness(res, from, to, blockers);
        else blocked++;
        let found = false;
        for (let i = 0; i < K && !found; i++) {
          const p = vec(from.c.x + from.r * Math.cos((2 * Math.PI * i) / K), from.c.y + from.r * Math.sin((2 * Math.PI * i) / K));
          for (let j = 0; j < K && !found; j++) {
            const q = vec(to.c.x + to.r * Math.cos((2 * Math.PI * j) / K), to.c.y + to.r * Math.sin((2 * Math.PI * j) / K));
            found = segmentClear(p, q, blockers);
          }
        }
        if (found) {
          sampledClear++;
          expect(res.clear).toBe(true);
        }
      }
      // The boards must exercise both outcomes.
      expect(blocked).toBeGreaterThan(20);
      expect(sampledClear).toBeGreaterThan(20);
    });

    it('is symmetric in its two bases', () => {
      for (const { from, to, blockers } of scenes) {
        expect(lineOfSight(to, from, blockers).clear).toBe(lineOfSight(from, to, blockers).clear);
      }
    });
  });
});
