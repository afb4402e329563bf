import { circleGap, circlePolygonGap, pointSegmentDistance } from './distance';
import { rectanglePolygon, type Circle, type Polygon } from './shapes';
import {
  firstCircleHitAlongPath,
  firstPolygonHitAlongPath,
  pathLength,
  sweepCircleCircle,
  sweepCirclePolygon,
  sweepCircleSegment,
} from './sweep';
import { distance, lerp, vec, type Vec } from './vec';

/** Deterministic linear congruential generator for reproducible random cases (Numerical Recipes constants). */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

const obstacle: Circle = { c: vec(60, 0), r: 20 };
const square: Polygon = rectanglePolygon(vec(150, 150), 100, 100); // x, y ∈ [100, 200]


/** Brute force for the sweeps: the first of 2001 samples along the move where the gap is negative, or null. */
function firstOverlapSample(gapAt: (t: number) => number): number | null {
  for (let k = 0; k <= 2000; k++) if (gapAt(k / 2000) < -1e-3) return k / 2000;
  return null;
}

describe('sweepCircleCircle', () => {
  it('solves head-on contact', () => {
    expect(sweepCircleCircle(vec(0, 0), vec(100, 0), 10, obstacle)).toBeCloseTo(0.3, 12);
  });

  it('honours the gap', () => {
    expect(sweepCircleCircle(vec(0, 0), vec(100, 0), 10, obstacle, 3)).toBeCloseTo(0.27, 12);
  });

  it('solves an oblique approach: the contact point is at the summed radius', () => {
    const start = vec(0, 25);
    const end = vec(100, 5);
    const t = sweepCircleCircle(start, end, 10, obstacle)!;
    expect(t).toBeGreaterThan(0);
    expect(distance(lerp(start, end, t), obstacle.c)).toBeCloseTo(30, 9);
  });

  it('returns null on a miss, a tangent graze and a move stopping short', () => {
    expect(sweepCircleCircle(vec(0, 40), vec(100, 40), 10, obstacle)).toBeNull();
    expect(sweepCircleCircle(vec(0, 30), vec(100, 30), 10, obstacle)).toBeNull();
    expect(sweepCircleCircle(vec(0, 0), vec(20, 0), 10, obstacle)).toBeNull();
  });

  it('returns a hit just inside the graze line', () => {
    expect(sweepCircleCircle(vec(0, 29.9), vec(100, 29.9), 10, obstacle)).not.toBeNull();
  });

  it('does not report a move that ends exactly in contact (re-validation of a cut path)', () => {
    expect(sweepCircleCircle(vec(0, 0), vec(30, 0), 10, obstacle)).toBeNull();
  });

  it('at t = 0: 0 when overlapping or touching and not moving away, null when moving away', () => {
    expect(sweepCircleCircle(vec(40, 0), vec(50, 0), 10, obstacle)).toBe(0);
    expect(sweepCircleCircle(vec(40, 0), vec(40, 0), 10, obstacle)).toBe(0);
    expect(sweepCircleCircle(vec(40, 0), vec(0, 0), 10, obstacle)).toBeNull();
    expect(sweepCircleCircle(vec(30, 0), vec(40, 0), 10, obstacle)).toBe(0);
    expect(sweepCircleCircle(vec(30, 0), vec(0, 0), 10, obstacle)).toBeNull();
    expect(sweepCircleCircle(vec(30, 0), vec(30, 0), 10, obstacle)).toBeNull();
  });

  it('slides tangentially around an obstacle it touches without a hit', () => {
    expect(sweepCircleCircle(vec(60, -30), vec(100, -30), 10, obstacle)).toBeNull();
  });

  it('a zero-length move outside never hits', () => {
    expect(sweepCircleCircle(vec(0, 0), vec(0, 0), 10, obstacle)).toBeNull();
  });

  it('matches the first sampled contact on random moves', () => {
    const rnd = lcg(7);
    let hits = 0;
    for (let i = 0; i < 300; i++) {
      const start = vec(rnd() * 200, rnd() * 200);
      const end = vec(rnd() * 200, rnd() * 200);
      const ob: Circle = { c: vec(50 + rnd() * 100, 50 + rnd() * 100), r: 5 + rnd() * 30 };
      const r = 5 + rnd() * 20;
      if (circleGap({ c: start, r }, ob) <= 0) continue;
      const t = sweepCircleCircle(start, end, r, ob);
      const first = firstOverlapSample((t) => circleGap({ c: lerp(start, end, t), r }, ob));
      if (first === null) {
        if (t !== null) expect(circleGap({ c: lerp(start, end, t), r }, ob)).toBeCloseTo(0, 6);
      } else {
        hits++;
        expect(t).not.toBeNull();
        expect(t!).toBeLessThanOrEqual(first);
        expect(circleGap({ c: lerp(start, end, t!), r }, ob)).toBeCloseTo(0, 6);
      }
    }
    expect(hits).toBeGreaterThan(20);
  });
});

