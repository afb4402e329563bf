import { pointPolygonSide } from './containment';
import type { Polygon } from './shapes';
import { vec } from './vec';

const square: Polygon = [vec(0, 0), vec(10, 0), vec(10, 10), vec(0, 10)];
// A "U" open at the bottom (y down): the notch is 10 < x < 20, 10 < y ≤ 30.
const u: Polygon = [vec(0, 0), vec(30, 0), vec(30, 30), vec(20, 30), vec(20, 10), vec(10, 10), vec(10, 30), vec(0, 30)];

describe('pointPolygonSide', () => {
  it('classifies inside, outside and boundary', () => {
    expect(pointPolygonSide(vec(5, 5), square)).toBe(1);
    expect(pointPolygonSide(vec(15, 5), square)).toBe(-1);
    expect(pointPolygonSide(vec(10, 5), square)).toBe(0);
    expect(pointPolygonSide(vec(0, 0), square)).toBe(0);
    expect(pointPolygonSide(vec(5, 10 + 1e-7), square)).toBe(0);
    expect(pointPolygonSide(vec(5, 10 + 1e-5), square)).toBe(-1);
  });

  it('works for either winding', () => {
    const ccw = [...square].reverse();
    expect(pointPolygonSide(vec(5, 5), ccw)).toBe(1);
    expect(pointPolygonSide(vec(-1, 5), ccw)).toBe(-1);
  });

  it('handles a concave polygon, including rays through vertices', () => {
    expect(pointPolygonSide(vec(15, 20), u)).toBe(-1);
    expect(pointPolygonSide(vec(5, 20), u)).toBe(1);
    expect(pointPolygonSide(vec(25, 20), u)).toBe(1);
    expect(pointPolygonSide(vec(5, 10), u)).toBe(1); // the +x ray passes through the vertices (10,10) and (20,10)
    expect(pointPolygonSide(vec(15, 10), u)).toBe(0);
    expect(pointPolygonSide(vec(-5, 10), u)).toBe(-1);
  });

  it('gives degenerate polygons a boundary but no interior', () => {
    const flat: Polygon = [vec(0, 0), vec(10, 0), vec(20, 0)];
    expect(pointPolygonSide(vec(5, 0), flat)).toBe(0);
    expect(pointPolygonSide(vec(5, 1), flat)).toBe(-1);
    expect(pointPolygonSide(vec(3, 3), [vec(3, 3)])).toBe(0);
    expect(pointPolygonSide(vec(3, 3), [])).toBe(-1);
  });
});
