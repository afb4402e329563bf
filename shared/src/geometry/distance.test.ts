import {
  CONTACT_GAP,
  circleGap,
  circleOverlapsPolygon,
  circlePolygonGap,
  circleSegmentGap,
  circlesOverlap,
  inContact,
  pointInPolygon,
  pointPolygonBoundaryDistance,
  pointPolygonDistance,
  pointSegmentDistance,
  polygonPolygonDistance,
  segmentPolygonDistance,
  segmentSegmentDistance,
} from './distance';
import { rectanglePolygon, translatePolygon, type Circle, type Polygon } from './shapes';
import { vec } from './vec';

const square: Polygon = [vec(0, 0), vec(10, 0), vec(10, 10), vec(0, 10)];
const circle = (x: number, y: number, r: number): Circle => ({ c: vec(x, y), r });

describe('pointSegmentDistance', () => {
  it('measures to the interior and to the endpoints', () => {
    expect(pointSegmentDistance(vec(5, 3), vec(0, 0), vec(10, 0))).toBe(3);
    expect(pointSegmentDistance(vec(13, 4), vec(0, 0), vec(10, 0))).toBe(5);
    expect(pointSegmentDistance(vec(5, 0), vec(0, 0), vec(10, 0))).toBe(0);
  });

  it('handles a zero-length segment', () => {
    expect(pointSegmentDistance(vec(3, 4), vec(0, 0), vec(0, 0))).toBe(5);
  });
});

describe('segmentSegmentDistance', () => {
  it('is 0 when segments cross or touch', () => {
    expect(segmentSegmentDistance(vec(0, 0), vec(10, 10), vec(0, 10), vec(10, 0))).toBe(0);
    expect(segmentSegmentDistance(vec(0, 0), vec(10, 0), vec(5, 0), vec(5, 5))).toBe(0);
    expect(segmentSegmentDistance(vec(0, 0), vec(10, 0), vec(10, 0), vec(20, 5))).toBe(0);
  });

  it('measures parallel, collinear-disjoint and skew cases', () => {
    expect(segmentSegmentDistance(vec(0, 0), vec(10, 0), vec(0, 4), vec(10, 4))).toBe(4);
    expect(segmentSegmentDistance(vec(0, 0), vec(10, 0), vec(13, 0), vec(20, 0))).toBe(3);
    expect(segmentSegmentDistance(vec(0, 0), vec(10, 0), vec(13, 4), vec(20, 9))).toBe(5);
  });

  it('handles zero-length segments', () => {
    expect(segmentSegmentDistance(vec(5, 5), vec(5, 5), vec(0, 0), vec(10, 0))).toBe(5);
    expect(segmentSegmentDistance(vec(5, 0), vec(5, 0), vec(0, 0), vec(10, 0))).toBe(0);
    expect(segmentSegmentDistance(vec(0, 0), vec(0, 0), vec(3, 4), vec(3, 4))).toBe(5);
  });
});

describe('pointInPolygon / pointPolygonDistance', () => {
  it('counts the boundary as inside', () => {
    expect(pointInPolygon(vec(5, 5), square)).toBe(true);
    expect(pointInPolygon(vec(10, 5), square)).toBe(true);
    expect(pointInPolygon(vec(10, 10), square)).toBe(true);
    expect(pointInPolygon(vec(10.001, 5), square)).toBe(false);
  });

  it('is 0 inside and on the boundary, the edge distance outside', () => {
    expect(pointPolygonDistance(vec(5, 5), square)).toBe(0);
    expect(pointPolygonDistance(vec(0, 5), square)).toBe(0);
    expect(pointPolygonDistance(vec(13, 14), square)).toBe(5);
    expect(pointPolygonDistance(vec(-2, 5), square)).toBe(2);
    expect(pointPolygonBoundaryDistance(vec(5, 4), square)).toBe(4);
  });

  it('handles degenerate and empty polygons', () => {
    expect(pointPolygonDistance(vec(5, 3), [vec(0, 0), vec(10, 0)])).toBe(3);
    expect(pointPolygonDistance(vec(5, 0), [vec(0, 0), vec(10, 0)])).toBe(0);
    expect(pointPolygonDistance(vec(0, 0), [])).toBe(Infinity);
  });
});