describe('sweepCircleSegment', () => {
  it('hits the side of a segment', () => {
    expect(sweepCircleSegment(vec(0, 50), vec(100, 50), 10, vec(60, 0), vec(60, 100))).toBeCloseTo(0.5, 12);
  });

  it('hits an end cap', () => {
    const t = sweepCircleSegment(vec(0, 5), vec(100, 5), 10, vec(60, 0), vec(60, -100))!;
    expect(pointSegmentDistance(lerp(vec(0, 5), vec(100, 5), t), vec(60, 0), vec(60, -100))).toBeCloseTo(10, 9);
    expect(t).toBeCloseTo((60 - Math.sqrt(75)) / 100, 12);
  });

  it('grazes past an endpoint without a hit, and ignores a zero-radius disc', () => {
    expect(sweepCircleSegment(vec(0, 10), vec(100, 10), 10, vec(60, 0), vec(60, -100))).toBeNull();
    expect(sweepCircleSegment(vec(0, 50), vec(100, 50), 0, vec(60, 0), vec(60, 100))).toBeNull();
  });

  it('treats a zero-length segment as a point obstacle', () => {
    expect(sweepCircleSegment(vec(0, 0), vec(100, 0), 10, vec(50, 0), vec(50, 0))).toBeCloseTo(0.4, 12);
  });

  it('starting in contact: 0 when moving in, null when moving away or along', () => {
    expect(sweepCircleSegment(vec(50, 50), vec(70, 50), 10, vec(60, 0), vec(60, 100))).toBe(0);
    expect(sweepCircleSegment(vec(50, 50), vec(30, 50), 10, vec(60, 0), vec(60, 100))).toBeNull();
    expect(sweepCircleSegment(vec(50, 10), vec(50, 90), 10, vec(60, 0), vec(60, 100))).toBeNull();
  });
});

describe('sweepCirclePolygon', () => {
  it('hits a face head-on', () => {
    expect(sweepCirclePolygon(vec(0, 150), vec(300, 150), 10, square)).toBeCloseTo(0.3, 12);
  });

  it('hits a corner (capsule end cap)', () => {
    const t = sweepCirclePolygon(vec(0, 95), vec(300, 95), 10, square)!;
    expect(t).toBeCloseTo((100 - Math.sqrt(75)) / 300, 12);
  });

  it('does not hit when sliding along a face at contact or grazing a corner', () => {
    expect(sweepCirclePolygon(vec(0, 90), vec(300, 90), 10, square)).toBeNull();
    const d = 10 / Math.SQRT2;
    expect(sweepCirclePolygon(vec(100 - d - 50, 100 - d + 50), vec(100 - d + 50, 100 - d - 50), 10, square)).toBeNull();
  });

  it('returns 0 when already overlapping (even moving out), null when stationary outside', () => {
    expect(sweepCirclePolygon(vec(95, 150), vec(0, 150), 10, square)).toBe(0);
    expect(sweepCirclePolygon(vec(150, 150), vec(150, 150), 10, square)).toBe(0);
    expect(sweepCirclePolygon(vec(50, 150), vec(50, 150), 10, square)).toBeNull();
  });

  it('starting touching: 0 moving in, null moving away', () => {
    expect(sweepCirclePolygon(vec(90, 150), vec(100, 150), 10, square)).toBe(0);
    expect(sweepCirclePolygon(vec(90, 150), vec(0, 150), 10, square)).toBeNull();
  });

  it('hits a disc that would swallow a small polygon', () => {
    const tiny = rectanglePolygon(vec(100, 0), 2, 2);
    const t = sweepCirclePolygon(vec(0, 0), vec(200, 0), 30, tiny)!;
    expect(t).toBeCloseTo((99 - 30) / 200, 12);
  });

  it('uses the interior test for a point (r = 0)', () => {
    expect(sweepCirclePolygon(vec(0, 150), vec(300, 150), 0, square)).toBeCloseTo(1 / 3, 12);
    expect(sweepCirclePolygon(vec(0, 100), vec(300, 100), 0, square)).toBeNull();
  });

  it('matches the first sampled overlap on random moves against random polygons', () => {
    const rnd = lcg(11);
    let hits = 0;
    for (let i = 0; i < 300; i++) {
      const poly = rectanglePolygon(vec(100 + rnd() * 50, 100 + rnd() * 50), 10 + rnd() * 80, 10 + rnd() * 80, rnd() * Math.PI);
      const start = vec(rnd() * 250, rnd() * 250);
      const end = vec(rnd() * 250, rnd() * 250);
      const r = 5 + rnd() * 25;
      if (circlePolygonGap({ c: start, r }, poly) <= 0) continue;
      const t = sweepCirclePolygon(start, end, r, poly);
      const first = firstOverlapSample((t) => circlePolygonGap({ c: lerp(start, end, t), r }, poly));
      if (first !== null) {
        hits++;
        expect(t).not.toBeNull();
        expect(t!).toBeLessThanOrEqual(first);
      }
      if (t !== null) expect(circlePolygonGap({ c: lerp(start, end, t), r }, poly)).toBeCloseTo(0, 6);
    }
    expect(hits).toBeGreaterThan(20);
  });

  it('returns null for an empty polygon', () => {
    expect(sweepCirclePolygon(vec(0, 0), vec(10, 0), 5, [])).toBeNull();
  });
});

