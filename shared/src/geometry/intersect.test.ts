import {
  segmentCrossesCircleInterior,
  segmentCrossesPolygonInterior,
  segmentPolygonEntryParam,
  segmentsIntersect,
} from './intersect';
import type { Circle, Polygon } from './shapes';
import { vec } from './vec';

const square: Polygon = [vec(100, 100), vec(200, 100), vec(200, 200), vec(100, 200)];
// A "U" open at the bottom (y down): the notch is 10 < x < 20, 10 < y ≤ 30.
const u: Polygon = [vec(0, 0), vec(30, 0), vec(30, 30), vec(20, 30), vec(20, 10), vec(10, 10), vec(10, 30), vec(0, 30)];
const disc: Circle = { c: vec(50, 50), r: 10 };

describe('segmentsIntersect', () => {
  it('finds a proper crossing', () => {
    const p = segmentsIntersect(vec(0, 0), vec(10, 10), vec(0, 10), vec(10, 0));
    expect(p!.x).toBeCloseTo(5, 12);
    expect(p!.y).toBeCloseTo(5, 12);
  });

  it('finds T-junctions and shared endpoints', () => {
    expect(segmentsIntersect(vec(0, 0), vec(10, 0), vec(4, 0), vec(4, 8))).toEqual(vec(4, 0));
    expect(segmentsIntersect(vec(4, 0), vec(4, 8), vec(0, 0), vec(10, 0))).toEqual(vec(4, 0));
    expect(segmentsIntersect(vec(0, 0), vec(10, 0), vec(10, 0), vec(10, 5))).toEqual(vec(10, 0));
  });

  it('reports the start of a collinear overlap along a→b', () => {
    expect(segmentsIntersect(vec(0, 0), vec(10, 0), vec(15, 0), vec(5, 0))).toEqual(vec(5, 0));
    expect(segmentsIntersect(vec(10, 0), vec(0, 0), vec(5, 0), vec(15, 0))).toEqual(vec(10, 0));
    expect(segmentsIntersect(vec(0, 0), vec(10, 0), vec(-5, 0), vec(20, 0))).toEqual(vec(0, 0));
  });

  it('returns null for misses, parallels and collinear gaps', () => {
    expect(segmentsIntersect(vec(0, 0), vec(10, 0), vec(0, 1), vec(10, 1))).toBeNull();
    expect(segmentsIntersect(vec(0, 0), vec(10, 0), vec(11, 0), vec(20, 0))).toBeNull();
    expect(segmentsIntersect(vec(0, 0), vec(10, 10), vec(6, 0), vec(10, 4))).toBeNull();
    expect(segmentsIntersect(vec(0, 0), vec(10, 0), vec(5, 1e-4), vec(5, 9))).toBeNull();
  });

  it('handles zero-length segments as points', () => {
    expect(segmentsIntersect(vec(5, 0), vec(5, 0), vec(0, 0), vec(10, 0))).toEqual(vec(5, 0));
    expect(segmentsIntersect(vec(0, 0), vec(10, 0), vec(5, 0), vec(5, 0))).toEqual(vec(5, 0));
    expect(segmentsIntersect(vec(5, 1), vec(5, 1), vec(0, 0), vec(10, 0))).toBeNull();
    expect(segmentsIntersect(vec(2, 2), vec(2, 2), vec(2, 2), vec(2, 2))).toEqual(vec(2, 2));
  });
});

describe('segmentCrossesCircleInterior', () => {
  it('is true through the disc and false beside it', () => {
    expect(segmentCrossesCircleInterior(vec(0, 50), vec(100, 50), disc)).toBe(true);
    expect(segmentCrossesCircleInterior(vec(0, 70), vec(100, 70), disc)).toBe(false);
  });

  it('is false for a tangent and true just inside it', () => {
    expect(segmentCrossesCircleInterior(vec(0, 60), vec(100, 60), disc)).toBe(false);
    expect(segmentCrossesCircleInterior(vec(0, 59.999), vec(100, 59.999), disc)).toBe(true);
  });

  it('is false when the segment stops short and true when it ends inside', () => {
    expect(segmentCrossesCircleInterior(vec(0, 50), vec(40, 50), disc)).toBe(false);
    expect(segmentCrossesCircleInterior(vec(0, 50), vec(41, 50), disc)).toBe(true);
  });

  it('treats a zero-length segment as a point', () => {
    expect(segmentCrossesCircleInterior(vec(52, 52), vec(52, 52), disc)).toBe(true);
    expect(segmentCrossesCircleInterior(vec(60, 50), vec(60, 50), disc)).toBe(false);
    expect(segmentCrossesCircleInterior(vec(70, 50), vec(70, 50), disc)).toBe(false);
  });

  it('never blocks with a zero-radius circle', () => {
    expect(segmentCrossesCircleInterior(vec(0, 0), vec(10, 0), { c: vec(5, 0), r: 0 })).toBe(false);
  });
});