describe('segmentPolygonDistance', () => {
  it('is 0 when the segment crosses the polygon or lies inside it', () => {
    expect(segmentPolygonDistance(vec(-5, 5), vec(15, 5), square)).toBe(0);
    expect(segmentPolygonDistance(vec(2, 2), vec(8, 8), square)).toBe(0);
    expect(segmentPolygonDistance(vec(-5, 10), vec(15, 10), square)).toBe(0);
  });

  it('is the gap otherwise', () => {
    expect(segmentPolygonDistance(vec(-5, 13), vec(15, 13), square)).toBe(3);
    expect(segmentPolygonDistance(vec(13, 14), vec(13, 14), square)).toBe(5);
    expect(segmentPolygonDistance(vec(0, 0), vec(1, 1), [])).toBe(Infinity);
  });
});

describe('polygonPolygonDistance', () => {
  it('is 0 for overlap, touching and containment (either way)', () => {
    expect(polygonPolygonDistance(square, translatePolygon(square, vec(5, 5)))).toBe(0);
    expect(polygonPolygonDistance(square, translatePolygon(square, vec(10, 0)))).toBe(0);
    expect(polygonPolygonDistance(square, translatePolygon(square, vec(10, 10)))).toBe(0);
    const inner = rectanglePolygon(vec(5, 5), 2, 2);
    expect(polygonPolygonDistance(square, inner)).toBe(0);
    expect(polygonPolygonDistance(inner, square)).toBe(0);
  });

  it('is the gap between separated polygons', () => {
    expect(polygonPolygonDistance(square, translatePolygon(square, vec(13, 0)))).toBe(3);
    expect(polygonPolygonDistance(square, translatePolygon(square, vec(13, 14)))).toBe(5);
    expect(polygonPolygonDistance(square, [])).toBe(Infinity);
  });
});

describe('circle gaps', () => {
  it('circleGap is centre distance minus both radii', () => {
    expect(circleGap(circle(0, 0, 10), circle(30, 40, 15))).toBe(25);
    expect(circleGap(circle(0, 0, 10), circle(20, 0, 10))).toBe(0);
    expect(circleGap(circle(0, 0, 10), circle(15, 0, 10))).toBe(-5);
  });

  it('circlePolygonGap is edge distance, −r or less when the centre is inside', () => {
    expect(circlePolygonGap(circle(20, 5, 4), square)).toBe(6);
    expect(circlePolygonGap(circle(14, 5, 4), square)).toBe(0);
    expect(circlePolygonGap(circle(12, 5, 4), square)).toBe(-2);
    expect(circlePolygonGap(circle(10, 5, 4), square)).toBe(-4);
    expect(circlePolygonGap(circle(5, 5, 4), square)).toBe(-9);
    expect(circlePolygonGap(circle(5, 5, 4), [])).toBe(Infinity);
  });

  it('circleSegmentGap measures from the edge of the base', () => {
    expect(circleSegmentGap(circle(5, 10, 4), vec(0, 0), vec(600, 0))).toBe(6);
    expect(circleSegmentGap(circle(5, 4, 4), vec(0, 0), vec(600, 0))).toBe(0);
    expect(circleSegmentGap(circle(5, 2, 4), vec(0, 0), vec(0, 0))).toBeCloseTo(Math.hypot(5, 2) - 4, 12);
  });
});

describe('contact and overlap', () => {
  it('inContact when the gap is under CONTACT_GAP', () => {
    expect(CONTACT_GAP).toBe(3);
    expect(inContact(circle(0, 0, 10), circle(22.9, 0, 10))).toBe(true);
    expect(inContact(circle(0, 0, 10), circle(23, 0, 10))).toBe(false);
    expect(inContact(circle(0, 0, 10), circle(5, 0, 10))).toBe(true);
  });

  it('circlesOverlap excludes touching', () => {
    expect(circlesOverlap(circle(0, 0, 10), circle(20, 0, 10))).toBe(false);
    expect(circlesOverlap(circle(0, 0, 10), circle(19.99, 0, 10))).toBe(true);
    expect(circlesOverlap(circle(0, 0, 10), circle(0, 0, 1))).toBe(true);
  });

  it('circleOverlapsPolygon excludes touching and degenerate polygons', () => {
    expect(circleOverlapsPolygon(circle(14, 5, 4), square)).toBe(false);
    expect(circleOverlapsPolygon(circle(14, 14, 4), square)).toBe(false);
    expect(circleOverlapsPolygon(circle(13.99, 5, 4), square)).toBe(true);
    expect(circleOverlapsPolygon(circle(5, 5, 1), square)).toBe(true);
    expect(circleOverlapsPolygon(circle(5, 5, 100), square)).toBe(true);
    expect(circleOverlapsPolygon(circle(5, 0, 3), [vec(0, 0), vec(10, 0), vec(20, 0)])).toBe(false);
  });
});