describe('firstCircleHitAlongPath', () => {
  const path: Vec[] = [vec(0, 0), vec(100, 0), vec(100, 100)];

  it('finds the earliest obstacle along a polyline', () => {
    const obstacles: Circle[] = [
      { c: vec(100, 80), r: 10 },
      { c: vec(115, 40), r: 10 },
    ];
    const hit = firstCircleHitAlongPath(path, 10, obstacles)!;
    expect(hit.segmentIndex).toBe(1);
    expect(hit.index).toBe(1);
    expect(hit.point.x).toBeCloseTo(100, 9);
    expect(distance(hit.point, obstacles[1]!.c)).toBeCloseTo(20, 9);
    expect(hit.distanceAlong).toBeCloseTo(100 + hit.point.y, 9);
  });

  it('prefers an earlier segment over a smaller t later', () => {
    const hit = firstCircleHitAlongPath(path, 10, [{ c: vec(100, 50), r: 5 }, { c: vec(80, 0), r: 5 }])!;
    expect(hit).toMatchObject({ index: 1, segmentIndex: 0 });
    expect(hit.t).toBeCloseTo(0.65, 12);
    expect(hit.distanceAlong).toBeCloseTo(65, 9);
  });

  it('breaks exact ties by lower obstacle index', () => {
    const hit = firstCircleHitAlongPath(path, 10, [{ c: vec(50, 25), r: 20 }, { c: vec(50, -25), r: 20 }])!;
    expect(hit.index).toBe(0);
    const hit2 = firstCircleHitAlongPath(path, 10, [{ c: vec(50, -25), r: 20 }, { c: vec(50, 25), r: 20 }])!;
    expect(hit2.index).toBe(0);
    expect(hit2.t).toBeCloseTo(hit.t, 12);
  });

  it('honours the gap and returns null on a clear path', () => {
    const ob: Circle[] = [{ c: vec(50, 22), r: 10 }];
    expect(firstCircleHitAlongPath(path, 10, ob)).toBeNull();
    expect(firstCircleHitAlongPath(path, 10, ob, 3)).not.toBeNull();
  });

  it('treats a one-point path as stationary, an empty one as no hit', () => {
    expect(firstCircleHitAlongPath([vec(0, 0)], 10, [{ c: vec(5, 0), r: 10 }])).toMatchObject({ index: 0, t: 0, distanceAlong: 0 });
    expect(firstCircleHitAlongPath([vec(0, 0)], 10, [{ c: vec(50, 0), r: 10 }])).toBeNull();
    expect(firstCircleHitAlongPath([], 10, [{ c: vec(5, 0), r: 10 }])).toBeNull();
  });
});

describe('firstPolygonHitAlongPath', () => {
  it('finds the first polygon touched and the distance travelled', () => {
    const path = [vec(0, 150), vec(50, 150), vec(400, 150)];
    const far = rectanglePolygon(vec(350, 150), 20, 20);
    const hit = firstPolygonHitAlongPath(path, 10, [far, square])!;
    expect(hit.index).toBe(1);
    expect(hit.segmentIndex).toBe(1);
    expect(hit.point.x).toBeCloseTo(90, 9);
    expect(hit.distanceAlong).toBeCloseTo(90, 9);
    expect(hit.distanceAlong).toBeLessThan(pathLength(path));
  });

  it('returns null when no polygon is touched', () => {
    expect(firstPolygonHitAlongPath([vec(0, 0), vec(50, 0)], 10, [square])).toBeNull();
  });
});