describe('segmentCrossesPolygonInterior', () => {
  it('is true through the polygon, false outside', () => {
    expect(segmentCrossesPolygonInterior(vec(0, 150), vec(300, 150), square)).toBe(true);
    expect(segmentCrossesPolygonInterior(vec(0, 250), vec(300, 250), square)).toBe(false);
  });

  it('is true when the segment lies inside or only one endpoint is inside', () => {
    expect(segmentCrossesPolygonInterior(vec(120, 120), vec(180, 180), square)).toBe(true);
    expect(segmentCrossesPolygonInterior(vec(0, 150), vec(101, 150), square)).toBe(true);
  });

  it('is false when touching a vertex or running along an edge', () => {
    expect(segmentCrossesPolygonInterior(vec(50, 150), vec(150, 50), square)).toBe(false);
    expect(segmentCrossesPolygonInterior(vec(50, 100), vec(250, 100), square)).toBe(false);
    expect(segmentCrossesPolygonInterior(vec(120, 100), vec(180, 100), square)).toBe(false);
    expect(segmentCrossesPolygonInterior(vec(0, 150), vec(100, 150), square)).toBe(false);
  });

  it('is true for a chord with both endpoints on the boundary', () => {
    expect(segmentCrossesPolygonInterior(vec(100, 100), vec(200, 200), square)).toBe(true);
    expect(segmentCrossesPolygonInterior(vec(100, 150), vec(200, 150), square)).toBe(true);
    expect(segmentCrossesPolygonInterior(vec(0, 5), vec(30, 5), u)).toBe(true);
  });

  it('handles a concave polygon: across the notch is outside, across the arms is inside', () => {
    expect(segmentCrossesPolygonInterior(vec(10, 20), vec(20, 20), u)).toBe(false);
    expect(segmentCrossesPolygonInterior(vec(10, 30), vec(20, 30), u)).toBe(false);
    expect(segmentCrossesPolygonInterior(vec(10, 10), vec(20, 10), u)).toBe(false);
    expect(segmentCrossesPolygonInterior(vec(0, 20), vec(30, 20), u)).toBe(true);
    expect(segmentCrossesPolygonInterior(vec(15, 40), vec(15, 10), u)).toBe(false);
    expect(segmentCrossesPolygonInterior(vec(15, 40), vec(15, 9), u)).toBe(true);
  });

  it('treats a zero-length segment as a point', () => {
    expect(segmentCrossesPolygonInterior(vec(150, 150), vec(150, 150), square)).toBe(true);
    expect(segmentCrossesPolygonInterior(vec(100, 150), vec(100, 150), square)).toBe(false);
    expect(segmentCrossesPolygonInterior(vec(50, 150), vec(50, 150), square)).toBe(false);
  });

  it('never crosses a degenerate polygon', () => {
    expect(segmentCrossesPolygonInterior(vec(0, 0), vec(10, 10), [vec(0, 10), vec(10, 0), vec(5, 5)])).toBe(false);
    expect(segmentCrossesPolygonInterior(vec(0, 0), vec(10, 10), [vec(0, 10), vec(10, 0)])).toBe(false);
    expect(segmentCrossesPolygonInterior(vec(0, 0), vec(10, 10), [])).toBe(false);
  });
});

describe('segmentPolygonEntryParam', () => {
  it('gives where the segment starts running inside', () => {
    expect(segmentPolygonEntryParam(vec(0, 150), vec(300, 150), square)).toBeCloseTo(1 / 3, 12);
    expect(segmentPolygonEntryParam(vec(150, 150), vec(300, 150), square)).toBe(0);
    expect(segmentPolygonEntryParam(vec(0, 250), vec(300, 250), square)).toBeNull();
  });

  it('skips a run along the boundary before entering', () => {
    // Along the notch floor of the U (boundary), then down into the right arm at x = 20.
    expect(segmentPolygonEntryParam(vec(10, 10), vec(30, 10), u)).toBeCloseTo(0.5, 12);
  });
});
