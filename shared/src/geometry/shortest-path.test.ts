import { sweepCircleCircle, sweepCirclePolygon } from './sweep';
import { pathLength } from './path';
import { ellipsePolygon, rectanglePolygon, type Circle, type Polygon } from './shapes';
import { shortestPathToCircle } from './shortest-path';
import { distance, vec, type Vec } from './vec';

/** Every leg of the path is a sweep no obstacle stops (the same test planMove applies). */
function clear(path: Vec[], r: number, polygons: Polygon[], circles: Circle[]): boolean {
  for (let i = 0; i + 1 < path.length; i++) {
    const a = path[i]!;
    const b = path[i + 1]!;
    if (polygons.some((p) => sweepCirclePolygon(a, b, r, p) !== null)) return false;
    if (circles.some((c) => sweepCircleCircle(a, b, r, c) !== null)) return false;
  }
  return true;
}

describe('shortestPathToCircle', () => {
  it('goes straight in an open field and stops where it reaches the goal circle', () => {
    const path = shortestPathToCircle(vec(0, 0), 5, { c: vec(100, 0), r: 30 }, { polygons: [], circles: [] })!;
    expect(path).toHaveLength(2);
    expect(path[1]!.x).toBeCloseTo(70, 9);
    expect(path[1]!.y).toBeCloseTo(0, 9);
  });

  it('is just the start when the start already reaches the goal circle', () => {
    expect(shortestPathToCircle(vec(0, 0), 5, { c: vec(10, 0), r: 30 }, { polygons: [], circles: [] })).toEqual([vec(0, 0)]);
  });

  it('goes around a square, hugging it, within 1 % of the exact shortest length and never shorter', () => {
    const square = rectanglePolygon(vec(0, 0), 20, 20);
    const r = 5;
    const path = shortestPathToCircle(vec(-50, 0), r, { c: vec(50, 0), r: 1e-3 }, { polygons: [square], circles: [] }, { margin: 0.01 })!;
    expect(path).toBeDefined();
    expect(clear(path, r, [square], [])).toBe(true);
    // Exact: tangent from the start to the grown corner (-10, -10) (radius r), the arc to the top, the top side, and back.
    const d = Math.hypot(40, 10);
    const tangent = Math.sqrt(d * d - r * r);
    const normalAtTangent = Math.atan2(10, -40) + Math.acos(r / d); // rotated toward the top side
    const arc = r * ((3 * Math.PI) / 2 - normalAtTangent);
    const exact = 2 * (tangent + arc) + 20 - 1e-3;
    const length = pathLength(path);
    expect(length).toBeGreaterThanOrEqual(exact - 1e-6);
    expect(length).toBeLessThanOrEqual(exact * 1.01);
    expect(distance(path[path.length - 1]!, vec(50, 0))).toBeCloseTo(1e-3, 6);
  });

  it('goes around a circle within 1 % of the exact tangent-arc-tangent length', () => {
    const rock: Circle = { c: vec(0, 0), r: 10 };
    const r = 5;
    const path = shortestPathToCircle(vec(-50, 0), r, { c: vec(50, 0), r: 1e-3 }, { polygons: [], circles: [rock] }, { margin: 0.01 })!;
    expect(clear(path, r, [], [rock])).toBe(true);
    const R = 15;
    const exact = 2 * Math.sqrt(50 * 50 - R * R) + R * (Math.PI - 2 * Math.acos(R / 50)) - 1e-3;
    const length = pathLength(path);
    expect(length).toBeGreaterThanOrEqual(exact - 1e-6);
    expect(length).toBeLessThanOrEqual(exact * 1.01);
  });

  it('walks out of a concave pocket through its mouth and round the outside', () => {
    // A U opening to the right, the start inside it: the way out is past the mouth's corners.
    const u: Polygon = [vec(0, 0), vec(60, 0), vec(60, 10), vec(10, 10), vec(10, 50), vec(60, 50), vec(60, 60), vec(0, 60)];
    const r = 4;
    const path = shortestPathToCircle(vec(40, 30), r, { c: vec(-40, 30), r: 10 }, { polygons: [u], circles: [] })!;
    expect(path).toBeDefined();
    expect(clear(path, r, [u], [])).toBe(true);
    expect(path.length).toBeGreaterThan(3);
    // Out through the mouth (x > 60), around one outer corner, then to the goal.
    expect(Math.max(...path.map((p) => p.x))).toBeGreaterThan(60 + r);
  });

  it('returns undefined when the goal is walled in', () => {
    const ring: Circle[] = [];
    for (let i = 0; i < 12; i++) ring.push({ c: vec(100 + Math.cos((i * Math.PI) / 6) * 40, Math.sin((i * Math.PI) / 6) * 40), r: 12 });
    expect(shortestPathToCircle(vec(0, 0), 5, { c: vec(100, 0), r: 10 }, { polygons: [], circles: ring })).toBeUndefined();
  });

  it('returns undefined when the bounds leave no room around the obstacle', () => {
    const wall = rectanglePolygon(vec(50, 50), 10, 100);
    const bounds = { minX: 0, minY: 0, maxX: 100, maxY: 100 };
    expect(shortestPathToCircle(vec(10, 50), 5, { c: vec(90, 50), r: 10 }, { polygons: [wall], circles: [] }, { bounds })).toBeUndefined();
    // With room below the wall it goes round.
    expect(shortestPathToCircle(vec(10, 50), 5, { c: vec(90, 50), r: 10 }, { polygons: [wall], circles: [] }, { bounds: { ...bounds, maxY: 130 } })).toBeDefined();
  });

  it('is deterministic: the same input gives the same path', () => {
    const square = rectanglePolygon(vec(0, 0), 20, 20);
    const run = () => shortestPathToCircle(vec(-50, 0), 5, { c: vec(50, 0), r: 1 }, { polygons: [square], circles: [{ c: vec(0, 30), r: 8 }] });
    expect(run()).toEqual(run());
  });

  it('finds the same paths (within 0.5 mm) when it tries only grazing legs as when it tries every pair', () => {
    const polygons: Polygon[] = [
      [vec(150, 100), vec(260, 130), vec(170, 190)],
      ellipsePolygon(vec(380, 300), 70, 35, 16, 0.4),
      rectanglePolygon(vec(220, 420), 120, 40, 0.3),
      [vec(420, 80), vec(520, 90), vec(520, 200), vec(480, 200), vec(480, 130), vec(420, 130)],
    ];
    const circles: Circle[] = [];
    for (let i = 0; i < 10; i++) circles.push({ c: vec(60 + ((i * 211) % 480), 60 + ((i * 137) % 480)), r: 12 + (i % 3) * 8 });
    const bounds = { minX: 15, minY: 15, maxX: 585, maxY: 585 };
    const ends: [Vec, Vec][] = [[vec(30, 300), vec(560, 300)], [vec(300, 30), vec(300, 570)], [vec(30, 30), vec(560, 560)], [vec(560, 30), vec(60, 560)], [vec(450, 160), vec(100, 150)]];
    let compared = 0;
    for (const [a, b] of ends) {
      const run = (tangentOnly: boolean) => shortestPathToCircle(a, 15, { c: b, r: 31 }, { polygons, circles }, { bounds, tangentOnly });
      const all = run(false);
      const grazing = run(true);
      expect(grazing === undefined).toBe(all === undefined);
      if (!all || !grazing) continue;
      compared += 1;
      expect(clear(grazing, 15, polygons, circles)).toBe(true);
      expect(pathLength(grazing)).toBeLessThanOrEqual(pathLength(all) + 0.5);
    }
    expect(compared).toBeGreaterThanOrEqual(4);
  });
});
